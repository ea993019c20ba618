import { contentStems, sentencesOf, type Stance } from './analysis.ts';
import { capitalize, decapitalize } from './morphology.ts';
import type { Motion } from './motion.ts';
import { createRandom, hashString } from './random.ts';
import { stanceOfText } from './side.ts';

/**
 * Cross-examination as a debate coach teaches it (DESIGN D20): a question takes one of the other
 * side's own claims and presses it, never the same way twice in one exchange; an answer meets the
 * question first (yes, no, or "granted, but") and only then makes its case.
 */

export const isQuestion = (sentence: string) => /\?["”’)]?$/.test(sentence.trim());

/** "Yes, …", "Well, …", "But …": words that open a sentence and carry no claim. */
const OPENER =
  /^(?:(?:yes|no|well|so|but|and|also|indeed|of course|in fact|first|second|third|finally|however|still|meanwhile|the reason is that)\b[,:]?\s+)+/i;

/** First- and second-person words: a clause holding one cannot be quoted back as it stands. */
const PERSONAL = /\b(?:i|me|my|mine|we|us|our|ours|you|your|yours)\b/i;

/** Where a sentence joins two claims: a semicolon, a colon, or a comma before "so", "because"… */
const CLAUSE_BREAK =
  /;\s+|:\s+|,\s+(?:so|because|since|given that|which means|and so|as|and|but|and that is why|which is why)\s+/i;

/** A phrase that sets the scene before the claim ("Looked at through X, …", "In practice, …"). */
const LEADING_FRAME =
  /^(?:(?:as for|looked at|seen|judged|in|on|for|from|at|with|to|what is more|besides|after all|put simply)\b[^,]{0,80},\s+)+/i;

/** Verbs that open a command ("Look at …", "Consider …"): a command is not a claim. */
const COMMAND =
  /^(?:look|consider|judge|think|remember|take|ask|imagine|weigh|note|compare|see|count|picture|start)\b/i;

/** Talk about the debate rather than the subject: "Nobody has yet said much about …". */
const ABOUT_THE_DEBATE =
  /^(?:(?:nobody|no one)\b.*\b(?:said|asked|mentioned|answered)\b|the (?:reason|point|answer|truth|question|detail that matters(?: here)?) is\b)/i;

const clauseOf = (sentence: string) =>
  decapitalize(
    sentence
      .replace(OPENER, '')
      .replace(LEADING_FRAME, '')
      .replace(/[.!]+["”’)]?$/, '')
      .trim(),
  );

const weight = (clause: string) => clause.split(/\s+/).filter((word) => word.length > 4).length;

/**
 * Whether a clause is a claim about the subject that can be quoted back: 4 to 24 words, no
 * speaker in it (I, you, we), not a command ("Look at …"), not a mere statement of a side ("the
 * motion is right"), not talk about the debate.
 */
function pressable(clause: string, motion: Motion): boolean {
  const length = clause.split(/\s+/).length;
  return (
    length >= 4 &&
    length <= 24 &&
    !PERSONAL.test(clause) &&
    !COMMAND.test(clause) &&
    // A clause led by "whether", "which"… is part of a sentence, unless its main clause follows.
    !(
      /^(?:whether|that|which|who|if|when|how|what|where|because|and|or)\b/i.test(clause) &&
      !clause.includes(', ')
    ) &&
    !ABOUT_THE_DEBATE.test(clause) &&
    stanceOfText(`${capitalize(clause)}.`, motion) === undefined &&
    !/\b(?:the motion|the claim|the proposal|the right call|a mistake)\b/i.test(clause)
  );
}

/** "where X, Y" → "Y where X": a quoted claim reads after "that" and "if". */
function mainClauseFirst(clause: string): string {
  const led = /^((?:whether|when|where|wherever|once|after|if|because)\b[^,]+), (.+)$/i.exec(
    clause,
  );
  return led ? `${led[2]} ${led[1]}` : clause;
}

/**
 * The claim in `turn` most worth pressing: its weightiest pressable clause (a sentence's parts,
 * split where two claims join, count alone), without openers like "Yes,"; never a question.
 */
export function claimToPress(turn: string, motion: Motion): string | undefined {
  const clauses = sentencesOf(turn)
    .filter((sentence) => !isQuestion(sentence))
    .flatMap((sentence) => sentence.split(CLAUSE_BREAK))
    .map(clauseOf)
    .filter((clause) => pressable(clause, motion))
    .map(mainClauseFirst);
  let best: string | undefined;
  for (const clause of clauses) if (!best || weight(clause) > weight(best)) best = clause;
  return best;
}

/** Ways to press a claim, each a whole question around the quoted clause. */
export const PRESSES: readonly ((claim: string) => string)[] = [
  (claim) => `You say that ${claim}: what evidence shows it?`,
  (claim) => `Suppose ${claim}: who pays for it, and were they asked?`,
  (claim) => `What is left of your case if it is not true that ${claim}?`,
  (claim) => `Who exactly gains if ${claim}, and who loses?`,
];
const PRESS_MARKS = PRESSES.map((press) => press('\u0000').split('\u0000')[0]!);

/**
 * A question pressing the other side's latest claim, in a way this agent has not asked yet
 * (`asked`: its earlier questions); `undefined` when the turn holds no claim to press.
 */
export function pressQuestion(
  turn: string,
  motion: Motion,
  asked: string[],
  seed: number,
): string | undefined {
  const claim = claimToPress(turn, motion);
  if (!claim) return undefined;
  const fresh = PRESSES.filter(
    (_, index) => !asked.some((question) => question.startsWith(PRESS_MARKS[index]!)),
  );
  const ways = fresh.length > 0 ? fresh : PRESSES;
  return createRandom(seed ^ hashString(claim)).pick(ways)(claim);
}

const AUXILIARY =
  /^(do|does|did|is|are|was|were|can|could|will|would|should|shall|may|might|must|has|have|had)\s+(.+?)\?["”’)]?$/i;
const GRANT_VERB =
  /^(?:you|we)\s+(?:really\s+)?(accept|agree|admit|concede|grant|deny|dispute)\s+(?:that\s+)?(.+)$/i;

/**
 * The first sentence of an answer to `question`: it says yes or no to what was asked, in the
 * question's own words where they can be turned round ("Is X not Y?" → "X is Y"), so the answer
 * is about the question before it is about the case. `undefined` for open questions (who, what,
 * how…): the case's own answer line meets those.
 */
export function answerLead(question: string, side: Stance, motion: Motion): string | undefined {
  const [, auxiliary = '', rest = ''] = AUXILIARY.exec(question.trim().replace(OPENER, '')) ?? [];
  if (!rest) return undefined;
  const stanceOf = (clause: string) => stanceOfText(`${capitalize(clause)}.`, motion);
  const [, verb = '', claim = ''] = GRANT_VERB.exec(rest) ?? [];
  if (claim) {
    if (PERSONAL.test(claim)) return 'I grant part of it, but not what the question needs.';
    const leaning = stanceOf(claim);
    if (/^(?:deny|dispute)$/i.test(verb)) {
      if (leaning === side) return `No, I do not ${verb.toLowerCase()} it: ${claim}.`;
      if (leaning) return `Yes, I ${verb.toLowerCase()} that ${claim}.`;
      return `I do not ${verb.toLowerCase()} that ${claim}, but it does not decide the motion.`;
    }
    if (leaning === side) return `Yes: ${claim}, and that is my case.`;
    if (leaning) return `No, I do not ${verb.toLowerCase()} that ${claim}.`;
    return `I accept that ${claim}, but it does not decide the motion.`;
  }
  const [subject = '', predicate] = rest.split(/\s+not\s+/);
  if (predicate !== undefined && subject) {
    const statement = `${subject.replace(/\byour\b/gi, 'my')} ${auxiliary.toLowerCase()} ${predicate}`;
    if (PERSONAL.test(statement.replace(/\bmy\b/gi, ''))) return 'No, not as the question puts it.';
    return stanceOf(statement) === side
      ? `Yes: ${statement}.`
      : `No, I do not grant that ${statement}.`;
  }
  return stanceOfText(question, motion) === side
    ? 'Yes, and that is my case.'
    : 'No, and here is why.';
}

/** Sentences of a case, those that share the most words with `question` first (stable). */
export function byRelevance(sentences: string[], question: string): string[] {
  const asked = contentStems(question);
  const shared = (sentence: string) =>
    [...contentStems(sentence)].filter((word) => asked.has(word)).length;
  return sentences
    .map((sentence, index) => ({ sentence, index, score: shared(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ sentence }) => sentence);
}
