// `npm run bench [name...]`: runs the benchmarks one after another (they share two cores, so never
// in parallel). Each prints its own table and writes JSON to bench/results/.
import { run as capacity } from './capacity.ts';
import { run as engine } from './engine.ts';
import { run as knowledge } from './knowledge.ts';
import { run as liveFanout } from './live-fanout.ts';
import { run as providerOverhead } from './provider-overhead.ts';

const benches: Record<string, () => Promise<unknown>> = {
  'provider-overhead': () => providerOverhead(),
  engine: () => engine(),
  capacity: () => capacity(),
  'live-fanout': () => liveFanout(),
  knowledge: () => knowledge(),
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}`,
  );
  process.exit(2);
}
for (const name of chosen.length > 0 ? chosen : Object.keys(benches)) {
  console.log(`\n## ${name}\n`);
  await benches[name]!();
}
