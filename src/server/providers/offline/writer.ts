import { ownWords, sentencesOf } from './analysis.ts';
import { capitalize } from './morphology.ts';
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
  for (const mask of masks) text = text.replaceAll(mask, ' mmm ');
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
const compiledFrames = new Map<string, Frame>();

function frameOf(template: string): Frame {
  let frame = compiledFrames.get(template);
  if (!frame) {
    const pieces = template.split(/\{(\w+)\}/);
    const parts = pieces.filter((_, index) => index % 2 === 0).map((part) => part.toLowerCase());
    const slots = pieces
      .filter((_, index) => index % 2 === 1)
      .map((name) =>
        /^(?:mine|theirs)$/i.test(name) ? 'motion' : /^yesno$/i.test(name) ? 'yesno' : 'any',
      );
    const fixed = [...parts].sort((a, b) => b.length - a.length)[0]!;
    frame = { parts, slots, fixed, length: parts.join('').length };
    compiledFrames.set(template, frame);
  }
  return frame;
}

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

const lowerClauses = new WeakMap<readonly string[], string[]>();

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
  let lowered = lowerClauses.get(clauses);
  if (!lowered) {
    lowered = clauses.map((clause) => clause.toLowerCase());
    lowerClauses.set(clauses, lowered);
  }
  const index = frameIndex(frames);
  const unaddressed = index.get('') ?? [];
  let best: string | undefined;
  let bestLength = -1;
  // "Primary Agent, how would you ..." was written from "How would you ...", but "Still, ..."
  // from "Still, {mine} ...": the sentence is tried with and without what looks like a name.
  for (const text of new Set([sentence, sentence.replace(ADDRESS, '')])) {
    const lower = text.toLowerCase();
    const first = lower.split(/[\s,:;]/, 1)[0]!;
    for (const templates of [index.get(first) ?? [], unaddressed]) {
      for (const template of templates) {
        const frame = frameOf(template);
        if (frame.length <= bestLength || !lower.includes(frame.fixed)) continue;
        if (fills(frame, lower, lowered)) [best, bestLength] = [template, frame.length];
      }
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

/** What a debate's turns have said: its sentences, stock wording and frames, counted. */
type Ledger = {
  turns: string[];
  used: Set<string>;
  grams: Map<string, number>;
  frameUses: Map<string, number>;
};
/** Ledgers by the masks they were counted with: a few debates at a time may share a motion. */
const ledgers = new Map<string, Ledger[]>();

const count = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * The ledger of a debate's turns: the one kept for the same debate so far, with the turns since
 * added, so each reply reads only what is new (a reply of a 40-turn debate read all 40 before).
 */
function ledgerOf(
  turns: string[],
  masks: readonly string[],
  frames: readonly string[],
  clauses: readonly string[],
): Ledger {
  const key = masks.join('|');
  let kept = ledgers.get(key);
  if (!kept) {
    if (ledgers.size > 200) ledgers.clear();
    kept = [];
    ledgers.set(key, kept);
  }
  const continues = (ledger: Ledger) =>
    ledger.turns.length <= turns.length && ledger.turns.every((turn, at) => turn === turns[at]);
  let ledger = kept.filter(continues).sort((a, b) => b.turns.length - a.turns.length)[0];
  if (!ledger) {
    ledger = { turns: [], used: new Set(), grams: new Map(), frameUses: new Map() };
    kept.push(ledger);
    if (kept.length > 16) kept.shift();
  }
  for (const text of turns.slice(ledger.turns.length)) {
    ledger.turns.push(text);
    for (const sentence of analyse(text, masks, frames, clauses)) {
      for (const form of sentence.forms) ledger.used.add(form);
      for (const gram of sentence.grams) count(ledger.grams, gram);
      for (const frame of sentence.frames) count(ledger.frameUses, frame);
    }
  }
  return ledger;
}

/** A sentence as compared, with and without a name it is addressed to ("Primary Agent, ..."). */
function forms(sentence: string): string[] {
  const unaddressed = sentence.replace(ADDRESS, '');
  const form = normalizeSentence(sentence);
  return unaddressed === sentence ? [form, form] : [form, normalizeSentence(unaddressed)];
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

const slotsByTemplate = new Map<string, string[]>();

/** The slots of a template the writer fills itself (a quoted one holds someone else's words). */
function slotsOf(template: string): string[] {
  let slots = slotsByTemplate.get(template);
  if (!slots) {
    const found = [...template.matchAll(/("?)\{(\w+)\}/g)].filter((match) => !match[1]);
    slots = [...new Set(found.map((match) => match[2]!.toLowerCase()))];
    slotsByTemplate.set(template, slots);
  }
  return slots;
}

export class Writer {
  /** What the debate said before this reply; read only, shared with the debate's other replies. */
  private readonly said: Ledger;
  /** What this reply has said so far. */
  private readonly used = new Set<string>();
  private readonly grams = new Map<string, number>();
  private readonly frameUses = new Map<string, number>();
  /** Wording of the turn being answered: not echoed back, even once. */
  private readonly recent = new Set<string>();
  private lastFirstWord = '';

  /** Frames this agent already used: each at most once per agent, twice per debate. */
  private readonly ownFrames = new Set<string>();
  private readonly masks: readonly string[];
  /** Sentences tried in this reply, as compared: a sentence that fits is then recorded. */
  private readonly readings = new Map<string, { forms?: string[]; grams: string[] }>();

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
    this.said = ledgerOf(turns, this.masks, frames, clauses);
    for (const text of debate.own) {
      for (const sentence of analyse(text, this.masks, frames, clauses)) {
        for (const frame of sentence.frames) this.ownFrames.add(frame);
      }
    }
    for (const sentence of analyse(debate.recent, this.masks, frames, clauses)) {
      for (const gram of sentence.grams) this.recent.add(gram);
    }
  }

  private uses(frame: string): number {
    return (this.said.frameUses.get(frame) ?? 0) + (this.frameUses.get(frame) ?? 0);
  }

  /** A text as compared, read once in a reply: its stock wording, and its forms once asked. */
  private reading(text: string): { forms?: string[]; grams: string[] } {
    let reading = this.readings.get(text);
    if (!reading) {
      reading = { grams: gramsOf(text, this.masks) };
      this.readings.set(text, reading);
    }
    return reading;
  }

  private formsOf(sentence: string): string[] {
    const reading = this.reading(sentence);
    return (reading.forms ??= forms(sentence));
  }

  private record(sentence: string): void {
    for (const form of this.formsOf(sentence)) this.used.add(form);
    for (const gram of this.reading(sentence).grams) count(this.grams, gram);
  }

  /** Starts a new paragraph: its first sentence may share the previous one's first word. */
  paragraph(): void {
    this.lastFirstWord = '';
  }

  /** Wording not yet stock in the debate nor echoed from the turn being answered. */
  fresh(text: string): boolean {
    return this.reading(text).grams.every(
      (gram) =>
        (this.said.grams.get(gram) ?? 0) + (this.grams.get(gram) ?? 0) < 2 &&
        !this.recent.has(gram),
    );
  }

  fits(text: string): boolean {
    const parts = sentencesOf(text);
    const first = parts[0]?.split(/\s+/)[0]?.toLowerCase() ?? '';
    if (first && first === this.lastFirstWord && first !== 'i') return false;
    // A slot that repeats the word before it ("for for every case") or a second colon.
    if (/\b(\w+)\s+\1\b/i.test(text) || /: [^.?!]*: /.test(ownWords(text))) return false;
    return parts.every((part) => {
      const [form = ''] = this.formsOf(part);
      return !this.said.used.has(form) && !this.used.has(form) && this.fresh(part);
    });
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
    // A value whose own wording is spent would spoil any sentence it fills: it is left out, and
    // a template with nothing left for a slot is not tried (a quoted value is not the writer's).
    const usable: Record<string, readonly string[]> = {};
    const freshValues = (key: string) =>
      (usable[key] ??= (values[key] ?? []).filter((value) => this.fresh(value)));
    for (const template of this.shuffled(templates)) {
      // Consecutive sentences do not open alike: a frame that would is not even rendered.
      const opener = /^[A-Za-z]+/.exec(template)?.[0]?.toLowerCase();
      if (opener && opener !== 'i' && opener === this.lastFirstWord) continue;
      // A stock question is asked once in a debate; other frames come back at most twice.
      const limit = template.endsWith('?') ? 1 : 2;
      if (this.uses(template) >= limit || this.ownFrames.has(template)) continue;
      const slots = slotsOf(template);
      if (slots.some((key) => values[key]?.length && freshValues(key).length === 0)) continue;
      const filled = { ...values };
      for (const key of slots) filled[key] = freshValues(key);
      for (let attempt = 0; attempt < 3; attempt++) {
        const sentence = render(template, filled, this.random);
        if (this.fits(sentence)) {
          count(this.frameUses, template);
          this.ownFrames.add(template);
          return this.take(sentence);
        }
        if (slots.length === 0) break;
      }
    }
    return undefined;
  }
}
