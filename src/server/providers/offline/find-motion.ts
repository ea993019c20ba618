import { readForeign } from './foreign.ts';
import {
  AUXILIARIES,
  BE_FORMS,
  BUILT_HEADS,
  INSTITUTIONS,
  ING_NOUNS,
  POLICY_HEADS,
  POLICY_MODIFIERS,
  PRACTICES,
  PROBLEMS,
} from './lexicon.ts';
import {
  buildMotion,
  fromQuestion,
  fromStatement,
  subjectCase,
  tidy,
  type Motion,
} from './motion.ts';
import {
  baseOfParticiple,
  baseOfThirdPerson,
  gerund,
  headOf,
  isPlural,
  isVerb,
  words,
} from './morphology.ts';

const be = (subject: string) => (isPlural(subject) ? 'are' : 'is');

/**
 * A bare topic as a motion that makes sense for it: "a four-day work week" is adopted, "a new
 * tram line" built, "assisted dying" made legal, "the monarchy" kept, "climate change" tackled, "cats vs dogs"
 * compared, "pineapple on pizza" belongs or not; anything else does more good than harm.
 */
export function fromNounPhrase(phrase: string): Motion {
  const noun = tidy(phrase)
    .replace(/^(?:the (?:topic|question|issue|idea|subject|matter) of)\s+/i, '')
    .replace(/^(?:a |the )?(?:debate|discussion|argument) (?:about|on|over)\s+/i, '');
  const lower = noun.toLowerCase();
  const lowered = subjectCase(noun, noun);
  const does = (subject: string) => (isPlural(subject) ? 'do' : 'does');

  const versus = /^(.+?)\s+(?:vs\.?|versus|v\.?|or)\s+(.+)$/i.exec(lowered);
  if (versus && words(versus[1]!).length <= 4 && words(versus[2]!).length <= 4) {
    const [, first, second] = versus as unknown as [string, string, string];
    return buildMotion(first, be(first), `better than ${second}`, {
      topic: `${first} versus ${second}`,
    });
  }
  const belongs = /^(.+?)\s+(on|in|at)\s+(.+)$/i.exec(lowered);
  if (
    belongs &&
    words(belongs[1]!).length <= 3 &&
    words(belongs[3]!).length <= 3 &&
    !POLICY_HEADS.has(headOf(belongs[1]!).toLowerCase())
  ) {
    const [, thing, preposition, place] = belongs as unknown as [string, string, string, string];
    return buildMotion(thing, does(thing), `belong ${preposition} ${place}`, { topic: lowered });
  }
  const first = words(lower)[0] ?? '';
  if (/ing$/.test(first) && !ING_NOUNS.has(first) && isVerb(first.replace(/ing$/, ''))) {
    return buildMotion(lowered, 'is', 'a good idea', { topic: lowered });
  }
  if (/ing$/.test(first) && isVerb(`${first.replace(/ing$/, '')}e`)) {
    return buildMotion(lowered, 'is', 'a good idea', { topic: lowered });
  }
  if (PRACTICES.test(lower)) return buildMotion(lowered, 'should', 'be legal', { topic: lowered });
  if (PROBLEMS.test(lower)) {
    return buildMotion('we', 'should', `do more to tackle ${lowered}`, { topic: lowered });
  }
  if (INSTITUTIONS.test(lower)) {
    return buildMotion('we', 'should', `keep ${lowered}`, { topic: lowered });
  }
  const head = headOf(lower);
  if (BUILT_HEADS.has(head))
    return buildMotion('we', 'should', `build ${lowered}`, { topic: lowered });
  // "the minimum wage" exists already: it is judged, not adopted.
  const existing = /^the /.test(lower) && !/\b(?:four|three)[- ]day\b/.test(lower);
  if (
    !existing &&
    (POLICY_HEADS.has(head) || POLICY_MODIFIERS.test(lower) || /^an? /.test(lower))
  ) {
    return buildMotion('we', 'should', `adopt ${lowered}`, { topic: lowered });
  }
  return buildMotion(lowered, does(lowered), 'do more good than harm', { topic: lowered });
}

const SENTENCES = /(?<=[.!?])\s+|\n+/;

/**
 * "Which invention changed the world more, the printing press or the internet?" asks whether
 * the first option does so more than the second ("Did the printing press change the world more
 * than the internet?"); without a verb to read, whether it is better.
 */
