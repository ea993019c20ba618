import { sentencesOf, type Stance } from './analysis.ts';
import { PROPER_NAMES } from './lexicon.ts';
import { capitalize, decapitalize } from './morphology.ts';
import { considerationOf, findTemplate, templatesIn, type Consideration } from './reasons.ts';
import { ADDRESS } from './side.ts';

/**
 * What the last speaker said that deserves an answer: their weightiest claim (another offline
 * agent's reason, found exactly; anyone else's claim by its wording) and their question.
 */

export type Claim = {
  /** The claim as a clause for quoting after "that" (lower case start, no final stop). */
  clause: string;
  /** The sentence as they said it. */
  sentence: string;
  consideration: Consideration | undefined;
};

export type QuestionKind =
  | 'about'
  | 'mind'
  | 'concede'
  | 'limit'
  | 'cost'
  | 'evidence'
  | 'affected'
  | 'risk'
  | 'timing'
  | 'practice'
  | 'direct';

export type Question = { sentence: string; kind: QuestionKind; about?: string };

export type Point = { claim: Claim | undefined; question: Question | undefined };

const CONNECTOR =
  /^(?:but|and|so|also|moreover|furthermore|however|indeed|still|yet|besides|first|second|third|finally|in fact|after all|beyond that|on top of that|not least|then there is the fact that|there is also this|consider, too, that|remember as well that|it is also true that|one more thing|add to that a point nobody has answered|a second reason matters just as much)[,:]?\s+/i;

/** Lines that are about the speaker or the exchange, not claims about the motion. */
const NOT_A_CLAIM =
  /^(?:as|speaking as|from where i stand|i come to this|my view is shaped|thank|thanks|according to|look at|my sources|you|your|i|my|me|we have been asked|the question|so, to the motion|let me|here is where|nothing in)\b/i;

function asClause(sentence: string): string {
  const body = sentence
    .replace(/[.!]+$/, '')
    .replace(CONNECTOR, '')
    .replace(CONNECTOR, '');
  const [first = ''] = body.split(/\s+/);
  return PROPER_NAMES.has(first) ? body : decapitalize(body);
}

/** An offline agent's reason in a sentence, among the templates found in its whole turn. */
function exactReason(
  sentence: string,
  inTurn: Map<string, Consideration>,
): { text: string; consideration: Consideration } | undefined {
  const lower = sentence.toLowerCase();
  for (const [template, consideration] of inTurn) {
    const text = findTemplate(template, sentence, lower);
    if (text) return { text, consideration };
  }
  return undefined;
}

/** What a question asks about, by its words (the first that fits; else it asks directly). */
const KINDS: Partial<Record<QuestionKind, RegExp>> = {
  mind: /change your mind|convince you|persuade you|would it take|falsif|\byou (?:turned out to be|turn out to be|were|are) wrong|see first if you/i,
  concede:
    /strongest point on my side|in your own words|\bconcede|which part|which of my reasons|do you (?:actually )?dispute|drop first/i,
  limit:
    /draw the line|too high|willing to accept|if you were the one|where would you stop|cases that do not fit|exceptions|edge cases|hard cases/i,
  cost: /\bwho (?:would |will )?pays?\b|how much|afford|where does the money|who signs|cost per|paid for|who foots|pay for|\bcosts?\b/i,
  evidence:
    /evidence|proof|\bdata\b|stud(?:y|ies)|name one|show me|source|cross-examination|real case|numbers on/i,
  affected:
    /\bwho (?:exactly |really )?(?:gains|benefits)\b|lose out|losers?|left behind|hurt by|suffer|who loses|fragile|struggling|night shift|voice is missing|lived with|experience of|carry the risk|no longer get|\bkids?\b|children|families|people who|those who/i,
  risk: /what if|what happens|go(?:es)? wrong|\bfails?\b|worst|failure|exploits?|accountable|\bgap\b|disappoint|assume/i,
  timing: /^(?:when|how soon|how long|how quickly)\b|thirty years|ten years|a decade/i,
  practice: /^how\b|in practice|enforce|extra work|deliver|monday morning|rush hour|ten times/i,
};

export function classify(question: string): Question {
  // "Primary Agent, which part ..." is quoted without the name it was addressed to.
  const text = capitalize(question.trim().replace(ADDRESS, ''));
  const about = /^(?:but |and |so )?(?:what|how) about (.{3,120}?)\??$/i.exec(text)?.[1];
  if (about) return { sentence: text, kind: 'about', about };
  const kind = Object.entries(KINDS).find(([, pattern]) => pattern.test(text))?.[0] ?? 'direct';
  return { sentence: text, kind: kind as QuestionKind };
}

/**
 * The point to answer in the last speaker's text. Their reasons (their side's templates) come
 * first, then claims by weight; sentences that quote or address us, or talk about the speaker,
 * are not claims. Questions are read separately, the last one counting.
 */
export function pointOf(
  text: string,
  list: Consideration[],
  theirSide: Stance,
  motionClauses: string[],
  /** Names of hosts: a sentence addressed to one ("Host, I cannot ...") is not a claim. */
  hosts: string[] = [],
): Point {
  const toHost = (sentence: string) =>
    hosts.some((name) => sentence.startsWith(`${name},`) || sentence.includes(`, ${name}`));
  const sentences = sentencesOf(text)
    .map((sentence) => sentence.replace(/^[-*>\s]+/, '').trim())
    .filter((sentence) => !sentence.includes('"'));
  const questions = sentences.filter((sentence) => sentence.endsWith('?'));
  // Their reasons (not counters: those answer, they do not argue) found anywhere in the turn.
  const found = templatesIn(text, list, theirSide);
  const inTurn = new Map(
    list.flatMap((item) =>
      item[theirSide].filter((t) => found.has(t)).map((t) => [t, item] as const),
    ),
  );
  let best: Claim | undefined;
  let bestScore = -Infinity;
  for (const sentence of sentences) {
    if (sentence.endsWith('?') || toHost(sentence)) continue;
    const reason = exactReason(sentence, inTurn);
    if (!reason && NOT_A_CLAIM.test(sentence)) continue;
    const count = sentence.split(/\s+/).length;
    if (count < 5 || count > 40) continue;
    const lower = sentence.toLowerCase();
    if (!reason && motionClauses.some((clause) => lower.includes(clause))) continue;
    const weight = sentence.split(/\s+/).filter((word) => word.length > 4).length;
    const score = (reason ? 100 : 0) + weight - (/\b(?:you|your)\b/i.test(sentence) ? 20 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = {
        clause: asClause(reason?.text ?? sentence),
        sentence,
        consideration: reason?.consideration ?? considerationOf(sentence, list, undefined),
      };
    }
  }
  const last = questions.at(-1);
  return { claim: best, question: last ? classify(last) : undefined };
}
