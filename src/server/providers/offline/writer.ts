import { ownWords, sentencesOf } from './analysis.ts';
import { capitalize, escapeRegExp } from './morphology.ts';
import type { Random } from './random.ts';
import { ADDRESS, sectionsOf } from './side.ts';

/**
 * Writes sentences nobody has said in the debate: no sentence twice, and no stock wording (any
 * four words in a row, once the motion, names and quotes are masked) more than twice.
 */

export type Values = Record<string, readonly string[]>;

/** Lower case letters and digits only: how sentences are compared for repetition. */
export function normalizeSentence(sentence: string): string {
  // Latin letters, with their accents, and digits: cheaper than Unicode classes on a hot path.
  return sentence
    .toLowerCase()
    .replace(/[^a-z0-9\u00c0-\u024f]+/g, ' ')
    .trim();
}

export const STOCK_SIZE = 4;

/**
 * The four-word runs of a sentence as counted for stock phrases: quotes become one token and
 * each mask (the motion as affirmed, denied and asked, speaker names, roles) another.
 */
export function stockGrams(sentence: string, masks: readonly string[]): string[] {
  return gramsOf(sentence, normalMasks(masks));
}

/** Longest first, so a short reference ("banning homework would be a mistake") wins over its topic. */
function normalMasks(masks: readonly string[]): string[] {
  return masks
    .map((mask) => ` ${normalizeSentence(mask)} `)
    .filter((mask) => mask.trim())
    .sort((a, b) => b.length - a.length);
}

function gramsOf(sentence: string, masks: readonly string[]): string[] {
  const unaddressed = sentence.replace(ADDRESS, '');
  let text = ` ${normalizeSentence(ownWords(unaddressed).replace(/""/g, ' qqq '))} `;
  for (const mask of masks) {
    if (text.includes(mask)) text = text.split(mask).join(' mmm ');
  }
  const tokens = text.trim().split(' ');
  const grams: string[] = [];
  for (let i = 0; i + STOCK_SIZE <= tokens.length; i++) {
    grams.push(`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]} ${tokens[i + 3]}`);
  }
  return grams;
}

type Analysis = { forms: string[]; grams: string[]; frames: string[] };
/** Analyses by the masks they were made with, then by text. */
const analyses = new Map<string, Map<string, Analysis[]>>();

type Frame = { pattern: RegExp; fixed: string; length: number };
/** Frame patterns by the motion they were compiled for, then by template. */
const framePatterns = new Map<string, Map<string, Frame>>();

/**
 * A frame as a whole-sentence pattern (its motion slots as the motion's own clauses) and its
 * longest fixed wording, for a quick check first.
 */
function frameOf(template: string, clauses: readonly string[], cache: Map<string, Frame>): Frame {
  let frame = cache.get(template);
  if (!frame) {
    const motion = clauses.length > 0 ? `(?:${clauses.map(escapeRegExp).join('|')})` : '.{1,250}?';
    const source = template.split(/(\{\w+\})/).map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      if (/^\{(?:mine|theirs)\}$/i.test(part)) return motion;
      return /^\{yesno\}$/i.test(part) ? '(?:yes|no)' : '.{1,250}?';
    });
    const fixed = [...template.split(/\{\w+\}/)].sort((a, b) => b.length - a.length)[0]!;
    frame = {
      pattern: new RegExp(`^${source.join('')}$`, 'i'),
      fixed: fixed.toLowerCase(),
      length: template.replace(/\{\w+\}/g, '').length,
    };
    cache.set(template, frame);
  }
  return frame;
}

const indexes = new Map<readonly string[], Map<string, string[]>>();

