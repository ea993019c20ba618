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
 *   node --import tsx bench/capacity.ts [--steps 50,100,200,400,700,1000] [--seconds 5]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { startHelper } from './lib/helper-process.ts';
import { ROOMY_USAGE_LIMITS, signUpBenchAccount, startBenchDebate } from './lib/app-client.ts';
import { clockNow as now, sentTimes } from './lib/clock-provider.ts';
import { round, summarize, table, writeResult } from './lib/stats.ts';

const RATE = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

type Step = { count: number; p50: number; p99: number; behind: number; rssMb: number; ok: boolean };
type Viewer = { tokens: number; abort: AbortController };

/**
 * Opens viewers one by one up to each step's count and measures each step: every delta token's
 * delay, and the viewers that fell behind. Stops after the first step that misses the target.
 */
async function rampUp(options: {
  steps: number[];
  seconds: number;
  pid: number;
  /** Opens one stream to watch (a new debate's events, or a relay stream). */
  open: () => Promise<{ url: string; headers?: Record<string, string>; onWaiting?: () => void }>;
}): Promise<Step[]> {
  let measuring = false;
  let delays: number[] = [];
  const viewers: Viewer[] = [];
  async function addViewer() {
    const { url, headers, onWaiting } = await options.open();
    const viewer: Viewer = { tokens: 0, abort: new AbortController() };
    viewers.push(viewer);
    const response = await fetch(url, { headers: headers ?? {}, signal: viewer.abort.signal });
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
  }

  const steps: Step[] = [];
  try {
    for (const count of options.steps) {
      while (viewers.length < count) await addViewer();
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
      const ok = summary.count > 0 && summary.p99 <= 50 && behind === 0;
      steps.push({
        count,
        p50: round(summary.p50),
        p99: round(summary.p99),
        behind,
        rssMb: round(rssMb(options.pid), 1),
        ok,
      });
      console.log(
        `  ${count}: delay p50 ${round(summary.p50)} ms, p99 ${round(summary.p99)} ms, ` +
          `${summary.count} tokens, ${behind} behind, ${ok ? 'ok' : 'over'}`,
      );
      if (!ok) break;
    }
  } finally {
    for (const viewer of viewers) viewer.abort.abort();
  }
  return steps;
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function run(options: { steps?: number[]; seconds?: number } = {}) {
  const steps = options.steps ?? [50, 100, 200, 400, 700, 1000];
  const seconds = options.seconds ?? 5;
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
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        OPENAI_BASE_URL: providerUrl,
        OPENAI_API_KEY: 'capacity',
        CONVERSATION_TURN_DELAY_MS: '0',
        MAX_RUNNING_CONVERSATIONS_PER_USER: limit,
        MAX_EVENT_STREAMS_PER_USER: limit,
        USAGE_LIMITS: ROOMY_USAGE_LIMITS,
      },
      // CAPACITY_PROFILE_DIR=dir: a CPU profile of the server (where each delta's time goes).
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    try {
      const token = await signUpBenchAccount(server.url);
      const authorization = `Bearer ${token}`;
      baseRss = rssMb(server.child.pid!);
      parley = await rampUp({
        steps,
        seconds,
        pid: server.child.pid!,
        open: async () => {
          const id = await startBenchDebate(
            server.url,
            token,
            'Should every city have a capacity bench?',
          );
          return {
            url: `${server.url}/api/conversations/${id}/events`,
            headers: { authorization },
            // Checkpoints every 10 messages: continue at once, so the load stays constant.
            onWaiting: () =>
              void fetch(`${server.url}/api/conversations/${id}/continue`, {
                method: 'POST',
                headers: { authorization },
              }).catch(() => undefined),
          };
        },
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
        pid: relayServer.child.pid!,
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
    load: loadavg().map((value) => round(value, 2)),
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
    steps: rows,
    relaySteps: relay,
    targets: { maxDebates: 1000, delayP99Ms: 50 },
    pass: maxDebates >= 1000,
  };
  console.log(
    table(
      ['debates', 'delay p50', 'delay p99', 'relay p99', 'p99 ÷ relay', 'behind', 'RSS', 'ok'],
      rows.map((row) => [
        row.count,
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
  writeResult('capacity', result);
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
  });
}
