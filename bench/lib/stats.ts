import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Small statistics helpers shared by the benches. */

/** The p-th percentile (0-100) by nearest rank on a sorted copy. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

export type Summary = {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

export function summarize(values: readonly number[]): Summary {
  return {
    count: values.length,
    mean: mean(values),
    p50: percentile(values, 50),
    p90: percentile(values, 90),
    p99: percentile(values, 99),
    max: values.length ? values.reduce((a, b) => (b > a ? b : a)) : Number.NaN,
  };
}

/** Runs `task` `total` times with at most `concurrency` in flight; results in start order. */
export async function runPool<T>(
  total: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return results;
}

/** Renders rows as an aligned text table. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * Results are written only from a quiet machine: a bench that starts with the 1-minute load
 * average above this still runs and prints, but leaves bench/results alone (figures taken while
 * other work competes for the cores cannot be compared with anything).
 */
export const QUIET_LOAD_AVERAGE = 1.5;

/** `--force` (npm run bench -- --force) or BENCH_FORCE=1: write results from a busy machine too. */
export const benchForced = () =>
  process.env['BENCH_FORCE'] === '1' || process.argv.includes('--force');

/** The 1-, 5- and 15-minute load averages, rounded: taken when a bench starts and ends. */
export const loadAverage = () => loadavg().map((value) => round(value, 2));

/**
 * Writes bench/results/<name>.json (overwritten each run) with the load average at the bench's
 * start (`loadAtStart`, taken with `loadAverage()`) and now; answers the file, or null when the
 * start was not quiet (see QUIET_LOAD_AVERAGE) and nothing was written.
 */
export function writeResult(name: string, result: object, loadAtStart: number[]): string | null {
  const load = { atStart: loadAtStart, atEnd: loadAverage() };
  const startLoad = loadAtStart[0] ?? Number.NaN;
  if (!(startLoad <= QUIET_LOAD_AVERAGE) && !benchForced()) {
    console.warn(
      `\n${name}: results not written: the load average was ${startLoad} at the start ` +
        `(over ${QUIET_LOAD_AVERAGE}: other work was competing for the cores). ` +
        'Run it again alone, or with --force (BENCH_FORCE=1) to write them anyway.',
    );
    return null;
  }
  const folder = fileURLToPath(new URL('../results/', import.meta.url));
  mkdirSync(folder, { recursive: true });
  const file = `${folder}${name}.json`;
  writeFileSync(file, JSON.stringify({ ...result, load }, null, 2) + '\n');
  return file;
}

/** User plus system CPU seconds of a process so far (Linux /proc; clock ticks of 10 ms). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
