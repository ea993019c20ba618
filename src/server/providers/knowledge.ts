import { PROMPT_TEXT } from '../../contract/texts.ts';
import { documentBlock, type KnowledgeDocument } from './prompts.ts';
import { estimateTokens } from './tokens.ts';

/**
 * A knowledge document cut into passages and indexed for BM25 once (decision 017), so a turn
 * picks the passages most relevant to the conversation without re-reading megabytes of text.
 */
export type PassageIndex = {
  /** Passage i is `content.slice(starts[i], ends[i])`. */
  starts: number[];
  ends: number[];
  tokens: number[];
  /** Words per passage, for BM25's length normalisation. */
  words: number[];
  averageWords: number;
  /** term → passage numbers and counts, interleaved: [passage, count, passage, count, …]. */
  postings: Map<string, number[]>;
  /** The whole text's tokens, from above: its passages' and one per break between them. */
  totalTokens: number;
};

export type KnowledgeSource = KnowledgeDocument & { index: PassageIndex };

/** Passages are paragraphs joined up to about this many characters, or cut down to it. */
const PASSAGE_CHARS = 1000;
const PARAGRAPH_BREAK = /\n[ \t\r]*\n/g;
const WORD = /[\p{L}\p{N}]{3,40}/gu;

/** Splits [start, end) at whitespace into pieces of at most PASSAGE_CHARS. */
function cut(content: string, start: number, end: number, into: [number, number][]): void {
  while (end - start > PASSAGE_CHARS) {
    const limit = start + PASSAGE_CHARS;
    const space = content.lastIndexOf(' ', limit);
    const at = space > start + PASSAGE_CHARS / 2 ? space : limit;
    into.push([start, at]);
    start = at;
  }
  if (end > start) into.push([start, end]);
}

/** Paragraph ranges (long ones cut), then joined while a passage stays within PASSAGE_CHARS. */
function passageRanges(content: string): [number, number][] {
  const pieces: [number, number][] = [];
  let start = 0;
  for (const match of content.matchAll(PARAGRAPH_BREAK)) {
    cut(content, start, match.index, pieces);
    start = match.index + match[0].length;
  }
  cut(content, start, content.length, pieces);
  const passages: [number, number][] = [];
  for (const [pieceStart, pieceEnd] of pieces) {
    if (!content.slice(pieceStart, pieceEnd).trim()) continue;
    const last = passages.at(-1);
    if (last && pieceEnd - last[0] <= PASSAGE_CHARS) last[1] = pieceEnd;
    else passages.push([pieceStart, pieceEnd]);
  }
  return passages;
}

function termsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), (match) => match[0].toLowerCase());
}

export function indexPassages(content: string): PassageIndex {
  const ranges = passageRanges(content);
  const index: PassageIndex = {
    starts: ranges.map(([start]) => start),
    ends: ranges.map(([, end]) => end),
    tokens: [],
    words: [],
    averageWords: 0,
    postings: new Map(),
    totalTokens: 0,
  };
  ranges.forEach(([start, end], passage) => {
    const text = content.slice(start, end);
    const tokens = estimateTokens(text);
    index.tokens.push(tokens);
    index.totalTokens += tokens;
    const counts = new Map<string, number>();
    const terms = termsOf(text);
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    index.words.push(terms.length);
    for (const [term, count] of counts) {
      const list = index.postings.get(term);
      if (list) list.push(passage, count);
      else index.postings.set(term, [passage, count]);
    }
  });
  index.totalTokens += ranges.length;
  const totalWords = index.words.reduce((sum, words) => sum + words, 0);
  index.averageWords = ranges.length > 0 ? totalWords / ranges.length : 0;
  return index;
}

const K1 = 1.2;
const B = 0.75;

