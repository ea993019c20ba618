import {
  AUXILIARIES,
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
import { baseOfThirdPerson, headOf, isPlural, isVerb, words } from './morphology.ts';

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
  const be = (subject: string) => (isPlural(subject) ? 'are' : 'is');
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
const AUXILIARY = `(?:${AUXILIARIES.join('|')}|isn't|aren't|shouldn't|can't|won't|doesn't|don't)`;
const YES_NO_START = new RegExp(`(?:^|[:,]\\s*)(${AUXILIARY}\\s[^?]{3,200})$`, 'i');
/** Where a second question joins the first: "Is X green, and should schools teach it?". */
const SECOND_QUESTION = new RegExp(`(?:,?\\s+(?:and|or|but)|[,;])\\s+(?=${AUXILIARY}\\s)`, 'i');

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
    const body = YES_NO_START.exec(tidy(sentence))?.[1]?.split(SECOND_QUESTION)[0];
    const motion = body && fromQuestion(body);
    if (motion) return motion;
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