function choiceMotion(predicate: string, first: string, second: string): Motion {
  const topic = { topic: `${first} versus ${second}` };
  const parts = words(predicate);
  const at = parts.findIndex((word) => isVerb(word) || baseOfThirdPerson(word) || /ed$/.test(word));
  const verb = parts[at]?.toLowerCase() ?? '';
  const reads = isVerb(verb) || baseOfThirdPerson(verb) || isVerb(baseOfParticiple(verb) ?? '');
  if (at === -1 || BE_FORMS.includes(verb) || !reads) {
    return buildMotion(first, be(first), `better than ${second}`, topic);
  }
  const past = !isVerb(verb) && !baseOfThirdPerson(verb);
  const base = past ? baseOfParticiple(verb)! : (baseOfThirdPerson(verb) ?? verb);
  const after = parts.slice(at + 1).join(' ');
  const comparative = /\b(?:more|less|better|worse|greater|bigger|smaller|faster|cheaper|safer)\b/;
  const rest = comparative.test(after)
    ? `${base} ${after.replace(comparative, (word) => `${word} than ${second}`)}`
    : `${base} ${after} more than ${second}`.replace(/\s+/g, ' ');
  return buildMotion(first, past ? 'did' : isPlural(first) ? 'do' : 'does', rest, topic);
}

/**
 * An open question as the proposition it invites: a choice between two options, "What should
 * schools do about X?" (do more about it), "How should we fund X?" (do more to fund it), or
 * any other wh-question asked of its own clause ("Why is the sky blue?" → "Is the sky blue?").
 */
