/**
 * Scale-out (issue 29, item 4): the built server (dist/server/main.js) as two processes on one
 * PostgreSQL that this bench starts (initdb in a temp dir, its own port) and stops, behind the
 * same client, which spreads its requests over both. Each phase has its own database.
 *   1. Capacity: debates at 50 tokens a second, in steps, on one process and then on two
 *      (bench/capacity.ts's ramp: the largest step whose p99 delay is within 50 ms).
 *   2. Live fan-out of one debate to N SSE viewers, half on each process, against the raw
 *      broadcaster at the same rate in the same run (bench/live-fanout.ts's measure): p99 delay
 *      and the CPU of both processes.
 *   3. SIGKILL of one process while both run debates: the other takes over those whose lease
 *      expires (the takeover time), and every message a client saw finished before the kill is
 *      in the database after it.
 *
 *   npm run bench -- scale [--smoke] [--force]
 *
 * `--smoke` (or BENCH_SMOKE=1): few viewers, few debates, short windows, to check the bench runs.
 * Env: SCALE_VIEWERS (5000), SCALE_STEPS ("100,200,...,2000"), SCALE_SECONDS (5),
 * SCALE_KILL_DEBATES (20 on each process).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Conversation } from '../src/contract/conversations.ts';
import {
  createPostgresServer,
  postgresServerUnavailable,
  type PostgresServer,
} from '../test/helpers/postgres-server.ts';
import {
  BUILT_ENTRY,
  callJson,
  freePort,
  pollConversation,
  startServerProcess,
  type ServerProcess,
} from '../test/helpers/server-process.ts';
import { signUpBenchAccount, startBenchDebate } from './lib/app-client.ts';
import { startClockProvider } from './lib/clock-provider.ts';
import { startHelper } from './lib/helper-process.ts';
import {
  capacityServerEnv,
  openDebateStream,
  rampUp,
  RATE,
  stopped,
  type Step,
} from './capacity.ts';
import {
  liveServerEnv,
  measure,
  startBroadcaster,
  TOKENS_PER_REPLY,
  type Window,
} from './live-fanout.ts';
import { loadAverage, round, table, writeResult } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Short, so that the takeover after the SIGKILL is quick to see (the scale-out tests' TTL). */
const LEASE_TTL_MS = 1500;

type Settings = {
  smoke: boolean;
  steps: number[];
  seconds: number;
  viewers: number;
  killDebates: number;
};

function settings(): Settings {
  const smoke = process.argv.includes('--smoke') || process.env['BENCH_SMOKE'] === '1';
  const env = (name: string) => process.env[name];
  return {
    smoke,
    steps: (env('SCALE_STEPS') ?? (smoke ? '10,20' : '100,200,400,600,800,1000,1200,1600,2000'))
      .split(',')
      .map(Number),
    seconds: Number(env('SCALE_SECONDS') ?? (smoke ? 2 : 5)),
    viewers: Number(env('SCALE_VIEWERS') ?? (smoke ? 100 : 5000)),
    killDebates: Number(env('SCALE_KILL_DEBATES') ?? (smoke ? 3 : 20)),
  };
}

/**
 * What the bench started and has not stopped yet: however it ends (a failure, a phase over its
 * time, SIGINT or SIGTERM), `abandon` ends them, so no server process or PostgreSQL outlives it.
 */
const started = {
  children: new Set<ChildProcess>(),
  postgres: null as PostgresServer | null,
};