/** BM25 score of every passage of one document for the query's terms (each counted once). */
function scores(index: PassageIndex, queryTerms: ReadonlySet<string>): Float64Array {
  const passages = index.starts.length;
  const result = new Float64Array(passages);
  for (const term of queryTerms) {
    const postings = index.postings.get(term);
    if (!postings) continue;
    const frequency = postings.length / 2;
    const idf = Math.log(1 + (passages - frequency + 0.5) / (frequency + 0.5));
    for (let i = 0; i < postings.length; i += 2) {
      const passage = postings[i]!;
      const count = postings[i + 1]!;
      const norm = 1 - B + (B * index.words[passage]!) / (index.averageWords || 1);
      result[passage]! += (idf * count * (K1 + 1)) / (count + K1 * norm);
    }
  }
  return result;
}

/** A document's passages as sent: in their order, a gap mark where passages were left out. */
function joinPassages(source: KnowledgeSource, kept: number[]): string {
  const { index, content } = source;
  const last = index.starts.length - 1;
  const parts: string[] = [];
  let previous = -1;
  for (const passage of kept) {
    if (passage !== previous + 1) parts.push(PROMPT_TEXT.gap);
    parts.push(content.slice(index.starts[passage], index.ends[passage]).trim());
    previous = passage;
  }
  if (previous !== last) parts.push(PROMPT_TEXT.gap);
  return parts.join('\n\n');
}

export type KnowledgeSelection = {
  documents: KnowledgeDocument[];
  /** The documents' texts as sent, in tokens, from above (their frames not included). */
  contentTokens: number;
  /** Set when passages were left out: how many of how many were kept. */
  truncated?: { kept: number; total: number };
};

/** Tokens a document's frame (its two marker lines) takes, from above. */
const frameTokens = (name: string) => estimateTokens(documentBlock({ name, content: '' })) + 2;
/** A gap mark and the breaks around it. */
const GAP_TOKENS = estimateTokens(PROMPT_TEXT.gap) + 2;

/**
 * The documents as sent within `budget` tokens: whole when they fit; otherwise the passages
 * with the best BM25 score for `query` (ties: earlier passages first, documents in turn), each
 * document's kept passages in their order.
 */
export function selectKnowledge(
  sources: readonly KnowledgeSource[],
  query: string,
  budget: number,
): KnowledgeSelection {
  const frames = sources.reduce((sum, source) => sum + frameTokens(source.name), 0);
  const whole = sources.reduce((sum, source) => sum + source.index.totalTokens, 0);
  if (frames + whole <= budget) {
    return {
      documents: sources.map(({ name, content }) => ({ name, content })),
      contentTokens: whole,
    };
  }

  const queryTerms = new Set(termsOf(query));
  const candidates: { source: number; passage: number; score: number; tokens: number }[] = [];
  sources.forEach((source, sourceNumber) => {
    const passageScores = scores(source.index, queryTerms);
    passageScores.forEach((score, passage) =>
      candidates.push({
        source: sourceNumber,
        passage,
        score,
        tokens: source.index.tokens[passage]! + GAP_TOKENS,
      }),
    );
  });
  candidates.sort((a, b) => b.score - a.score || a.passage - b.passage || a.source - b.source);

  // Each passage kept pays for the gap or break before it; each document for one at its end.
  const room = budget - frames - GAP_TOKENS * sources.length;
  let contentTokens = 0;
  const kept = sources.map((): number[] => []);
  for (const candidate of candidates) {
    if (contentTokens + candidate.tokens > room) continue;
    contentTokens += candidate.tokens;
    kept[candidate.source]!.push(candidate.passage);
  }
  const total = sources.reduce((sum, source) => sum + source.index.starts.length, 0);
  return {
    documents: sources.map((source, sourceNumber) => ({
      name: source.name,
      content: joinPassages(
        source,
        kept[sourceNumber]!.sort((a, b) => a - b),
      ),
    })),
    // A document with no passage kept is sent as one gap mark.
    contentTokens: contentTokens + GAP_TOKENS * sources.length,
    truncated: { kept: kept.reduce((sum, list) => sum + list.length, 0), total },
  };
}
