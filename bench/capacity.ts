/**
 * Capacity: how many live debates one server process carries. Each debate's provider (a fake in
 * its own process) streams 50 tokens a second, one token per chunk, each token its send time;
 * each debate has one SSE viewer (this process). The count rises in steps until the p99 delay
 * from the provider sending a token to the viewer receiving it passes 50 ms, or a viewer falls
 * behind (gets less than half the tokens the others get). The same steps then run against a raw
 * relay (bench/lib/raw-relay.ts: provider stream → SSE, nothing else) as the baseline measured in
 * the same run. Reports `maxDebates`, the delay ratios against the relay and the server's RSS per
 * debate. Every turn makes its production quota reservation (finite limits never reached: see
 * ROOMY_USAGE_LIMITS). Writes bench/results/capacity.json.
 *
 * Past its bounds the server refuses new debates and streams with 503 (decision 025): a step
 * whose debates cannot all be started within `--step-timeout` seconds (each refusal waits the
 * answer's Retry-After) is measured with the debates it carries and ends the run, reporting the
 * refusals, the time the step took and the server's memory (RSS now and at its peak).
 *
 *   node --import tsx bench/capacity.ts [--steps 100,200,300,400,500,600,700,800,900,1000] [--seconds 5]
 *     [--step-timeout 60] [--keep-going: measure the steps past a missed one too]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHED_EVENT_LOOP_DELAY_MS } from '../src/server/http/shedding.ts';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { startHelper } from './lib/helper-process.ts';
import {
  fetchBy,
  passedDeadline,
  ROOMY_USAGE_LIMITS,
  signUpBenchAccount,
  startBenchDebate,
} from './lib/app-client.ts';
import { clockNow as now, sentTimes } from './lib/clock-provider.ts';
import { round, summarize, table, loadAverage, writeResult } from './lib/stats.ts';

export const RATE = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A process's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB. */
const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
};
const rssMb = (pid: number) => memoryMb(pid);
const sumOver = (pids: number[], of: (pid: number) => number) =>
  pids.reduce((sum, pid) => sum + of(pid), 0);

export type Step = {
  count: number;
  /** Debates (or relay streams) actually carried while measuring: `count` unless refused. */
  carried: number;
  /** 503 answers to starting a debate or opening its stream while this step was filled. */
  refused: number;
  /**
   * Requests (a debate's start, its stream) the server had not answered by the step's deadline:
   * given up, and the step measured with what it carries.
   */
  unanswered: number;
  /** From the step's first new debate to the end of its measurement. */
  seconds: number;
  p50: number;
  p99: number;
  behind: number;
  rssMb: number;
  peakRssMb: number;
  ok: boolean;
};
type Viewer = { tokens: number; abort: AbortController };

/** What `open` gives: a stream to watch, or the server's refusal and when to come back. */
type Opened =
  | { url: string; headers?: Record<string, string>; onWaiting?: () => void }
  | { refusedForMs: number };

/** The pause a 503 asks for (`Retry-After`, seconds), else 1 s. */
export const retryAfterMs = (response: Response) =>
  Number(response.headers.get('retry-after') ?? 1) * 1000;

/**
 * Opens viewers one by one up to each step's count and measures each step: every delta token's
 * delay, and the viewers that fell behind. Stops after the first step that misses the target.
 */