export function fromOpenQuestion(sentence: string): Motion | undefined {
  const text = tidy(sentence);
  if (!/^(?:which|what|who|how|why|when|where)\b/i.test(text)) return undefined;
  const choice =
    /^(?:which|what|who)\b(?: (?:one|of (?:these|the two)))?(.*?),\s*(.+?)\s+or\s+(.+)$/i.exec(
      text,
    );
  if (choice) {
    const predicate = choice[1]!.trim();
    return choiceMotion(predicate, subjectCase(choice[2]!, text), subjectCase(choice[3]!, text));
  }
  const about = /^what (?:should|can|must|could) (.+?) do (?:about|with) (.+)$/i.exec(text);
  if (about) {
    return buildMotion(about[1]!, 'should', `do more about ${about[2]}`, { topic: about[2]! });
  }
  const how =
    /^(?:how (?:should|can|could|do|might|must) (.+?)|what(?:'s| is) the (?:best|right|fairest) way to)\s+(\w+) (.+)$/i.exec(
      text,
    );
  if (how && isVerb(how[2]!)) {
    const [, subject = 'we', verb, object] = how as unknown as [string, string, string, string];
    const topic = `${gerund(verb)} ${object}`;
    return buildMotion(subject, 'should', `do more to ${verb} ${object}`, { topic });
  }
  const asked = /^(?:why|when|where|how)\s+(.+)$/i.exec(text)?.[1];
  return (asked && fromQuestion(asked)) || undefined;
}
const AUXILIARY = `(?:${AUXILIARIES.join('|')}|isn't|aren't|shouldn't|can't|won't|doesn't|don't)`;
const YES_NO_START = new RegExp(`(?:^|[:,]\\s*)(${AUXILIARY}\\s[^?]{3,200})$`, 'i');
/**
 * Where a second question joins the first: "Is X green, and should schools teach it?", "Are
 * e-books better, and for whom?". The first is debated; the second is named.
 */
const SECOND_QUESTION = new RegExp(
  `(?:,?\\s+(?:and|or|but)|[,;])\\s+(?=${AUXILIARY}\\s|(?:(?:for|to|by|with|from|in) )?(?:whom|who|why|how|when|where|what|which|if so)\\b)`,
  'i',
);

const CLAUSE_PATTERNS = [
  /\b(?:the )?(?:case|arguments?) for and against\s+([^\n.!?]{3,120})|\bpros and cons of\s+([^\n.!?]{3,120})|\bfor and against\s+([^\n.!?]{3,120})/i,
  /\bthis house (?:believes|thinks) that\s+([^\n.!?]{6,200})/i,
  /\b(?:motion|resolution|proposition|resolved)(?:\s+is)?\s*[:–—-]\s*(?:that\s+)?([^\n.!?]{6,200})/i,
  /\bwhether (?:or not )?([^\n.!?]{6,200}?)(?:,\s*(?:with|between|and)\b|\s+(?:with|between)\s+(?:an?|the|two)\b|[.!?\n:;]|$)/i,
  /\b(?:the idea|the claim|the view) that\s+([^\n.!?]{6,200})/i,
];
const PHRASE_PATTERNS = [
  /\b(?:debate|debates|debating|discuss|discusses|discussing|argue about|argues about|arguing about|clash over|clash on|talk about)\s+(?:about\s+|on\s+|over\s+)?([^\n.!?]{3,120})/i,
  /\b(?:about|on|over|regarding)\s+([^\n.!?]{3,120})/i,
  /\btopic\s*(?:is|:)\s*([^\n.!?]{3,120})/i,
];

/** What follows "debate" may still name the sides: "staffing ratios, nurse for". */
export function trimPhrase(phrase: string): string {
  return tidy(
    phrase.split(
      /\s*(?:,|;|:|\s-\s|\(|\bwith\b|\bwhere\b|\bwhile\b|\bbetween\b|\bfrom the\b|\bbetween\b|\bfor and\b|\bagainst\b|\bin favou?r\b)/i,
    )[0]!,
  );
}

/** A question's motion, if any sentence of the text asks a yes/no question. */
export function askedMotion(text: string): Motion | undefined {
  for (const sentence of text.split(SENTENCES)) {
    if (!sentence.trim().endsWith('?')) continue;
    // A two-part question is debated on its first proposition; the second often leans on it.
    const [body, second] = (YES_NO_START.exec(tidy(sentence))?.[1] ?? '').split(SECOND_QUESTION);
    const motion = (body && fromQuestion(body)) || fromOpenQuestion(sentence);
    if (motion) return second ? { ...motion, second: tidy(second) } : motion;
  }
  return undefined;
}

/** A motion stated as a clause: "This house believes that ...", "whether ...", "Motion: ...". */
export function statedMotion(text: string): Motion | undefined {
  for (const [index, pattern] of CLAUSE_PATTERNS.entries()) {
    const clause = pattern.exec(text)?.slice(1).find(Boolean);
    if (!clause) continue;
    const stated = fromStatement(clause);
    if (stated) return stated;
    // "the case for and against ...", "This house believes that ...", "Motion: ..." name a topic.
    if (index <= 2) return fromNounPhrase(trimPhrase(clause));
  }
  return undefined;
}

/**
 * The motion in a text: a yes/no question first, then a stated clause ("whether ..."), then
 * (unless strict) a first sentence that states a position, then a topic phrase. Instructions are
 * read strictly, since they are full of sentences that are not motions.
 */
export function findMotion(text: string, strict = false): Motion | undefined {
  const foreign = !strict && readForeign(text);
  if (foreign) {
    const { language, clause, phrase } = foreign;
    if (clause) return buildMotion(clause.subject, 'should', clause.rest, { language });
    return { ...fromNounPhrase(phrase || tidy(text)), language };
  }
  const asked = askedMotion(text.replace(/\*\*|__|[*_`]/g, '').replace(/[“”]/g, '"'));
  const clean = tidy(text);
  if (asked) return asked;
  const stated = statedMotion(clean);
  if (stated) return stated;
  const firstSentence = clean.split(SENTENCES)[0] ?? '';
  if (!strict && words(firstSentence).length <= 24) {
    const claimed = fromStatement(firstSentence, 'for');
    if (claimed) return claimed;
  }
  const phraseFrom = (pattern: RegExp) => {
    const phrase = trimPhrase(pattern.exec(clean)?.[1] ?? '');
    if (!phrase || words(phrase).length > 10 || !/\p{L}{3}/u.test(phrase)) return undefined;
    return fromStatement(phrase) ?? fromNounPhrase(phrase);
  };
  const debated = phraseFrom(PHRASE_PATTERNS[0]!);
  if (debated || strict) return debated;
  const bareTopic = trimPhrase(firstSentence);
  const verbFree = words(bareTopic).every((word) => !baseOfThirdPerson(word) || isPlural(word));
  const greeting =
    /^(?:hello|hi|hey|thanks?|thank you|ok|okay|start|begin|go|welcome|let's (?:go|start|begin))\b/i;
  // "What share of costs do fares cover?" asks for an answer, not a debate about its words.
  const whQuestion = /^(?:what|who|whom|which|why|how|when|where)\b/i.test(firstSentence);
  if (
    verbFree &&
    !whQuestion &&
    !greeting.test(bareTopic) &&
    words(bareTopic).length <= 8 &&
    /\p{L}{3}/u.test(bareTopic)
  ) {
    return fromNounPhrase(bareTopic);
  }
  for (const pattern of PHRASE_PATTERNS.slice(1)) {
    const motion = phraseFrom(pattern);
    if (motion) return motion;
  }
  return undefined;
}
