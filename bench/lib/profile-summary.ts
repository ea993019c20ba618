/**
 * Where a CPU profile's time went: `node --cpu-prof` writes one .cpuprofile per thread; this
 * prints each one's busy time by file (self time, grouped: our source by path, each package by
 * name, Node's internals, GC) and its heaviest functions.
 *
 *   node --import tsx bench/lib/profile-summary.ts <dir or .cpuprofile>... [--top 15] [--merge]
 *
 * --merge: all the profiles read as one (the windows of one bench run, added up).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
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
  /** Time with the function anywhere on the stack (its callees included), counted once a sample. */
  inclusive: { name: string; ms: number }[];
};

export function summarizeProfile(file: string, profile: Profile, top = 15): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = ({ callFrame: frame }: ProfileNode) => {
    const where = frame.url ? `${groupOf(frame.url, '')}:${frame.lineNumber + 1}` : '';
    return `${frame.functionName || '(anonymous)'} ${where}`.trim();
  };
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    totalUs += us;
    const node = byId.get(id);
    if (!node) return;
    const frame = node.callFrame;
    const group = groupOf(frame.url, frame.functionName);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const name = nameOf(node);
    functions.set(name, (functions.get(name) ?? 0) + us);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      onStack.add(nameOf(byId.get(at)!));
    }
    for (const caller of onStack) inclusive.set(caller, (inclusive.get(caller) ?? 0) + us);
  });
  const ms = (us: number) => Math.round(us / 100) / 10;
  const sorted = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => !['(idle)', '(root)'].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: ms(us) }));
  return {
    file,
    totalMs: ms(totalUs),
    busyMs: ms(totalUs - (groups.get('(idle)') ?? 0)),
    groups: sorted(groups),
    functions: sorted(functions),
    inclusive: sorted(inclusive),
  };
}

/** Several profiles as one: their nodes renumbered apart, their samples one after another. */
function merged(profiles: Profile[]): Profile {
  let offset = 0;
  const all: Profile = { nodes: [], samples: [], timeDeltas: [] };
  for (const profile of profiles) {
    const shift = offset;
    for (const node of profile.nodes) {
      all.nodes.push({
        ...node,
        id: node.id + shift,
        children: node.children?.map((id) => id + shift),
      });
      offset = Math.max(offset, node.id + shift);
    }
    all.samples.push(...profile.samples.map((id) => id + shift));
    all.timeDeltas.push(...profile.timeDeltas);
  }
  return all;
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
  const mergeAt = args.indexOf('--merge');
  if (mergeAt >= 0) args.splice(mergeAt, 1);
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const files = args.flatMap(profilesIn);
  const profiles: [string, Profile][] =
    mergeAt >= 0
      ? [[files.join(' + '), merged(files.map(read))]]
      : files.map((file) => [file, read(file)]);
  for (const [file, profile] of profiles) {
    const summary = summarizeProfile(file, profile, top);
    if (summary.busyMs < 50) continue;
    console.log(`\n${summary.file}: ${summary.busyMs} ms busy of ${summary.totalMs} ms`);
    for (const { name, ms } of summary.groups)
      console.log(`  ${String(ms).padStart(9)} ms  ${name}`);
    console.log('  heaviest functions (self time):');
    for (const { name, ms } of summary.functions)
      console.log(`  ${String(ms).padStart(9)} ms  ${name}`);
    console.log('  heaviest functions (inclusive: with what they call):');
    for (const { name, ms } of summary.inclusive)
      console.log(`  ${String(ms).padStart(9)} ms  ${name}`);
  }
}
