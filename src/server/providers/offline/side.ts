import { detectStance, ownWords, sentencesOf, stem, type Stance } from './analysis.ts';
import { affirm, deny, fromStatement, shortClauses, type Motion } from './motion.ts';
import { baseOfParticiple, escapeRegExp } from './morphology.ts';
import { memo } from './memo.ts';
import { hashString } from './random.ts';

/**
 * Which side an agent holds. Its instructions decide when they say so; otherwise the debate
 * does: the side it already argued, else the side opposite to what the other agent argued or
 * the opening line asserted. So two agents whose instructions give no side still oppose, and an
 * agent never switches mid-debate.
 */

export type Section = { speaker: string | undefined; text: string };

export const opposite = (stance: Stance): Stance => (stance === 'for' ? 'against' : 'for');

/** A speaker's name in labels and addresses: up to three words in title case ("Primary Agent"). */
export const SPEAKER_NAME = String.raw`\p{Lu}[\w'-]*(?: \p{Lu}[\w'-]*){0,2}`;

/** "Primary Agent, " before a sentence: the name it is addressed to. */
export const ADDRESS = new RegExp(`^${SPEAKER_NAME}, `, 'u');

/** "Primary Agent: " at the start of a message or paragraph; "My position stands:" is not one. */
const LABEL = new RegExp(`(?:^|\\n\\n)(${SPEAKER_NAME}):\\s+`, 'gu');

/** Every labelled turn of a message ("Primary Agent: ...\n\nUser: ..."), oldest first. */
export function sectionsOf(message: string): Section[] {
  const starts = [...message.matchAll(LABEL)];
  if (starts.length === 0) return [{ speaker: undefined, text: message.trim() }];
  const sections: Section[] = [];
  const head = message.slice(0, starts[0]!.index).trim();
  if (head) sections.push({ speaker: undefined, text: head });
  starts.forEach((match, i) => {
    const end = starts[i + 1]?.index ?? message.length;
    sections.push({
      speaker: match[1],
      text: message.slice(match.index + match[0].length, end).trim(),
    });
  });
  return sections;
}

const CONTENT = (text: string) =>
  (text.match(/\p{L}{3,}/gu) ?? [])
    .filter(
      (word) => !/^(?:the|and|should|must|for|against|motion|this|that|with|not)$/i.test(word),
    )
    .map(stem);

/** Whether words name the motion: "the motion", "it", or its own words ("the ban", "tipping"). */
function namesMotion(object: string, motion: Motion): boolean {
  const motionWords = new Set(CONTENT(`${motion.question} ${motion.topic}`));
  return (
    /^(?:the )?(?:motion|proposal|resolution|it|this|idea|change|policy|affirmative)\b/i.test(
      object,
    ) || CONTENT(object).some((word) => motionWords.has(word))
  );
}

/** Verbs that undo each other: wanting the voting age raised opposes lowering it. */
const OPPOSITES = `
  raise lower, increase reduce, increase cut, ban allow, ban legalise, open close, extend shorten,
  keep abolish`
  .split(',')
  .map((pair) => pair.trim().split(' '));

/** The motion's own verb: "lower" in "Should the voting age be lowered to 16?". */
function motionVerb(motion: Motion): string {
  const [first = '', second = ''] = motion.rest.split(/\s+/);
  return (/^(?:be|get)$/.test(first) ? baseOfParticiple(second) : first)?.toLowerCase() ?? '';
}

/**
 * "You want it lowered" is for a motion to lower it, "you want it raised" or "kept at 18"
 * against; undefined when the wish names another change.
 */
function wishSide(wish: string, motion: Motion): Stance | undefined {
  if (/^(?:stay|remain|kept|keep|unchanged|left|as it is|where it is)\b/i.test(wish)) {
    return motion.kind === 'policy' ? 'against' : undefined;
  }
  const verb = baseOfParticiple(wish.split(/\s+/)[0]!) ?? wish.split(/\s+/)[0]!;
  const own = motionVerb(motion);
  if (verb === own) return 'for';
  const undoes = OPPOSITES.some(([a, b]) => (a === verb && b === own) || (b === verb && a === own));
  return undoes ? 'against' : undefined;
}

