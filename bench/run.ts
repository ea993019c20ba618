// `npm run bench [name...] [--force]`: runs the benchmarks one after another (they share two
// cores, so never in parallel). Each prints its own table and writes JSON to bench/results/, but
// only when the load average was at most 1.5 at its start (`--force` or BENCH_FORCE=1: anyway).
import { run as capacity } from './capacity.ts';
import { run as engine } from './engine.ts';
import { run as knowledge } from './knowledge.ts';
import { run as liveFanout } from './live-fanout.ts';
import { run as providerOverhead } from './provider-overhead.ts';
import { run as scale } from './scale.ts';
import { run as writes } from './writes.ts';
import { loadAverage, QUIET_LOAD_AVERAGE } from './lib/stats.ts';

const benches: Record<string, () => Promise<unknown>> = {
  'provider-overhead': () => providerOverhead(),
  engine: () => engine(),
  capacity: () => capacity(),
  'live-fanout': () => liveFanout(),
  knowledge: () => knowledge(),
  writes: () => writes(),
  scale: () => scale(),
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
/**
 * A bench loads both cores, which the 1-minute load average shows for a minute or so after it:
 * on a machine that was quiet, the next bench waits for that to decay (at most three minutes), or
 * its own start would count as busy.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (loadAverage()[0]! > QUIET_LOAD_AVERAGE && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

const startedAt = performance.now();
const names = chosen.length > 0 ? chosen : Object.keys(benches);
for (const [index, name] of names.entries()) {
  if (index > 0 && startLoad! <= QUIET_LOAD_AVERAGE) await settle();
  console.log(`\n## ${name}\n`);
  await benches[name]!();
}
console.log(`\nBenches took ${Math.round((performance.now() - startedAt) / 1000)} s.`);