/** Frames by their first word ('' for those that open with a slot), to try only a few. */
function frameIndex(frames: readonly string[]): Map<string, string[]> {
  let index = indexes.get(frames);
  if (!index) {
    index = new Map();
    for (const template of frames) {
      // "{Host}, here is ..." is found like an address: by the word after the name.
      const unaddressed = template.replace(/^\{\w+\}, /, '');
      const first = /^\{/.test(unaddressed)
        ? ''
        : unaddressed.toLowerCase().split(/[\s,:;]/, 1)[0]!;
      index.set(first, [...(index.get(first) ?? []), template]);
    }
    indexes.set(frames, index);
  }
  return index;
}

function frameCache(clauses: readonly string[]): Map<string, Frame> {
  const key = clauses.join('\u0000');
  let cache = framePatterns.get(key);
  if (!cache) {
    if (framePatterns.size > 200) framePatterns.clear();
    cache = new Map();
    framePatterns.set(key, cache);
  }
  return cache;
}

/**
 * The frame a sentence was written from: of those that fit it, the one with the most fixed
 * wording, since "{Mine}: {reason}." fits nearly any sentence with a colon.
 */
export function framesIn(
  sentence: string,
  frames: readonly string[],
  clauses: readonly string[] = [],
): string[] {
  // "Primary Agent, how would you ..." was written from "How would you ...", but "Still, ..."
  // from "Still, {mine} ...": the sentence is tried with and without what looks like a name.
  const cache = frameCache(clauses);
  const index = frameIndex(frames);
  let best: string | undefined;
  let bestLength = -1;
  for (const text of new Set([sentence, sentence.replace(ADDRESS, '')])) {
    const lower = text.toLowerCase();
    const first = lower.split(/[\s,:;]/, 1)[0]!;
    for (const template of [...(index.get(first) ?? []), ...(index.get('') ?? [])]) {
      const frame = frameOf(template, clauses, cache);
      if (frame.length <= bestLength || !lower.includes(frame.fixed)) continue;
      if (frame.pattern.test(text)) [best, bestLength] = [template, frame.length];
    }
  }
  return best === undefined ? [] : [best];
}

/**
 * Each turn of the history is read once per debate rather than once per reply: a debate of 40
 * turns would otherwise re-read its whole history 40 times.
 */
function analyse(
  text: string,
  masks: readonly string[],
  frames: readonly string[],
  clauses: readonly string[],
): Analysis[] {
  const key = masks.join('|');
  let byText = analyses.get(key);
  if (!byText) {
    if (analyses.size > 200) analyses.clear();
    byText = new Map();
    analyses.set(key, byText);
  }
  let found = byText.get(text);
  if (!found) {
    found = sentencesOf(text).map((sentence) => ({
      forms: forms(sentence),
      grams: gramsOf(sentence, masks),
      frames: framesIn(sentence, frames, clauses),
    }));
    if (byText.size > 4000) byText.clear();
    byText.set(text, found);
  }
  return found;
}

/** A sentence as compared, with and without a name it is addressed to ("Primary Agent, ..."). */
function forms(sentence: string): string[] {
  return [normalizeSentence(sentence), normalizeSentence(sentence.replace(ADDRESS, ''))];
}

/** Fills the slots; two slots in one sentence get different values where they can. */
export function render(template: string, values: Values, random: Random): string {
  const chosen = new Set<string>();
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const options = values[key.toLowerCase()] ?? [];
    const unused = options.filter((option) => !chosen.has(option));
    const value =
      unused.length > 0 ? random.pick(unused) : options.length > 0 ? random.pick(options) : '';
    chosen.add(value);
    return key[0] !== key[0]!.toLowerCase() ? capitalize(value) : value;
  });
}

export class Writer {
  private readonly used = new Set<string>();
  private readonly grams = new Map<string, number>();
  /** Wording of the turn being answered: not echoed back, even once. */
  private readonly recent = new Set<string>();
  /** How often each frame was used in the debate: at most twice, however it was filled. */
  private readonly frameUses = new Map<string, number>();
  private lastFirstWord = '';

  /** Frames this agent already used: each at most once per agent, twice per debate. */
  private readonly ownFrames = new Set<string>();
  private readonly masks: readonly string[];

