/**
 * What a debate turn on a custom model with the largest documents costs (decision 017): three
 * documents of about 300,000 tokens each are indexed once, then every turn picks its passages
 * from the cached index. Baseline, measured in the same run: indexing the documents again at
 * every turn (what a turn would cost without the cache).
 *
 *   node --expose-gc --import tsx bench/knowledge.ts
 *
 * Env: BENCH_TURNS (default 50), BENCH_DOCUMENT_CHARS (1,200,000 per document).
 */
import { performance } from 'node:perf_hooks';
import { fitDebatePrompt } from '../src/server/providers/fit-prompt.ts';
import { indexPassages, type KnowledgeSource } from '../src/server/providers/knowledge.ts';
import { round, summarize, table, loadAverage, writeResult } from './lib/stats.ts';

const TURNS = Number(process.env['BENCH_TURNS'] ?? 50);
const DOCUMENT_CHARS = Number(process.env['BENCH_DOCUMENT_CHARS'] ?? 1_200_000);

const WORDS = (
  'transit fares ridership congestion charge buses trams cycling lanes parking housing rents ' +
  'permits density zoning safety collisions speed limits pedestrians emissions noise budget ' +
  'survey council committee report evidence figures growth decline policy cities suburbs'
).split(' ');

/** Prose-like text: sentences of varied words, paragraphs of a few sentences. */
function document(seed: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  while (length < DOCUMENT_CHARS) {
    const sentences = Array.from({ length: 3 + (next() % 4) }, () => {
      const words = Array.from({ length: 8 + (next() % 14) }, () => WORDS[next() % WORDS.length]);
      return `${words.join(' ')} ${next() % 2000}.`;
    });
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join('\n\n');
}

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

export async function run() {
  const loadAtStart = loadAverage();
  const contents = [1, 2, 3].map((seed) => document(seed * 7919));
  const heapBefore = heapMb();
  const indexMs: number[] = [];
  const sources: KnowledgeSource[] = contents.map((content, i) => {
    const start = performance.now();
    const index = indexPassages(content);
    indexMs.push(performance.now() - start);
    return { name: `report-${i + 1}.pdf`, content, index };
  });
  const indexHeapMb = heapMb() - heapBefore;

  const history = [
    { sender: 'model-a', content: 'Motion: cities should ban private cars from their centres.' },
    ...Array.from({ length: 20 }, (_, i) => ({
      sender: i % 2 === 0 ? 'model-b' : 'model-a',
      content: `Point ${i}: congestion charge ${i} cut collisions and noise; rents and permits rose.`,
    })),
  ];
  const rooms = [
    { modelId: 'gpt-4o', contextWindow: 128_000, maxOutputTokens: 4000 },
    { modelId: 'gpt-3.5-turbo', contextWindow: 16_385, maxOutputTokens: 4000 },
  ];
  const turn = (room: (typeof rooms)[number], knowledge: KnowledgeSource[]) =>
    fitDebatePrompt({
      instructions: 'You argue for the ban.',
      knowledge,
      history,
      selfSender: 'model-a',
      mode: 'duel',
      foldIntoSingleUserMessage: false,
      room,
    });

  const rows: (string | number)[][] = [];
  const results: Record<string, unknown> = {};
  for (const room of rooms) {
    const cached: number[] = [];
    const uncached: number[] = [];
    let promptTokens = 0;
    for (let i = 0; i < TURNS; i += 1) {
      let start = performance.now();
      promptTokens = turn(room, sources).promptTokens;
      cached.push(performance.now() - start);
      start = performance.now();
      turn(
        room,
        contents.map((content, n) => ({
          name: `report-${n + 1}.pdf`,
          content,
          index: indexPassages(content),
        })),
      );
      uncached.push(performance.now() - start);
    }
    const withCache = summarize(cached);
    const without = summarize(uncached);
    rows.push([
      room.modelId,
      promptTokens,
      round(withCache.p50),
      round(withCache.p99),
      round(without.p50),
      round(without.p50 / withCache.p50, 1),
    ]);
    results[room.modelId] = { promptTokens, cachedMs: withCache, reindexedMs: without };
  }
  console.log(
    `3 documents of ${DOCUMENT_CHARS.toLocaleString('en-US')} characters; indexing each once: ` +
      `${indexMs.map((ms) => round(ms)).join(', ')} ms, index heap ${round(indexHeapMb)} MB\n`,
  );
  console.log(
    table(
      ['model', 'prompt tokens', 'turn p50 ms', 'turn p99 ms', 're-indexed p50 ms', 'ratio'],
      rows,
    ),
  );
  const file = writeResult(
    'knowledge',
    { documentChars: DOCUMENT_CHARS, indexMs, indexHeapMb, turns: TURNS, ...results },
    loadAtStart,
  );
  if (file) console.log(`\n${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