/** Kills what is left at once (synchronous: it runs as the process exits). */
function abandon() {
  for (const child of started.children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  started.children.clear();
  started.postgres?.removeNow();
  started.postgres = null;
}

/** `child` is ended by `abandon` if the bench stops before it does. */
function owned<T extends { child: ChildProcess }>(spawned: T): T {
  started.children.add(spawned.child);
  spawned.child.once('exit', () => started.children.delete(spawned.child));
  return spawned;
}

/** Each phase's bound: past it the phase fails (and its processes are stopped) instead of waiting. */
async function within<T>(ms: number, phase: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`scale bench: ${phase} took over ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, overdue]);
  } finally {
    clearTimeout(timer);
  }
}

/** A capacity step's bound: filling it (STEP_TIMEOUT_MS), settling (3 s), measuring. */
const STEP_TIMEOUT_MS = 60_000;
/** Starting and stopping a phase's processes, signing up, and what the slowest server adds. */
const PHASE_MARGIN_MS = 120_000;

/** One PostgreSQL for the whole bench, a fresh database in it per phase. */
async function startPostgres() {
  const unavailable = postgresServerUnavailable();
  if (unavailable) throw new Error(`the scale bench needs PostgreSQL: ${unavailable}`);
  const server = await createPostgresServer(await freePort());
  started.postgres = server;
  await server.start();
  const databaseUrl = async (name: string) => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return server.url.replace(/\/postgres$/, `/${name}`);
  };
  return { server, databaseUrl };
}

/**
 * `count` server processes on `databaseUrl`: the first alone (it runs the migrations), the
 * others then together.
 */
async function startProcesses(
  count: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  const start = async () => owned(await startServerProcess(dataDir, env, [], [], BUILT_ENTRY));
  const first = await start();
  const rest = await Promise.all(Array.from({ length: count - 1 }, start));
  return [first, ...rest];
}

async function stopAll(servers: ServerProcess[]) {
  for (const server of servers) {
    await stopped(server.child);
    await server.exited;
  }
}

/** Phase 1: the capacity ramp with the client's debates alternating over `count` processes. */
async function capacityOn(
  count: number,
  databaseUrl: string,
  dataDir: string,
  providerUrl: string,
  options: Settings,
): Promise<Step[]> {
  const limit = String(Math.max(...options.steps) * 2);
  const servers = await startProcesses(count, dataDir, {
    ...capacityServerEnv(providerUrl, limit),
    DATABASE_URL: databaseUrl,
  });
  try {
    const token = await signUpBenchAccount(servers[0]!.url);
    let next = 0;
    return await rampUp({
      steps: options.steps,
      seconds: options.seconds,
      stepTimeoutMs: STEP_TIMEOUT_MS,
      pids: servers.map((server) => server.child.pid!),
      open: (deadline) => openDebateStream(servers[next++ % servers.length]!.url, token, deadline),
    });
  } finally {
    await stopAll(servers);
  }
}

type Takeover = {
  debates: number;
  takenOver: number;
  takeoverMs: number;
  finishedSeenBeforeKill: number;
  finishedInDatabase: number;
  lost: number;
};

/**
 * Phases 2 and 3 on the same two processes: the live fan-out, then the SIGKILL of the first
 * process while each runs `killDebates` debates.
 */
async function fanoutAndKill(
  databaseUrl: string,
  dataDir: string,
  options: Settings,
): Promise<{ raw: Window; parley: Window; takeover: Takeover }> {
  const tickMs = 1000 / RATE;
  const provider = await startClockProvider({ tickMs, tokens: TOKENS_PER_REPLY });
  const broadcaster = owned(await startBroadcaster(tickMs));
  const servers = await startProcesses(2, dataDir, {
    ...liveServerEnv(provider.url),
    DATABASE_URL: databaseUrl,
    CONVERSATION_LEASE_TTL_MS: String(LEASE_TTL_MS),
    MAX_RUNNING_CONVERSATIONS_PER_USER: String(options.killDebates * 4),
  });
  const [a, b] = servers as [ServerProcess, ServerProcess];
  try {
    const token = await signUpBenchAccount(a.url);
    const started = await startBenchDebate(a.url, token, 'Benchmark: should cities ban cars?');
    if ('refused' in started) throw new Error('the server shed the debate (load too high)');
    const command = (server: ServerProcess, id: string, action: string) =>
      callJson<Conversation>(`${server.url}/api/conversations/${id}/${action}`, {
        method: 'POST',
        token,
      });
    // Stopped until its viewers are connected, as in live-fanout.
    await command(a, started.id, 'stop');
    const { shareCode } = await callJson<{ shareCode: string }>(
      `${a.url}/api/conversations/${started.id}/live`,
      { method: 'POST', token },
    );
    console.log(`Live fan-out to ${options.viewers} viewers:`);
    const raw = await measure(
      [broadcaster.url],
      options.viewers,
      [broadcaster.child.pid!],
      options.seconds,
    );
    const parley = await measure(
      servers.map((server) => `${server.url}/api/live/${shareCode}/events`),
      options.viewers,
      servers.map((server) => server.child.pid!),
      options.seconds,
      () => command(a, started.id, 'continue'),
    );
    await command(a, started.id, 'stop');
    console.log(`SIGKILL of one process with ${options.killDebates} debates on each:`);
    const takeover = await killOne(a, b, token, databaseUrl, options.killDebates);
    return { raw, parley, takeover };
  } finally {
    await stopAll(servers);
    await stopped(broadcaster.child);
    await provider.close();
  }
}

const finishedSeqs = (conversation: Conversation) =>
  conversation.messages.filter((message) => message.status === 'complete').map((m) => m.seq);

async function killOne(
  a: ServerProcess,
  b: ServerProcess,
  token: string,
  databaseUrl: string,
  perProcess: number,
): Promise<Takeover> {
  const create = async (server: ServerProcess) => {
    const started = await startBenchDebate(server.url, token, 'Should a bench kill its server?');
    if ('refused' in started) throw new Error('the server shed a debate (load too high)');
    return started.id;
  };
  const onA = await Promise.all(Array.from({ length: perProcess }, () => create(a)));
  const onB = await Promise.all(Array.from({ length: perProcess }, () => create(b)));
  const all = [...onA, ...onB];
  const get = (id: string) => callJson<Conversation>(`${b.url}/api/conversations/${id}`, { token });
  // Every debate on A has finished a reply since its opening: there is something to lose.
  await Promise.all(
    onA.map((id) =>
      pollConversation(
        () => get(id),
        (c) => finishedSeqs(c).length >= 2,
        60_000,
      ),
    ),
  );
  // What the client saw finished (through B, which survives), just before the kill.
  const seen = new Map(
    await Promise.all(all.map(async (id) => [id, finishedSeqs(await get(id))] as const)),
  );
  a.child.kill('SIGKILL');
  await a.exited;
  const killedAt = performance.now();
  // B takes over a debate whose lease expired: it pauses it, its interrupted reply kept.
  const takenOver = await Promise.all(
    onA.map(async (id) => {
      await pollConversation(
        () => get(id),
        (c) => c.status !== 'running',
        30_000,
      );
      return performance.now() - killedAt;
    }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let finishedInDatabase: Map<string, Set<number>>;
  try {
    const { rows } = await client.query<{ conversation_id: string; seq: number }>(
      `select conversation_id, seq from messages
       where conversation_id = any($1) and status = 'complete'`,
      [all],
    );
    finishedInDatabase = new Map(all.map((id) => [id, new Set<number>()]));
    for (const row of rows) finishedInDatabase.get(row.conversation_id)!.add(row.seq);
  } finally {
    await client.end();
  }
  let seenCount = 0;
  let lost = 0;
  for (const [id, seqs] of seen) {
    seenCount += seqs.length;
    lost += seqs.filter((seq) => !finishedInDatabase.get(id)!.has(seq)).length;
  }
  for (const id of onB)
    await callJson(`${b.url}/api/conversations/${id}/stop`, { method: 'POST', token });
  return {
    debates: all.length,
    takenOver: takenOver.length,
    takeoverMs: round(Math.max(...takenOver)),
    finishedSeenBeforeKill: seenCount,
    finishedInDatabase: [...finishedInDatabase.values()].reduce((sum, set) => sum + set.size, 0),
    lost,
  };
}

export async function run() {
  const loadAtStart = loadAverage();
  const options = settings();
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) {
    console.log('Building the server (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  // Stopped from the terminal or by a signal: what it started goes with it (the finally below
  // never runs then). An exit for any other reason (a failure) ends what is left too.
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`scale bench: ${signal}: stopping its processes and PostgreSQL`);
    abandon();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  process.once('exit', abandon);
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-scale-'));
  let one: Step[];
  let two: Step[];
  let fanout: Awaited<ReturnType<typeof fanoutAndKill>>;
  // Every step of the ramp is bounded (rampUp gives up what the server has not answered by the
  // step's deadline); the phase's bound is the net under that.
  const capacityMs = options.steps.length * (STEP_TIMEOUT_MS + 3000 + options.seconds * 1000);
  try {
    const { databaseUrl } = await startPostgres();
    const capacityProvider = owned(
      await startHelper('bench/lib/clock-provider.ts', [], { RATE: String(RATE), TOKENS: '100' }),
    );
    const providerUrl = `http://127.0.0.1:${capacityProvider.port}/v1`;
    try {
      console.log('Capacity, one process:');
      one = await within(
        capacityMs + PHASE_MARGIN_MS,
        'capacity on one process',
        capacityOn(1, await databaseUrl('capacity_one'), dataDir, providerUrl, options),
      );
      console.log('Capacity, two processes:');
      two = await within(
        capacityMs + PHASE_MARGIN_MS,
        'capacity on two processes',
        capacityOn(2, await databaseUrl('capacity_two'), dataDir, providerUrl, options),
      );
    } finally {
      await stopped(capacityProvider.child);
    }
    fanout = await within(
      // Two measurements, the debates' first replies (60 s), the takeover (30 s).
      2 * (options.seconds * 1000 + 1500) + 90_000 + 2 * PHASE_MARGIN_MS,
      'fan-out and SIGKILL',
      fanoutAndKill(await databaseUrl('fanout'), dataDir, options),
    );
  } finally {
    // Whatever a phase that failed or ran over left running.
    for (const child of started.children) await stopped(child);
    await started.postgres?.remove();
    started.postgres = null;
    rmSync(dataDir, { recursive: true, force: true });
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    process.off('exit', abandon);
  }
  const maxDebates = (steps: Step[]) => steps.filter((step) => step.ok).at(-1)?.count ?? 0;
  const { raw, parley, takeover } = fanout;
  const result = {
    bench: 'scale',
    date: new Date().toISOString(),
    smoke: options.smoke,
    tokensPerSecondPerDebate: RATE,
    capacity: {
      oneProcess: maxDebates(one),
      twoProcesses: maxDebates(two),
      ratio: maxDebates(one) ? round(maxDebates(two) / maxDebates(one)) : null,
      oneSteps: one,
      twoSteps: two,
    },
    fanout: {
      viewers: options.viewers,
      processes: 2,
      raw,
      parley,
      p99Ratio: round(parley.latency.p99 / raw.latency.p99),
    },
    takeover: { leaseTtlMs: LEASE_TTL_MS, ...takeover },
    pass: takeover.lost === 0,
  };
  console.log(
    table(
      ['measure', 'one process / raw', 'two processes'],
      [
        [
          'capacity (debates, p99 ≤ 50 ms)',
          result.capacity.oneProcess,
          result.capacity.twoProcesses,
        ],
        [
          `fan-out p50/p99 (${options.viewers} viewers)`,
          `${round(raw.latency.p50)} / ${round(raw.latency.p99)} ms`,
          `${round(parley.latency.p50)} / ${round(parley.latency.p99)} ms`,
        ],
        ['fan-out CPU', `${raw.cpuPercent} %`, `${parley.cpuPercent} %`],
      ],
    ),
  );
  console.log(
    `capacity two ÷ one: ${result.capacity.ratio}; fan-out p99 ÷ raw: ${result.fanout.p99Ratio}; ` +
      `SIGKILL: ${takeover.takenOver} of ${takeover.debates / 2} debates taken over within ` +
      `${takeover.takeoverMs} ms (lease ${LEASE_TTL_MS} ms), ${takeover.finishedSeenBeforeKill} ` +
      `finished messages seen before the kill, ${takeover.lost} lost ` +
      `(${takeover.finishedInDatabase} in the database after)`,
  );
  // A smoke run only checks that the bench works: its figures are not results.
  if (!options.smoke) writeResult('scale', result, loadAtStart);
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