  constructor(
    private readonly random: Random,
    debate: {
      /** Every turn so far, the agent's own included. */
      history: string[];
      /** The agent's own turns. */
      own: string[];
      /** Phrases masked out of stock wording: the motion, names. */
      masks: readonly string[];
      frames: readonly string[];
      /** The motion affirmed and denied, to tell "{Mine}: {reason}." from any colon. */
      clauses: readonly string[];
      /** The other agent's turn being answered; a user's words may be taken up, so not theirs. */
      recent: string;
    },
  ) {
    const { frames, clauses } = debate;
    this.masks = normalMasks(debate.masks);
    // Turns are read without their speaker labels, so both agents share one reading of each.
    const turns = debate.history.flatMap((text) => sectionsOf(text).map((turn) => turn.text));
    for (const text of turns) {
      for (const sentence of analyse(text, this.masks, frames, clauses)) {
        for (const form of sentence.forms) this.used.add(form);
        for (const gram of sentence.grams) this.grams.set(gram, (this.grams.get(gram) ?? 0) + 1);
        for (const frame of sentence.frames) {
          this.frameUses.set(frame, (this.frameUses.get(frame) ?? 0) + 1);
        }
      }
    }
    for (const text of debate.own) {
      for (const sentence of analyse(text, this.masks, frames, clauses)) {
        for (const frame of sentence.frames) this.ownFrames.add(frame);
      }
    }
    for (const sentence of analyse(debate.recent, this.masks, frames, clauses)) {
      for (const gram of sentence.grams) this.recent.add(gram);
    }
  }

  private record(sentence: string): void {
    for (const form of forms(sentence)) this.used.add(form);
    for (const gram of gramsOf(sentence, this.masks)) {
      this.grams.set(gram, (this.grams.get(gram) ?? 0) + 1);
    }
  }

  /** Starts a new paragraph: its first sentence may share the previous one's first word. */
  paragraph(): void {
    this.lastFirstWord = '';
  }

  /** Wording not yet stock in the debate nor echoed from the turn being answered. */
  fresh(text: string): boolean {
    return gramsOf(text, this.masks).every(
      (gram) => (this.grams.get(gram) ?? 0) < 2 && !this.recent.has(gram),
    );
  }

  fits(text: string): boolean {
    const parts = sentencesOf(text);
    const first = parts[0]?.split(/\s+/)[0]?.toLowerCase() ?? '';
    if (first && first === this.lastFirstWord && first !== 'i') return false;
    // A slot that repeats the word before it ("for for every case") or a second colon.
    if (/\b(\w+)\s+\1\b/i.test(text) || /: [^.?!]*: /.test(ownWords(text))) return false;
    return parts.every((part) => !this.used.has(normalizeSentence(part)) && this.fresh(part));
  }

  /** Records text written outside the banks (a quote, a citation) as said. */
  take(text: string): string {
    const parts = sentencesOf(text);
    for (const part of parts) this.record(part);
    this.lastFirstWord = parts.at(-1)?.split(/\s+/)[0]?.toLowerCase() ?? this.lastFirstWord;
    return text;
  }

  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.random.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** A fresh rendering of one of the templates, or undefined when the bank is spent. */
  say(templates: readonly string[], values: Values): string | undefined {
    for (const template of this.shuffled(templates)) {
      // Consecutive sentences do not open alike: a frame that would is not even rendered.
      const opener = /^[A-Za-z]+/.exec(template)?.[0]?.toLowerCase();
      if (opener && opener !== 'i' && opener === this.lastFirstWord) continue;
      // A stock question is asked once in a debate; other frames come back at most twice.
      const limit = template.endsWith('?') ? 1 : 2;
      if ((this.frameUses.get(template) ?? 0) >= limit || this.ownFrames.has(template)) continue;
      for (let attempt = 0; attempt < 3; attempt++) {
        const sentence = render(template, values, this.random);
        if (this.fits(sentence)) {
          this.frameUses.set(template, (this.frameUses.get(template) ?? 0) + 1);
          this.ownFrames.add(template);
          return this.take(sentence);
        }
        if (!/\{\w+\}/.test(template)) break;
      }
    }
    return undefined;
  }
}
