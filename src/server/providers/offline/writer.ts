import { ownWords, sentencesOf } from './analysis.ts';
import { framesIn } from './frames.ts';
import { memo } from './memo.ts';
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
  return tokens
    .slice(3)
    .map((token, i) => `${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]} ${token}`);
}

/** A sentence as compared, with and without a name it is addressed to ("Primary Agent, ..."). */
const forms = memo((sentence: string): string[] => {
  const unaddressed = sentence.replace(ADDRESS, '');
  const form = normalizeSentence(sentence);
  return unaddressed === sentence ? [form, form] : [form, normalizeSentence(unaddressed)];
}, 5000);

/** Stock wording by the masks it is read with: every reply of a debate tries the same texts. */
const gramReaders = memo((key: string) => {
  const masks = key ? key.split('|') : [];
  return memo((text: string) => gramsOf(text, masks), 5000);
}, 50);

/** How a debate's sentences are read: its masks, the frames and the motion's clauses. */
type Reading = { masks: string[]; frames: readonly string[]; clauses: readonly string[] };
type Analysis = { forms: string[]; grams: string[]; frames: string[] };

const analyse = (text: string, { masks, frames, clauses }: Reading): Analysis[] =>
  sentencesOf(text).map((sentence) => ({
    forms: forms(sentence),
    grams: gramReaders(masks.join('|'))(sentence),
    frames: framesIn(sentence, frames, clauses),
  }));

/** What a debate's turns have said, each turn read once: sentences, stock wording and frames. */
type Ledger = {
  turns: string[];
  read: Map<string, Analysis[]>;
  used: Set<string>;
  grams: Map<string, number>;
  frameUses: Map<string, number>;
};

/** Ledgers by the masks they were counted with: a few debates at a time may share a motion. */
const ledgers = memo((_masks: string): Ledger[] => [], 200);

const count = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * The ledger of a debate's turns: the one kept for the same debate so far, with the turns since
 * added, so each reply reads only what is new (a reply of a 40-turn debate read all 40 before).
 */
function ledgerOf(turns: string[], reading: Reading): Ledger {
  const kept = ledgers(reading.masks.join('|'));
  const continues = (ledger: Ledger) =>
    ledger.turns.length <= turns.length && ledger.turns.every((turn, at) => turn === turns[at]);
  let ledger = kept.filter(continues).sort((a, b) => b.turns.length - a.turns.length)[0];
  if (!ledger) {
    ledger = {
      turns: [],
      read: new Map(),
      used: new Set(),
      grams: new Map(),
      frameUses: new Map(),
    };
    if (kept.push(ledger) > 16) kept.shift();
  }
  for (const text of turns.slice(ledger.turns.length)) {
    const analyses = analyse(text, reading);
    ledger.turns.push(text);
    ledger.read.set(text, analyses);
    for (const sentence of analyses) {
      for (const form of sentence.forms) ledger.used.add(form);
      for (const gram of sentence.grams) count(ledger.grams, gram);
      for (const frame of sentence.frames) count(ledger.frameUses, frame);
    }
  }
  return ledger;
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
  private readonly gramsOf: (text: string) => string[];

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
    const masks = normalMasks(debate.masks);
    this.gramsOf = gramReaders(masks.join('|'));
    const reading = { masks, frames: debate.frames, clauses: debate.clauses };
    // Turns are read without their speaker labels, so both agents share one reading of each.
    const turns = debate.history.flatMap((text) => sectionsOf(text).map((turn) => turn.text));
    this.said = ledgerOf(turns, reading);
    const analysed = (text: string) => this.said.read.get(text) ?? analyse(text, reading);
    for (const text of debate.own) {
      for (const sentence of analysed(text)) sentence.frames.forEach((f) => this.ownFrames.add(f));
    }
    for (const sentence of analysed(debate.recent)) {
      for (const gram of sentence.grams) this.recent.add(gram);
    }
  }

  /** Starts a new paragraph: its first sentence may share the previous one's first word. */
  paragraph(): void {
    this.lastFirstWord = '';
  }

  /** Wording not yet stock in the debate nor echoed from the turn being answered. */
  fresh(text: string): boolean {
    return this.gramsOf(text).every(
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
      const [form = ''] = forms(part);
      return !this.said.used.has(form) && !this.used.has(form) && this.fresh(part);
    });
  }

  /** Records text written outside the banks (a quote, a citation) as said. */
  take(text: string): string {
    const parts = sentencesOf(text);
    for (const part of parts) {
      for (const form of forms(part)) this.used.add(form);
      for (const gram of this.gramsOf(part)) count(this.grams, gram);
    }
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
      const uses = (this.said.frameUses.get(template) ?? 0) + (this.frameUses.get(template) ?? 0);
      if (uses >= (template.endsWith('?') ? 1 : 2) || this.ownFrames.has(template)) continue;
      for (let attempt = 0; attempt < 3; attempt++) {
        const sentence = render(template, values, this.random);
        if (this.fits(sentence)) {
          count(this.frameUses, template);
          this.ownFrames.add(template);
          return this.take(sentence);
        }
        if (!/\{\w+\}/.test(template)) break;
      }
    }
    return undefined;
  }
}
