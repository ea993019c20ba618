import type { Stance } from './analysis.ts';
import type { Motion } from './motion.ts';
import { escapeRegExp } from './morphology.ts';
import { CATEGORY_REASONS } from './data/category-reasons.ts';
import { CLAIM_REASONS } from './data/claim-reasons.ts';
import { POLICY_REASONS } from './data/policy-reasons.ts';
import { memo } from './memo.ts';
import { readRecords } from './records.ts';

/**
 * One thing a debate can turn on (cost, evidence, fairness...): reasons for each side and the
 * counters each side gives to the other's reason. An agent argues each consideration at most
 * once per debate, and answers the other's reason with the counter on the same consideration.
 */
export type Consideration = {
  id: string;
  /** Words that show a sentence (of any speaker, any model) is about this consideration. */
  cue: RegExp;
  for: string[];
  against: string[];
  counter: Record<Stance, string[]>;
};

function considerations(text: string): Consideration[] {
  return readRecords(text).map(({ name, head, fields }) => ({
    id: name,
    cue: new RegExp(`\\b(?:${head})\\b`, 'i'),
    for: fields['for'] ?? [],
    against: fields['against'] ?? [],
    counter: { for: fields['counter for'] ?? [], against: fields['counter against'] ?? [] },
  }));
}

const POLICY = considerations(POLICY_REASONS);
const CLAIMS = considerations(CLAIM_REASONS);
/** Whether something is of a kind: its own considerations, and the claims' that fit any claim. */
const CATEGORIES = [
  ...considerations(CATEGORY_REASONS),
  ...CLAIMS.filter((item) =>
    ['examples', 'counterexamples', 'experts', 'exceptions', 'intuition', 'onus'].includes(item.id),
  ),
];

/** "Is Pluto a planet?" says what something is: "a planet" is its category. */
export const categoryOf = (motion: Motion): string | undefined =>
  motion.kind === 'claim' && /^an?\s/i.test(motion.rest) ? motion.rest : undefined;

export function considerationsFor(motion: Motion): Consideration[] {
  if (motion.kind === 'policy') return POLICY;
  return categoryOf(motion) ? CATEGORIES : CLAIMS;
}

/**
 * A template as a pattern (global, so that it can be run from a position), its longest fixed
 * wording, and where a match can start: at the wording it opens with, or for one that opens with
 * a slot, among the words before the wording after that slot.
 */
type Compiled = {
  pattern: RegExp;
  fixed: string;
  lead: string;
  opensWithSlot: boolean;
};

/** Words that join a reason to what comes before it, never part of a group's name. */
const JOINS = '(?:as|so|and|but|because|since|for|that|while|yet|then|given)';

const compile = memo((template: string): Compiled => {
  const parts = template.split(/\{\w+\}/);
  const escaped = parts.map(escapeRegExp);
  // A slot at the start is a few words (a group, a topic), not the sentence before the
  // reason; a slot at the end takes the rest of the clause, not its first letter.
  const opensWithSlot = parts.length > 1 && parts[0] === '';
  const slot = (index: number) => {
    if (index === 1 && opensWithSlot) {
      return `(?<![\\p{L}'-])(?!${JOINS}\\s)(?:[\\p{L}'-]+ ){0,9}[\\p{L}'-]+`;
    }
    if (index === escaped.length - 1 && escaped[index] === '') return '[^.?!;:",]{1,160}';
    return '[^.?!]{1,160}?';
  };
  const source = escaped.map((part, index) => (index === 0 ? part : slot(index) + part)).join('');
  const fixed = [...parts].sort((a, b) => b.length - a.length)[0]!.toLowerCase();
  const lead = (opensWithSlot ? parts[1]! : parts[0]!).toLowerCase();
  return { pattern: new RegExp(source, 'giu'), fixed, lead, opensWithSlot };
});

/** Room around a template's fixed wording for its slots (at most 160 characters each). */
const REACH = 600;

/** Characters an opening slot's words are made of (a surrogate may be half of a letter). */
const SLOT_CHARACTER = /[\p{L}'\- \ud800-\udfff]/u;

/**
 * Where a template was rendered in a text (lower: the text in lower case). The pattern runs
 * only around each occurrence of its fixed wording, from a word boundary, and from the first
 * place a match can start: a debate's text is long, and a pattern that opens with a slot is slow
 * to try at every position.
 */
export function findTemplate(template: string, text: string, lower: string): string | undefined {
  const { pattern, fixed, lead, opensWithSlot } = compile(template);
  for (let at = lower.indexOf(fixed); at !== -1; at = lower.indexOf(fixed, at + 1)) {
    const start = at <= REACH ? 0 : lower.lastIndexOf(' ', at - REACH) + 1;
    const window = text.slice(start, at + fixed.length + REACH);
    let from = lower.indexOf(lead, start);
    if (from === -1 || from >= start + window.length) continue;
    while (opensWithSlot && from > start && SLOT_CHARACTER.test(text[from - 1]!)) from -= 1;
    pattern.lastIndex = from - start;
    const found = pattern.exec(window)?.[0];
    if (found) return found;
  }
  return undefined;
}

/**
 * A side's reasons and counters found in one text, read once per text and side (a debate's
 * replies are read again at every turn, and the templates are many).
 */
export const templatesIn = (text: string, list: Consideration[], side: Stance): Set<string> =>
  finders(list)(side)(text);

const finders = memo((list: Consideration[]) =>
  memo((side: Stance) =>
    memo((text: string) => {
      const lower = text.toLowerCase();
      const templates = list.flatMap((item) => [...item[side], ...item.counter[side]]);
      return new Set(templates.filter((template) => findTemplate(template, text, lower)));
    }, 4000),
  ),
);

/** The reasons and counters an agent has already given in its replies. */
export function usedIn(texts: string[], list: Consideration[], side: Stance): Set<string> {
  return new Set(texts.flatMap((text) => [...templatesIn(text, list, side)]));
}

/** Considerations whose reasons for the side are among the templates used. */
export function arguedIn(used: Set<string>, list: Consideration[], side: Stance): Set<string> {
  return new Set(
    list
      .filter((consideration) => consideration[side].some((template) => used.has(template)))
      .map((consideration) => consideration.id),
  );
}

/**
 * The consideration a sentence argues: an exact reason of the given side first (another offline
 * agent), else the consideration whose cue words it uses most.
 */
export function considerationOf(
  sentence: string,
  list: Consideration[],
  side: Stance | undefined,
): Consideration | undefined {
  const sides: Stance[] = side ? [side] : ['for', 'against'];
  const lower = sentence.toLowerCase();
  const exact = list.find((consideration) =>
    sides.some((s) => consideration[s].some((template) => findTemplate(template, sentence, lower))),
  );
  if (exact) return exact;
  let best: Consideration | undefined;
  let bestCount = 0;
  for (const consideration of list) {
    const count = sentence.split(consideration.cue).length - 1;
    if (count > bestCount) [best, bestCount] = [consideration, count];
  }
  return best;
}
