import type { Stance } from './analysis.ts';
import {
  AUXILIARIES,
  BE_FORMS,
  COMPLEMENT_WORDS,
  DETERMINERS,
  DO_FORMS,
  HAVE_FORMS,
  ING_NOUNS,
  NOUN_VERBS,
  PRONOUNS,
  PROPER_NAMES,
  table,
} from './lexicon.ts';
import {
  baseOfParticiple,
  baseOfThirdPerson,
  capitalize,
  gerund,
  headOf,
  isPersonWord,
  isPlural,
  isVerb,
  thirdPerson,
  words,
} from './morphology.ts';
import { memo } from './memo.ts';

/**
 * The motion of a debate as a clause the offline model can affirm or deny: "Should homework be
 * banned?" is subject "homework", auxiliary "should", rest "be banned". A do-auxiliary's rest
 * always starts with a base verb, so "remote work hurts productivity" is "does" + "hurt ...".
 */
export type Motion = {
  subject: string;
  aux: string;
  rest: string;
  /** A short noun phrase for what the debate is about ("banning homework", "nuclear power"). */
  topic: string;
  /** The motion as a question ("Should homework be banned?"). */
  question: string;
  /** A proposal to act ("should", "must") or a claim about the world ("is", "does", "will"). */
  kind: 'policy' | 'claim';
  /** The side the text itself took, when it stated the motion rather than asking it. */
  asserted?: Stance;
  /** The second part of a two-part question, named but not debated ("for whom"). */
  second?: string;
  /** The language of an opening line read in translation ("French"). */
  language?: string;
};

