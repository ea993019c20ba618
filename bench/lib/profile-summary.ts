/**
 * Where a CPU profile's time went: `node --cpu-prof` writes one .cpuprofile per thread; this
 * prints each one's busy time by file (self time, grouped: our source by path, each package by
 * name, Node's internals, GC) and its heaviest functions.
 *
 *   node --import tsx bench/lib/profile-summary.ts <dir or .cpuprofile>... [--top 15]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** What a frame's time is counted under: a package, one of our files, or what Node does. */
export function groupOf(url: string, functionName: string): string {
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(gc)';
  if (functionName === '(program)') return '(program)';
  if (!url) return `(native) ${functionName || 'anonymous'}`;
  if (url.startsWith('node:')) return 'node:internals';
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packagePath) return packagePath[1]!;
  const ours = /\/(src|bench|test)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

export type ProfileSummary = {
  file: string;
  totalMs: number;
  busyMs: number;
  groups: { name: string; ms: number }[];
  functions: { name: string; ms: number }[];
};

export function summarizeProfile(file: string, profile: Profile, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    totalUs += us;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const group = groupOf(frame.url, frame.functionName);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const where = frame.url ? `${groupOf(frame.url, '')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + us);
  });
  const ms = (us: number) => Math.round(us / 100) / 10;
  const sorted = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: ms(us) }));
  return {
    file,
    totalMs: ms(totalUs),
    busyMs: ms(totalUs - (groups.get('(idle)') ?? 0)),
    groups: sorted(groups),
    functions: sorted(functions),
  };
}

function profilesIn(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 15;
  for (const file of args.flatMap(profilesIn)) {
    const summary = summarizeProfile(file, JSON.parse(readFileSync(file, 'utf8')) as Profile, top);
    if (summary.busyMs < 50) continue;
    console.log(`\n${summary.file}: ${summary.busyMs} ms busy of ${summary.totalMs} ms`);
    for (const { name, ms } of summary.groups)
      console.log(`  ${String(ms).padStart(9)} ms  ${name}`);
    console.log('  heaviest functions (self time):');
    for (const { name, ms } of summary.functions)
      console.log(`  ${String(ms).padStart(9)} ms  ${name}`);
  }
}