/** "Pluto is not a planet" said of "Is Pluto a planet?": the side that clause takes. */
function clauseSide(clause: string, motion: Motion): Stance | undefined {
  const stated = fromStatement(clause, 'for');
  if (!stated?.asserted || !namesMotion(stated.subject, motion)) return undefined;
  const wish = wishSide(stated.rest.replace(/^(?:be|get)\s+/, ''), motion);
  if (wish) return stated.asserted === 'for' ? wish : opposite(wish);
  return stated.asserted;
}

const SIDE_WORDS =
  /\b(?:argue|argues|arguing|speak|speaks|speaking|make the case|you are|you're|take the side|side)\s+(for|in favou?r of|against)\s+(?:the\s+)?([\w-]+(?:\s+[\w-]+){0,3})/gi;
const YES_NO = /\byou(?:r (?:answer|vote|side) is| answer| say| vote| would say)[:\s]+(yes|no)\b/i;
const ATTITUDE =
  /\byou(?:'re| are)?\s+(support|back|favou?r|oppose|reject|opposed to|in favou?r of|against|for)\s+([^.;!?\n]{1,80})/gi;
const WISH =
  /\byou (?:want|would like|prefer|wish)\s+(?:it|them|this|the [\w\s-]{1,30}?)\s+(?:to\s+)?(?:be\s+)?([\w\s]{2,30})/i;
const CLAUSE =
  /\b(?:argue|argues|believe|believes|hold|holds|maintain|maintains|think|thinks|insist|insists|contend|contends|are convinced|your (?:position|view|case|claim|belief|side)(?: is)?)[:,]?\s+(?:that\s+)?([^.;!?\n]{4,160})/gi;

/**
 * The side an agent's instructions give it, in any ordinary phrasing: "argue for the motion",
 * "you argue against the ban", "argue that Pluto is not a planet", "you say no", "you oppose
 * abolishing tipping", "you want it lowered", "your position: chess is not a sport".
 */
export const explicitStance = (instructions: string, motion: Motion) =>
  stated(motion)(instructions);

/** Each agent reads its instructions once per debate (motions are cached, so are these). */
const stated = memo((motion: Motion) =>
  memo((instructions: string) => readExplicitStance(instructions, motion)),
);

function readExplicitStance(instructions: string, motion: Motion): Stance | undefined {
  for (const match of instructions.matchAll(SIDE_WORDS)) {
    if (namesMotion(match[2]!, motion)) return /against/i.test(match[1]!) ? 'against' : 'for';
  }
  if (
    /\b(?:support|supports|back|backs|defend|defends|propose|proposes) the motion\b/i.test(
      instructions,
    )
  ) {
    return 'for';
  }
  if (/\b(?:oppose|opposes|reject|rejects) the motion\b/i.test(instructions)) return 'against';
  const yesNo = YES_NO.exec(instructions)?.[1];
  if (yesNo) return yesNo.toLowerCase() === 'yes' ? 'for' : 'against';
  for (const [, attitude, object] of instructions.matchAll(ATTITUDE)) {
    if (!namesMotion(object!, motion)) continue;
    const against = /^(?:oppose|reject|opposed to|against)$/i.test(attitude!);
    // "You oppose abolishing tipping" opposes the motion; "you oppose keeping it" supports it.
    const undoes =
      OPPOSITES.some(([a, b]) => new RegExp(`\\b(?:${a}|${b})\\w*`).test(object!)) &&
      !new RegExp(`\\b${motionVerb(motion).slice(0, 4)}`, 'i').test(object!);
    return against !== undoes ? 'against' : 'for';
  }
  const wish = WISH.exec(instructions)?.[1];
  const wished = wish && wishSide(wish, motion);
  if (wished) return wished;
  for (const [, clause] of instructions.matchAll(CLAUSE)) {
    const side = clauseSide(clause!, motion);
    if (side) return side;
  }
  return undefined;
}

const HOPE = /\b(?:optimist|optimistic|enthusiast|enthusiastic|hopeful|booster)\b/i;
const FEAR = /\b(?:pessimist|pessimistic|worried|fearful|alarmed|doomer|anxious)\b/i;
const NEGATIVE =
  /\b(?:harm|harms|hurt|hurts|damage|destroy|ruin|threaten|kill|killing|undermine|worsen|violence|take (?:our|people's|their) jobs|danger|dangerous|bad for|mistake|overrated|addictive|lonelier|ruining|destroying|more harm than good)\b/i;

/** A side suggested by character words; optimism about a harm is scepticism of the motion. */
export function leaningStance(text: string, motion: Motion): Stance | undefined {
  const negative = NEGATIVE.test(`${motion.subject} ${motion.rest}`);
  if (HOPE.test(text) !== FEAR.test(text)) {
    const hopeful: Stance = HOPE.test(text) ? 'for' : 'against';
    return negative ? opposite(hopeful) : hopeful;
  }
  return detectStance(text);
}

/** Words just before a clause that hold it at a distance: "it does not follow that ...". */
export const DISTANCING =
  /(?:not follow that|no reason to think that|does not show that|not an argument that|short of showing that|reject the idea that|accepted that|accept that|the case that|conclusion that|claim that|idea that|convince you that|you say that|you claim that|you argue that|\bif|\bwhether)\s*$/i;

/** How often a sentence asserts a clause (not a question, not after distancing words). */
function asserts(sentence: string, clause: string): boolean {
  if (sentence.endsWith('?')) return false;
  for (let at = sentence.indexOf(clause); at !== -1; at = sentence.indexOf(clause, at + 1)) {
    if (!DISTANCING.test(sentence.slice(Math.max(0, at - 30), at))) return true;
  }
  return false;
}

/** Each side's clauses, in full and short ("the ban would be a mistake"), in lower case. */
export const sideClauses = memo((motion: Motion): Record<Stance, string[]> => {
  const short = shortClauses(motion);
  return {
    for: [affirm(motion), ...short.for].map((clause) => clause.toLowerCase()),
    against: [deny(motion), ...short.against].map((clause) => clause.toLowerCase()),
  };
});

/** The side a reply argues, read from where it affirms or denies the motion. */
export function stanceOfText(text: string, motion: Motion): Stance | undefined {
  const clauses = sideClauses(motion);
  let score = 0;
  for (const sentence of sentencesOf(ownWords(text))) {
    const lower = sentence.toLowerCase();
    if (clauses.against.some((clause) => asserts(lower, clause))) score -= 1;
    else if (clauses.for.some((clause) => asserts(lower, clause))) score += 1;
  }
  if (score !== 0) return score > 0 ? 'for' : 'against';
  if (/\bI (?:strongly |firmly )?(?:agree|support|favou?r)\b/.test(text)) return 'for';
  if (/\bI (?:strongly |firmly )?(?:disagree|oppose|reject)\b/.test(text)) return 'against';
  return undefined;
}

export type SideInput = {
  instructions: string;
  role: string | undefined;
  motion: Motion;
  /** The opening line and whether this agent said it. */
  opening: { text: string; mine: boolean };
  /** This agent's earlier replies, oldest first (without the opening line). */
  ownReplies: string[];
  /** Other agents' turns, oldest first (users excluded). */
  others: Section[];
};

export function sideOf(input: SideInput): Stance {
  const { motion, opening } = input;
  const stated = explicitStance(input.instructions, motion);
  if (stated) return stated;
  for (const reply of input.ownReplies) {
    const argued = stanceOfText(reply, motion);
    if (argued) return argued;
  }
  // The other agent has argued (or stated the opening line): take the other side.
  for (const turn of [...input.others].reverse()) {
    const argued = stanceOfText(turn.text, motion);
    if (argued) return opposite(argued);
  }
  if (opening.mine && motion.asserted) return motion.asserted;
  const named =
    input.role &&
    new RegExp(`${escapeRegExp(input.role)} (?:argues|says) (for|against|yes|no)\\b`, 'i').exec(
      opening.text,
    )?.[1];
  if (named) return /^(?:for|yes)$/i.test(named) ? 'for' : 'against';
  const leaning = leaningStance(input.instructions, motion);
  if (leaning) return leaning;
  const labels = input.others.map((turn) => turn.speaker);
  if (labels.includes('Primary Agent')) return 'against';
  if (labels.includes('Alternative Agent')) return 'for';
  return hashString(input.instructions) % 2 === 0 ? 'for' : 'against';
}