export function tidy(text: string): string {
  return text
    .replace(/\*\*|__|[*_`]/g, '')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.!?"']+$/, '')
    .replace(/^["'\s]+/, '')
    .trim();
}

/** Words that stress a question without changing it: "Is X really Y?" asks whether X is Y. */
const EMPHASIS = /\b(?:really|actually|truly|genuinely|in fact|in reality)\b,?\s*/gi;

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}'-]/gu, '');

/** Where a phrase stops being the thing itself: "to" before a number or a verb stays. */
const PHRASE_END = /^(?:from|in|at|for|by|with|across|within|into|over|under|during|than|or|and)$/i;

/** The first words of a predicate, up to a comma and at most seven words. */
const clip = (text: string) => words(text.split(',')[0]!).slice(0, 7).join(' ');

function gerundTopic(predicate: string[]): string | undefined {
  const restWords =
    predicate[0] === 'to' || predicate[0] === 'ever' ? predicate.slice(1) : predicate;
  const verb = restWords[0];
  if (!verb || !isVerb(verb) || /^(?:be|become|have|do)$/i.test(verb)) return undefined;
  const object: string[] = [];
  for (const word of restWords.slice(1)) {
    if (PHRASE_END.test(word) && object.length > 0) break;
    object.push(word);
  }
  return [gerund(verb), ...object].join(' ');
}

/** People, not a thing: "indigenous communities", "nurses", "we". */
export const namesPeople = (phrase: string): boolean =>
  PRONOUNS.has(phrase.toLowerCase()) || isPersonWord(headOf(phrase));

/** A verb that lets a group do something: "be allowed to" gives "letting ... hunt whales". */
const LETTING: Record<string, string> = { allowed: 'letting', permitted: 'letting' };

/**
 * What the debate is about, as a noun phrase, never a bare group of people: "Should indigenous
 * communities be allowed to hunt whales?" is about "letting indigenous communities hunt whales",
 * "Should the minimum wage rise?" about "the minimum wage rising".
 */
function topicOf(subject: string, rest: string, kind: Motion['kind']): string {
  const restWords = words(rest);
  const lowerSubject = subject.toLowerCase();
  const pronoun = PRONOUNS.has(lowerSubject);
  if (/^(?:be|become|get)$/i.test(restWords[0] ?? '') && restWords[1] && !pronoun) {
    const made =
      /^(?:be|get) (allowed|permitted|forced|required|made|encouraged|paid) to (.+)$/i.exec(rest);
    if (made) {
      const lead = LETTING[made[1]!.toLowerCase()];
      if (lead) return `${lead} ${subject} ${clip(made[2]!)}`;
      return `${gerund(baseOfParticiple(made[1]!)!)} ${subject} to ${clip(made[2]!)}`;
    }
    const participle = baseOfParticiple(restWords[1]);
    if (participle && isVerb(participle)) {
      // "banned from buying energy drinks" keeps what follows; "banned in schools", a place, not.
      const more = restWords.slice(2).join(' ');
      const kept = /^(?:from|to)\b/i.test(more) || !PHRASE_END.test(restWords[2] ?? 'in');
      return [gerund(participle), subject, kept ? clip(more) : ''].join(' ').trim();
    }
    // "Should universities be free?": making them so.
    if (kind === 'policy') return `making ${subject} ${clip(restWords.slice(1).join(' '))}`;
  }
  if (lowerSubject === 'there') {
    const thing = /\b(?:for|in|to)\s+(.+)$/.exec(rest)?.[1];
    if (thing) return thing;
  }
  if (lowerSubject === 'it') {
    const infinitive = /\bto (\w+)\b(.*)$/.exec(rest);
    const phrase = infinitive && gerundTopic(words(`${infinitive[1]}${infinitive[2]}`));
    if (phrase) return phrase;
  }
  const phrase = gerundTopic(restWords);
  if (phrase && (kind === 'policy' || pronoun)) {
    // "banning e-scooters" names its object; "rising to £15" needs what rises.
    const objectless = words(phrase).length === 1 || /^to$/i.test(words(phrase)[1]!);
    return pronoun || !objectless ? phrase : `${subject} ${phrase}`;
  }
  // "Gig workers deserve employee rights" is about the rights, for them.
  const wants = /^(?:deserve|need|get|have|want)\s+(.+)$/i.exec(rest);
  if (wants && namesPeople(subject)) return `${clip(wants[1]!)} for ${subject}`;
  if (phrase && namesPeople(subject)) return `${subject} ${phrase}`;
  return pronoun ? 'this change' : subject;
}

/** Motions built from parts; do-support and main-verb "has" normalised (see Motion). */
export function buildMotion(
  subject: string,
  aux: string,
  rest: string,
  options: Pick<Partial<Motion>, 'asserted' | 'topic' | 'second' | 'language'> = {},
): Motion {
  let lowerAux = aux.toLowerCase();
  let cleanRest = tidy(rest);
  const first = words(cleanRest)[0] ?? '';
  if (DO_FORMS.includes(lowerAux) && !isVerb(first)) cleanRest = `do ${cleanRest}`;
  if (HAVE_FORMS.includes(lowerAux) && !baseOfParticiple(first) && !/en$/.test(first)) {
    lowerAux = lowerAux === 'has' ? 'does' : 'do';
    cleanRest = `have ${cleanRest}`;
  }
  const cleanSubject = tidy(subject);
  const kind = /^(?:should|must|shall|ought)$/.test(lowerAux) ? 'policy' : 'claim';
  return {
    subject: cleanSubject,
    aux: lowerAux,
    rest: cleanRest,
    topic: options.topic ?? topicOf(cleanSubject, cleanRest, kind),
    question: `${capitalize(lowerAux)} ${cleanSubject} ${cleanRest}?`,
    kind,
    ...(options.asserted ? { asserted: options.asserted } : {}),
    ...(options.second ? { second: options.second } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
}

function looksLikeComplement(word: string, next: string | undefined): boolean {
  const lower = bare(word);
  if (COMPLEMENT_WORDS.has(lower)) return true;
  if (/er$/.test(lower) && next?.toLowerCase() === 'than') return true;
  if (/(?:ous|ful|able|ible|ical|less)$/.test(lower) && lower.length > 5) return true;
  if (/ing$/.test(lower) && lower.length > 5 && !ING_NOUNS.has(lower)) return true;
  return /[^e]ed$/.test(lower) && lower.length > 5;
}

/** Index of the first word of the predicate in "<aux> <subject> <predicate>". */
function predicateStart(parts: string[], aux: string): number | undefined {
  if (parts.length < 3) return undefined;
  if (PRONOUNS.has(bare(parts[1]!))) return 2;
  const start = DETERMINERS.has(bare(parts[1]!)) ? 3 : 2;
  for (let i = start; i < parts.length; i++) {
    const word = parts[i]!;
    // "Is the sky over Quorvania green?": a place named after a preposition is in the subject.
    if (/^(?:over|in|on|at)$/.test(word) && /^\p{Lu}/u.test(parts[i + 1] ?? '')) {
      i += 1;
      continue;
    }
    if (BE_FORMS.includes(aux)) {
      if (looksLikeComplement(word, parts[i + 1])) return i;
      continue;
    }
    if (HAVE_FORMS.includes(aux) && baseOfParticiple(word) && isVerb(baseOfParticiple(word)!)) {
      return i;
    }
    if (!isVerb(word)) continue;
    const next = parts[i + 1];
    // "remote work replace offices": a noun-verb followed by a verb is part of the subject.
    if (NOUN_VERBS.has(bare(word)) && next && isVerb(next) && !NOUN_VERBS.has(bare(next))) continue;
    // "the speed limit in towns be cut": a noun-verb before a passive is part of the subject.
    if (NOUN_VERBS.has(bare(word)) && parts.slice(i + 1).some((w) => /^(?:be|get)$/i.test(w))) {
      continue;
    }
    return i;
  }
  if (BE_FORMS.includes(aux)) return parts.length - 1;
  return start < parts.length ? start : undefined;
}

/** An auxiliary verb, contracted or not: "can't" and "cannot" are a denied "can". */
function auxiliaryOf(word: string): { aux: string; negated: boolean } | undefined {
  const lower = word.toLowerCase();
  const base = lower === 'cannot' ? 'can' : lower.replace(/n't$/, '');
  const aux = { ca: 'can', wo: 'will' }[base] ?? base;
  return AUXILIARIES.includes(aux) ? { aux, negated: aux !== lower } : undefined;
}

const LEAD_INS =
  /^(?:(?:so|well|ok|okay|now|then|today|honestly|seriously|simple question|question|the question is|the motion is|motion|tell me|let's debate|let us debate|debate|here is the question|here's the question)[,:]?\s+)+/i;
const OPINION_QUESTION =
  /^(?:do|would|don't) you (?:think|agree|believe|say|reckon)(?: that)?\s+|^is it true that\s+/i;

/** "Should cities ban cars" (question mark removed) as a motion. */
export function fromQuestion(sentence: string): Motion | undefined {
  const body = tidy(tidy(sentence).replace(EMPHASIS, '')).replace(LEAD_INS, '');
  if (OPINION_QUESTION.test(body)) {
    const stated = fromStatement(body.replace(OPINION_QUESTION, ''));
    return stated && buildMotion(stated.subject, stated.aux, stated.rest);
  }
  const parts = words(body);
  const aux = auxiliaryOf(bare(parts[0] ?? ''))?.aux;
  if (!aux) return undefined;
  if (bare(parts[1] ?? '') === 'not') parts.splice(1, 1);
  const split = predicateStart(parts, aux);
  if (split === undefined || split - 1 > 8 || split >= parts.length) return undefined;
  return buildMotion(parts.slice(1, split).join(' '), aux, parts.slice(split).join(' '));
}

/** A subject at the start of a sentence loses its capital unless it is a name ("London"). */
export function subjectCase(subject: string, text: string): string {
  const [first = '', second = ''] = words(subject);
  if (DETERMINERS.has(first.toLowerCase()))
    return first.toLowerCase() + subject.slice(first.length);
  const keep =
    /^[A-Z]{2,}/.test(first) ||
    PROPER_NAMES.has(first.replace(/'s$/, '')) ||
    /^\p{Lu}/u.test(second) ||
    new RegExp(`[^.!?]\\s${first}\\b`).test(text.slice(first.length));
  return keep ? subject : first.charAt(0).toLowerCase() + subject.slice(1);
}

const OPINION_PREFIX =
  /^(?:(?:i|we) (?:really |honestly |strongly |firmly |still )?(?:think|believe|feel|reckon|suspect|maintain|contend|would argue|argue|would say|say|am convinced|'m convinced)|in my (?:view|opinion)|my (?:view|position|claim|argument) is|(?:we all|everyone) knows?|it is clear|it's clear|frankly|honestly|personally|the truth is|i'd say)(?: that)?[,:]?\s+/i;
const WE_SHOULD =
  /^(?:it is time(?: for us)? to|it's time(?: for us)? to|we need to|we ought to|we have to|let's|let us|this house would|this house should)\s+/i;
const NEEDS_TO = /^(.+?)\s+(?:needs? to|ought to|has to|have to)\s+(.+)$/i;
const BAD_SUBJECT =
  /^(?:i|you|it's|this|that|here|what|who|which|why|how|when|where|there's|they|he|she|let|hello|hi|thanks|thank you)$|\b(?:topic|question|motion|debate|issue|subject|discussion)$/i;

/** "Homework should be banned", "Remote work hurts productivity" as a motion; else undefined. */
export function fromStatement(
  sentence: string,
  asserted: Stance | undefined = undefined,
): Motion | undefined {
  let text = tidy(tidy(sentence).replace(OPINION_PREFIX, '').replace(EMPHASIS, ''));
  const stated = (negated: boolean): Stance | undefined =>
    asserted && (negated ? (asserted === 'for' ? 'against' : 'for') : asserted);
  if (WE_SHOULD.test(text)) {
    const rest = text.replace(WE_SHOULD, '');
    return isVerb(words(rest)[0] ?? '') && words(rest).length > 1
      ? buildMotion('we', 'should', rest, { asserted: stated(false) })
      : undefined;
  }
  text = text.replace(NEEDS_TO, '$1 should $2');
  const parts = words(text);
  for (let i = 1; i < Math.min(parts.length - 1, 9); i++) {
    const word = parts[i]!.toLowerCase().replace(/[,;:]$/, '');
    if (/^(?:that|because|but|and|if|when|while|so)$/.test(word) || /[,;:]$/.test(parts[i - 1]!)) {
      break;
    }
    const subject = subjectCase(parts.slice(0, i).join(' '), text);
    if (BAD_SUBJECT.test(subject) && !(/^it|^there/i.test(subject) && BE_FORMS.includes(word))) {
      return undefined;
    }
    const auxiliary = auxiliaryOf(word);
    if (auxiliary) {
      const negated = auxiliary.negated || parts[i + 1] === 'not';
      const rest = parts.slice(i + (parts[i + 1] === 'not' ? 2 : 1)).join(' ');
      if (!rest) return undefined;
      return buildMotion(subject, auxiliary.aux, rest, { asserted: stated(negated) });
    }
    const next = parts[i + 1];
    const skip = (base: string) => NOUN_VERBS.has(base) && next !== undefined && isVerb(next);
    const base = baseOfThirdPerson(word);
    if (base && !skip(base) && !isPlural(subject)) {
      const rest = [base, ...parts.slice(i + 1)].join(' ');
      return buildMotion(subject, 'does', rest, { asserted: stated(false) });
    }
    if (isVerb(word) && !skip(word) && isPlural(subject) && !DETERMINERS.has(word)) {
      return buildMotion(subject, 'do', parts.slice(i).join(' '), { asserted: stated(false) });
    }
  }
  return undefined;
}

export function affirm(motion: Motion): string {
  if (/^ever /.test(motion.rest)) {
    return `${motion.subject} ${motion.aux} sometimes ${motion.rest.slice(5)}`;
  }
  if (motion.aux === 'do' || motion.aux === 'does') {
    const [verb = '', ...rest] = words(motion.rest);
    const inflected = motion.aux === 'does' ? thirdPerson(verb) : verb;
    return [motion.subject, inflected, ...rest].join(' ');
  }
  return `${motion.subject} ${motion.aux} ${motion.rest}`;
}

export function deny(motion: Motion): string {
  if (/^ever /.test(motion.rest))
    return `${motion.subject} ${motion.aux} never ${motion.rest.slice(5)}`;
  if (motion.subject === 'there' && /^an? /.test(motion.rest)) {
    return `there ${motion.aux} no ${motion.rest.replace(/^an? /, '')}`;
  }
  // "All politicians are not corrupt" says something else; "schools must not" forbids.
  if (/^(?:all|every)\b/i.test(motion.subject)) return `not ${affirm(motion)}`;
  if (/^still /.test(motion.rest))
    return `${motion.subject} ${motion.aux} no longer ${motion.rest.slice(6)}`;
  const negated = { can: 'cannot', must: 'need not' }[motion.aux] ?? `${motion.aux} not`;
  return `${motion.subject} ${negated} ${motion.rest}`;
}

/** The motion in full, affirmed, denied and asked: what "restating the motion" means. */
export function fullClauses(motion: Motion): string[] {
  return [affirm(motion), deny(motion), motion.question.replace(/\?$/, '')];
}

const lowerClauses = memo((motion: Motion) =>
  fullClauses(motion).map((clause) => clause.toLowerCase()),
);

export function restates(text: string, motion: Motion): boolean {
  const lower = text.toLowerCase();
  return lowerClauses(motion).some((clause) => lower.includes(clause));
}

/** What a proposal's verb makes of it, as a noun: "ban" gives "the ban". */
const NOMINALS = table(`
  ban=the ban, abolish=abolition, legalise=legalisation, legalize=legalization, cap=the cap,
  tax=the tax, close=closure, privatise=privatisation, nationalise=nationalisation
`);

/**
 * Each side as a short clause that names the motion without restating it ("the ban would be a
 * mistake", "the claim stands"), for the replies after an agent has stated the motion in full.
 */
export function shortClauses(motion: Motion): Record<Stance, string[]> {
  if (motion.kind === 'claim') {
    return {
      for: ['the motion is right', 'the claim stands'],
      against: ['the motion is wrong', 'the claim fails'],
    };
  }
  const [first = '', second = ''] = words(motion.rest);
  const passive = /^(?:be|get)$/.test(first);
  const verb = passive ? (baseOfParticiple(second) ?? '') : first.toLowerCase();
  // "adopt a four-day week" names the week; "keep the monarchy" needs its verb ("keeping ...").
  const gerundPhrase = gerundTopic(words(motion.rest));
  const named = /^(?:adopt|introduce)$/.test(verb)
    ? words(motion.rest).slice(1).join(' ')
    : passive || gerundPhrase === undefined || motion.topic.endsWith(gerundPhrase)
      ? motion.topic
      : gerundPhrase;
  const references = [
    NOMINALS[verb],
    // A group of people is never the thing called a mistake.
    // "smartphones would be a mistake" calls a thing a mistake: only a doing ("banning ...") or
    // a thing adopted names the proposal.
    named &&
    words(named).length <= 6 &&
    !/^doing\b/.test(named) &&
    !namesPeople(named) &&
    (/^\w+ing\b/.test(named) || /^(?:adopt|introduce)$/.test(verb))
      ? named
      : undefined,
    'the proposal',
  ].filter((reference) => reference !== undefined);
  const be = (name: string) => (/^\w+ing\b/.test(name) || !isPlural(name) ? 'is' : 'are');
  return {
    for: [...references.map((name) => `${name} ${be(name)} the right call`), 'the motion is right'],
    against: [...references.map((name) => `${name} would be a mistake`), 'the motion is wrong'],
  };
}
