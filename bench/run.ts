// `npm run bench [name...] [--force]`: runs the benchmarks one after another (they share two
// cores, so never in parallel). Each prints its own table and writes JSON to bench/results/, but
// only when the load average was at most 1.5 at its start (`--force` or BENCH_FORCE=1: anyway).
import { run as capacity } from './capacity.ts';
import { run as engine } from './engine.ts';
import { run as knowledge } from './knowledge.ts';
import { run as liveFanout } from './live-fanout.ts';
import { run as providerOverhead } from './provider-overhead.ts';
import { run as writes } from './writes.ts';
import { loadAverage, QUIET_LOAD_AVERAGE } from './lib/stats.ts';

const benches: Record<string, () => Promise<unknown>> = {
  'provider-overhead': () => providerOverhead(),
  engine: () => engine(),
  capacity: () => capacity(),
  'live-fanout': () => liveFanout(),
  knowledge: () => knowledge(),
  writes: () => writes(),
};

const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}
const [startLoad] = loadAverage();
if (startLoad! > QUIET_LOAD_AVERAGE) {
  console.warn(
    `Load average ${startLoad} (over ${QUIET_LOAD_AVERAGE}): figures will be noisy, and results ` +
      'are written only with --force.',
  );
}
const startedAt = performance.now();
for (const name of chosen.length > 0 ? chosen : Object.keys(benches)) {
  console.log(`\n## ${name}\n`);
  await benches[name]!();
}
console.log(`\nBenches took ${Math.round((performance.now() - startedAt) / 1000)} s.`);