export async function rampUp(options: {
  steps: number[];
  seconds: number;
  stepTimeoutMs: number;
  /** Measures the steps past one that missed the target too (still ends at a refused one). */
  keepGoing?: boolean;
  /** The processes serving the streams: their memory is summed. */
  pids: number[];
  /** Opens one stream to watch (a new debate's events, or a relay stream) by `deadline`. */
  open: (deadline: number) => Promise<Opened>;
}): Promise<Step[]> {
  let measuring = false;
  let delays: number[] = [];
  let refused = 0;
  let unanswered = 0;
  const viewers: Viewer[] = [];
  /**
   * Adds one viewer, waiting out refusals until `deadline`; false when it ran out of time (a
   * refusal asks to come back after it, or the server did not answer by then).
   */
  async function addViewer(deadline: number): Promise<boolean> {
    try {
      return await watchOne(deadline);
    } catch (error) {
      if (!passedDeadline(error)) throw error;
      unanswered += 1;
      return false;
    }
  }
  async function watchOne(deadline: number): Promise<boolean> {
    let opened = await options.open(deadline);
    while ('refusedForMs' in opened) {
      refused += 1;
      if (Date.now() + opened.refusedForMs > deadline) return false;
      await sleep(opened.refusedForMs);
      opened = await options.open(deadline);
    }
    const { url, headers, onWaiting } = opened;
    const viewer: Viewer = { tokens: 0, abort: new AbortController() };
    const connect = () => fetchBy(url, { headers: headers ?? {} }, deadline, viewer.abort);
    let response = await connect();
    // The debate started but its stream was refused: it runs unwatched until one opens.
    while (response.status === 503) {
      refused += 1;
      const pause = retryAfterMs(response);
      await response.body?.cancel();
      if (Date.now() + pause > deadline) return false;
      await sleep(pause);
      response = await connect();
    }
    viewers.push(viewer);
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const part of response.body!) {
        const received = now();
        buffer += decoder.decode(part as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as {
            type: string;
            text?: string;
            conversation?: { status: string };
          };
          if (event.type === 'delta' && measuring) {
            for (const sent of sentTimes(event.text!)) {
              delays.push(received - sent);
              viewer.tokens += 1;
            }
          } else if (event.type === 'state' && event.conversation?.status === 'waiting') {
            onWaiting?.();
          }
        }
      }
    })().catch(() => undefined); // Aborted at the end.
    return true;
  }

  const steps: Step[] = [];
  try {
    for (const count of options.steps) {
      const started = Date.now();
      const deadline = started + options.stepTimeoutMs;
      refused = 0;
      unanswered = 0;
      while (viewers.length < count) {
        if (!(await addViewer(deadline))) break;
      }
      await sleep(3000);
      delays = [];
      for (const viewer of viewers) viewer.tokens = 0;
      measuring = true;
      await sleep(options.seconds * 1000);
      measuring = false;
      const summary = summarize(delays);
      const counts = viewers.map((viewer) => viewer.tokens).sort((a, b) => a - b);
      const median = counts[Math.floor(counts.length / 2)] ?? 0;
      const behind = counts.filter((tokens) => tokens < median / 2).length;
      const carried = viewers.length;
      const ok = carried === count && summary.count > 0 && summary.p99 <= 50 && behind === 0;
      steps.push({
        count,
        carried,
        refused,
        unanswered,
        seconds: round((Date.now() - started) / 1000, 1),
        p50: round(summary.p50),
        p99: round(summary.p99),
        behind,
        rssMb: round(sumOver(options.pids, rssMb), 1),
        peakRssMb: round(
          sumOver(options.pids, (pid) => memoryMb(pid, 'VmHWM')),
          1,
        ),
        ok,
      });
      console.log(
        `  ${count}: ${carried} carried, ${refused} refused, ${unanswered} unanswered, delay p50 ${round(summary.p50)} ms, ` +
          `p99 ${round(summary.p99)} ms, ${summary.count} tokens, ${behind} behind, ` +
          `RSS ${round(sumOver(options.pids, rssMb))} MB, ${ok ? 'ok' : 'over'}`,
      );
      // A step the server would not fill ends the run: a larger one would only be refused more.
      if (carried < count || (!ok && !options.keepGoing)) break;
    }
  } finally {
    for (const viewer of viewers) viewer.abort.abort();
  }
  return steps;
}

/** A server's environment for the capacity steps: `limit` debates and streams per account. */
export const capacityServerEnv = (providerUrl: string, limit: string) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  OPENAI_BASE_URL: providerUrl,
  OPENAI_API_KEY: 'capacity',
  CONVERSATION_TURN_DELAY_MS: '0',
  MAX_RUNNING_CONVERSATIONS_PER_USER: limit,
  MAX_EVENT_STREAMS_PER_USER: limit,
  USAGE_LIMITS: ROOMY_USAGE_LIMITS,
  // Production's bound (the test helper turns shedding off).
  SHED_EVENT_LOOP_DELAY_MS: String(DEFAULT_SHED_EVENT_LOOP_DELAY_MS),
});

/**
 * Starts a debate on `serverUrl` and answers its event stream for rampUp (or the refusal); the
 * server must answer by `deadline`.
 */
export async function openDebateStream(
  serverUrl: string,
  token: string,
  deadline: number,
): Promise<Opened> {
  const authorization = `Bearer ${token}`;
  const started = await startBenchDebate(
    serverUrl,
    token,
    'Should every city have a capacity bench?',
    deadline,
  );
  if ('refused' in started) return { refusedForMs: retryAfterMs(started.refused) };
  const { id } = started;
  return {
    url: `${serverUrl}/api/conversations/${id}/events`,
    headers: { authorization },
    // Checkpoints every 10 messages: continue at once, so the load stays constant.
    onWaiting: () =>
      void fetch(`${serverUrl}/api/conversations/${id}/continue`, {
        method: 'POST',
        headers: { authorization },
      }).catch(() => undefined),
  };
}

/** How long a process asked to stop (SIGTERM) has before it is killed (the server's own is 10 s). */
const STOP_GRACE_MS = 15_000;

/** Ends `child`: SIGTERM, then SIGKILL if it has not exited within STOP_GRACE_MS. */
export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    // Ended already (by an exit code, or by a signal: then exitCode is null).
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });

