import { memo } from './memo.ts';
import { ADDRESS } from './side.ts';

/**
 * Which frame a sentence was written from (data/phrases.ts), so that the writer uses each frame at
 * most once per agent and twice per debate however it was filled.
 */

/**
 * A frame as its fixed wording (lower case) between its slots, and what each slot takes: one of
 * the motion's own clauses, "yes" or "no", or any text on one line of 1 to 250 characters.
 */
type Frame = {
  parts: string[];
  slots: ('motion' | 'yesno' | 'any')[];
  /** Its longest fixed wording, for a quick check first, and the length of all of it. */
  fixed: string;
  length: number;
};

const frameOf = memo((template: string): Frame => {
  const pieces = template.split(/\{(\w+)\}/);
  const parts = pieces.filter((_, index) => index % 2 === 0).map((part) => part.toLowerCase());
  const slots = pieces
    .filter((_, index) => index % 2 === 1)
    .map((name) =>
      /^(?:mine|theirs)$/i.test(name) ? 'motion' : /^yesno$/i.test(name) ? 'yesno' : 'any',
    );
  const fixed = [...parts].sort((a, b) => b.length - a.length)[0]!;
  return { parts, slots, fixed, length: parts.join('').length };
});

const YES_NO = ['yes', 'no'];
const LINE_END = /[\n\r\u2028\u2029]/;

/** Whether a sentence (in lower case) fills a frame: its fixed wording in place, every slot filled. */
function fills(frame: Frame, lower: string, clauses: readonly string[]): boolean {
  const { parts, slots } = frame;
  const from = (index: number, at: number): boolean => {
    if (!lower.startsWith(parts[index]!, at)) return false;
    const start = at + parts[index]!.length;
    if (index === slots.length) return start === lower.length;
    const slot = slots[index] === 'motion' && clauses.length === 0 ? 'any' : slots[index];
    if (slot !== 'any') {
      const options = slot === 'yesno' ? YES_NO : clauses;
      return options.some(
        (option) => lower.startsWith(option, start) && from(index + 1, start + option.length),
      );
    }
    const lineEnd = lower.slice(start).search(LINE_END);
    const limit = Math.min(start + 250, lineEnd === -1 ? lower.length : start + lineEnd);
    const next = parts[index + 1]!;
    if (!next && index + 1 === slots.length) return lower.length > start && lower.length <= limit;
    for (let end = start + 1; end <= limit; end++) {
      if (next) end = lower.indexOf(next, end);
      if (end === -1 || end > limit) return false;
      if (from(index + 1, end)) return true;
    }
    return false;
  };
  return from(0, 0);
}

/** Frames by their first word ('' for those that open with a slot), to try only a few. */
const frameIndex = memo((frames: readonly string[]) => {
  const index = new Map<string, string[]>();
  for (const template of frames) {
    // "{Host}, here is ..." is found like an address: by the word after the name.
    const unaddressed = template.replace(/^\{\w+\}, /, '');
    const first = /^\{/.test(unaddressed) ? '' : unaddressed.toLowerCase().split(/[\s,:;]/, 1)[0]!;
    index.set(first, [...(index.get(first) ?? []), template]);
  }
  return index;
});

const lowerClauses = memo((clauses: readonly string[]) => clauses.map((c) => c.toLowerCase()));

/**
 * The frame a sentence was written from: of those that fit it, the one with the most fixed
 * wording, since "{Mine}: {reason}." fits nearly any sentence with a colon. A motion slot takes
 * only the motion's own clauses, when they are given.
 */
export function framesIn(
  sentence: string,
  frames: readonly string[],
  clauses: readonly string[] = [],
): string[] {
  const index = frameIndex(frames);
  let best: string | undefined;
  let bestLength = -1;
  // "Primary Agent, how would you ..." was written from "How would you ...", but "Still, ..."
  // from "Still, {mine} ...": the sentence is tried with and without what looks like a name.
  for (const text of new Set([sentence, sentence.replace(ADDRESS, '')])) {
    const lower = text.toLowerCase();
    const first = lower.split(/[\s,:;]/, 1)[0]!;
    for (const template of [...(index.get(first) ?? []), ...(index.get('') ?? [])]) {
      const frame = frameOf(template);
      if (frame.length <= bestLength || !lower.includes(frame.fixed)) continue;
      if (fills(frame, lower, lowerClauses(clauses))) [best, bestLength] = [template, frame.length];
    }
  }
  return best === undefined ? [] : [best];
}