export async function run(
  options: {
    steps?: number[];
    seconds?: number;
    stepTimeoutSeconds?: number;
    keepGoing?: boolean;
  } = {},
) {
  const loadAtStart = loadAverage();
  const steps = options.steps ?? [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
  const seconds = options.seconds ?? 5;
  const stepTimeoutMs = (options.stepTimeoutSeconds ?? 60) * 1000;
  const provider = await startHelper('bench/lib/clock-provider.ts', [], {
    RATE: String(RATE),
    TOKENS: '100',
  });
  const providerUrl = `http://127.0.0.1:${provider.port}/v1`;
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-capacity-'));
  const profileDir = process.env['CAPACITY_PROFILE_DIR'];
  const limit = String(Math.max(...steps) * 2);
  let parley: Step[];
  let relay: Step[];
  let baseRss: number;
  try {
    console.log('Parley (one server process, PGlite):');
    const server = await startServerProcess(
      dataDir,
      capacityServerEnv(providerUrl, limit),
      // CAPACITY_PROFILE_DIR=dir: a CPU profile of the server (where each delta's time goes).
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    try {
      const token = await signUpBenchAccount(server.url);
      baseRss = rssMb(server.child.pid!);
      parley = await rampUp({
        steps,
        seconds,
        stepTimeoutMs,
        keepGoing: options.keepGoing ?? false,
        pids: [server.child.pid!],
        open: (deadline) => openDebateStream(server.url, token, deadline),
      });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    console.log('Raw relay (baseline):');
    const relayServer = await startHelper('bench/lib/raw-relay.ts', [providerUrl]);
    try {
      relay = await rampUp({
        steps,
        seconds,
        stepTimeoutMs,
        pids: [relayServer.child.pid!],
        open: async () => ({ url: `http://127.0.0.1:${relayServer.port}/` }),
      });
    } finally {
      await stopped(relayServer.child);
    }
  } finally {
    await stopped(provider.child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const passed = parley.filter((step) => step.ok);
  const maxDebates = passed.at(-1)?.count ?? 0;
  const last = passed.at(-1);
  const rows = parley.map((step) => {
    const baseline = relay.find((other) => other.count === step.count);
    return {
      ...step,
      relayP50: baseline?.p50 ?? null,
      relayP99: baseline?.p99 ?? null,
      p99VsRelay: baseline ? round(step.p99 / baseline.p99, 2) : null,
    };
  });
  const result = {
    bench: 'capacity',
    date: new Date().toISOString(),
    tokensPerSecondPerDebate: RATE,
    /** Each turn reserved its quota with the database upsert, as in production. */
    quotaReservation: true,
    maxDebates,
    relayMaxStreams: relay.filter((step) => step.ok).at(-1)?.count ?? 0,
    // Everything the process grew by since it was idle, shared by the debates it carried: an
    // upper bound (it includes what the first requests allocate once), never negative as a
    // difference between two steps can be when the GC gives memory back in between.
    rssPerDebateMb: last ? round((last.rssMb - baseRss) / last.count, 3) : null,
    baseRssMb: round(baseRss, 1),
    // The step past the limit: what the server refused, how long the step took, its memory.
    pastLimit: parley.find((step) => !step.ok) ?? null,
    refused: parley.reduce((sum, step) => sum + step.refused, 0),
    peakRssMb: Math.max(...parley.map((step) => step.peakRssMb)),
    stepTimeoutSeconds: stepTimeoutMs / 1000,
    steps: rows,
    relaySteps: relay,
    targets: { maxDebates: 1000, delayP99Ms: 50 },
    pass: maxDebates >= 1000,
  };
  console.log(
    table(
      [
        'debates',
        'carried',
        'refused',
        'step',
        'delay p50',
        'delay p99',
        'relay p99',
        'p99 ÷ relay',
        'behind',
        'RSS',
        'ok',
      ],
      rows.map((row) => [
        row.count,
        row.carried,
        row.refused,
        `${row.seconds} s`,
        `${row.p50} ms`,
        `${row.p99} ms`,
        row.relayP99 === null ? '-' : `${row.relayP99} ms`,
        row.p99VsRelay ?? '-',
        row.behind,
        `${row.rssMb} MB`,
        String(row.ok),
      ]),
    ),
  );
  console.log(
    `maxDebates ${maxDebates} (target 1000; the raw relay carried ${result.relayMaxStreams}), ` +
      `RSS per debate ≤ ${result.rssPerDebateMb} MB (idle server ${result.baseRssMb} MB)`,
  );
  writeResult('capacity', result, loadAtStart);
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  await run({
    ...(arg('steps') ? { steps: arg('steps')!.split(',').map(Number) } : {}),
    ...(arg('seconds') ? { seconds: Number(arg('seconds')) } : {}),
    ...(arg('step-timeout') ? { stepTimeoutSeconds: Number(arg('step-timeout')) } : {}),
    keepGoing: process.argv.includes('--keep-going'),
  });
}
