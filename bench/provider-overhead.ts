/**
 * Server overhead on a streamed completion: 256-token answers from the fake provider, read by
 * the same client either directly or through POST /api/chat/completions on a real listening app.
 * Each call through the app makes its production quota reservation and settlement (finite limits
 * never reached: see ROOMY_USAGE_LIMITS).
 *
 * A third path goes through a pass-through process (bench/lib/pass-through.ts) that only forwards
 * bytes: what any second process costs on this machine (waking a process that sat idle while the
 * other paths ran, two more loopback hops) is its added time; the app's added time beyond it
 * (`overRelay`) is Parley's own work. The targets stay against the direct call.
 *
 *   node --import tsx bench/provider-overhead.ts
 *
 * Env: BENCH_COMPLETIONS (default 200), BENCH_TOKENS (256), BENCH_DRIP_MS (1 ms between chunks,
 * faster than any real provider), BENCH_PROFILE_DIR (a CPU profile of the app's process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../test/helpers/server-process.ts';
import { startHelper } from './lib/helper-process.ts';
import { ROOMY_USAGE_LIMITS, signUpBenchAccount } from './lib/app-client.ts';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';
import {
  cpuSeconds,
  mean,
  round,
  runPool,
  summarize,
  table,
  loadAverage,
  writeResult,
  type Summary,
} from './lib/stats.ts';

type Sample = { ttftMs: number; durationMs: number };

/** One streamed request; time to the first content token and to the end of the body. */
async function timeStream(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body)
    throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let ttftMs = Number.NaN;
  for await (const part of response.body) {
    if (Number.isNaN(ttftMs) && decoder.decode(part as Uint8Array).includes('"content":"w')) {
      ttftMs = performance.now() - started;
    }
  }
  return { ttftMs, durationMs: performance.now() - started };
}

type PathSummary = { ttft: Summary; duration: Summary };

export type OverheadResult = {
  concurrency: number;
  direct: PathSummary;
  viaRelay: PathSummary;
  viaApp: PathSummary;
  addedTtftP50Ms: number;
  addedTtftP99Ms: number;
  durationRatio: number;
  /** The pass-through process's added time to first token: any second process's cost. */
  relayAddedTtftP50Ms: number;
  /** The app's time to first token beyond the pass-through's: Parley's own work. */
  overRelayTtftP50Ms: number;
  overRelayTtftP99Ms: number;
  /**
   * CPU time per completion of each process in the path (user + system, /proc, 10 ms ticks over
   * the whole phase): unlike times to first token, not moved by how long a process slept.
   */
  cpuMsPerCompletion: { relay: number; app: number };
};

const summarizePath = (samples: Sample[]): PathSummary => ({
  ttft: summarize(samples.map((sample) => sample.ttftMs)),
  duration: summarize(samples.map((sample) => sample.durationMs)),
});

export async function run(
  options: { completions?: number; tokens?: number; dripMs?: number; print?: boolean } = {},
) {
  const loadAtStart = loadAverage();
  const completions = options.completions ?? Number(process.env['BENCH_COMPLETIONS'] ?? 200);
  const tokens = options.tokens ?? Number(process.env['BENCH_TOKENS'] ?? 256);
  const dripMs = options.dripMs ?? Number(process.env['BENCH_DRIP_MS'] ?? 1);
  const fake = await startFakeProviders({ record: false, defaults: { tokens, dripMs } });
  // The app runs in its own process, as in production; the client and the fake provider share
  // this one, so both paths pay the same client-side and provider-side cost.
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const profileDir = process.env['BENCH_PROFILE_DIR'];
  const server = await startServerProcess(
    dataDir,
    {
      ...providerEnv(fake.url),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      USAGE_LIMITS: ROOMY_USAGE_LIMITS,
    },
    // BENCH_PROFILE_DIR=dir: a CPU profile of the app (where its added time goes).
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const relay = await startHelper('bench/lib/pass-through.ts', [fake.url]);
  const token = await signUpBenchAccount(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const messages = [{ role: 'user', content: 'Benchmark prompt' }];
  const providerCall = (baseUrl: string) => () =>
    timeStream(
      `${baseUrl}/openai/v1/chat/completions`,
      { authorization: 'Bearer fake' },
      {
        model: 'gpt-4o',
        messages,
        stream: true,
        stream_options: { include_usage: true },
      },
    );
  const direct = providerCall(fake.url);
  const viaRelay = providerCall(`http://127.0.0.1:${relay.port}`);
  const viaApp = () =>
    timeStream(`${server.url}/api/chat/completions`, auth, {
      provider: 'openai',
      model: 'gpt-4o',
      messages,
      stream: true,
    });

  /** In this order in every rotation, burst and result: direct, pass-through, app. */
  const paths = [direct, viaRelay, viaApp];
  const results: OverheadResult[] = [];
  /** Times to first token in bursts: direct, via the pass-through, via the app. */
  const bursts: number[][] = [[], [], []];
  try {
    // Warm every path (JIT, connection pools, the first database queries).
    for (const path of paths) await runPool(20, 5, () => path());
    for (const concurrency of [1, 20]) {
      // Interleaved, each path first, second and third in turn, so that all see the same load
      // and the same predecessors.
      const cpuAtStart = [relay.child.pid!, server.child.pid!].map(cpuSeconds);
      const triples = await runPool(completions, concurrency, async (index) => {
        const samples: Sample[] = [];
        for (let k = 0; k < paths.length; k += 1) {
          const which = (index + k) % paths.length;
          samples[which] = await paths[which]!();
        }
        return samples;
      });
      const [relayCpuMs, appCpuMs] = [relay.child.pid!, server.child.pid!].map((pid, index) =>
        round(((cpuSeconds(pid) - cpuAtStart[index]!) * 1000) / completions),
      );
      const [d, r, v] = [0, 1, 2].map((which) => triples.map((samples) => samples[which]!));
      const [onDirect, onRelay, onApp] = [d!, r!, v!].map(summarizePath);
      results.push({
        concurrency,
        direct: onDirect!,
        viaRelay: onRelay!,
        viaApp: onApp!,
        addedTtftP50Ms: round(onApp!.ttft.p50 - onDirect!.ttft.p50),
        addedTtftP99Ms: round(onApp!.ttft.p99 - onDirect!.ttft.p99),
        durationRatio: round(
          mean(v!.map((s) => s.durationMs)) / mean(d!.map((s) => s.durationMs)),
          4,
        ),
        relayAddedTtftP50Ms: round(onRelay!.ttft.p50 - onDirect!.ttft.p50),
        overRelayTtftP50Ms: round(onApp!.ttft.p50 - onRelay!.ttft.p50),
        overRelayTtftP99Ms: round(onApp!.ttft.p99 - onRelay!.ttft.p99),
        cpuMsPerCompletion: { relay: relayCpuMs!, app: appCpuMs! },
      });
    }
    // 20 requests sent at the same instant, each path first, second and third in turn.
    for (let burst = 0; burst < 6; burst += 1) {
      for (let k = 0; k < paths.length; k += 1) {
        const which = (burst + k) % paths.length;
        const samples = await Promise.all(Array.from({ length: 20 }, () => paths[which]!()));
        bursts[which]!.push(...samples.map((sample) => sample.ttftMs));
      }
    }
  } finally {
    relay.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await Promise.all([server.exited, new Promise((resolve) => relay.child.once('exit', resolve))]);
    rmSync(dataDir, { recursive: true, force: true });
    await fake.close();
  }

  const at20 = results.find((result) => result.concurrency === 20)!;
  const [burstDirect, burstRelay, burstApp] = bursts.map((ttfts) => summarize(ttfts).p50);
  const burst20AddedTtftP50Ms = round(burstApp! - burstDirect!);
  const burst20OverRelayTtftP50Ms = round(burstApp! - burstRelay!);
  const targets = {
    addedTtftP50Ms: 2,
    addedTtftP99Ms: 10,
    durationRatio: 1.02,
    burst20AddedTtftP50Ms: 5,
  };
  const report = {
    bench: 'provider-overhead',
    date: new Date().toISOString(),
    completions,
    tokens,
    dripMs,
    /** Each call through the app reserved its quota with the database upsert, as in production. */
    quotaReservation: true,
    /** At concurrency 20. */
    addedTtftP50Ms: at20.addedTtftP50Ms,
    addedTtftP99Ms: at20.addedTtftP99Ms,
    durationRatio: at20.durationRatio,
    burst20AddedTtftP50Ms,
    /** The same figures against the pass-through process: Parley's own share of them. */
    overRelay: {
      atConcurrency1P50Ms: results[0]!.overRelayTtftP50Ms,
      p50Ms: at20.overRelayTtftP50Ms,
      p99Ms: at20.overRelayTtftP99Ms,
      burst20P50Ms: burst20OverRelayTtftP50Ms,
    },
    targets,
    pass:
      at20.addedTtftP50Ms <= targets.addedTtftP50Ms &&
      at20.addedTtftP99Ms <= targets.addedTtftP99Ms &&
      at20.durationRatio <= targets.durationRatio &&
      burst20AddedTtftP50Ms <= targets.burst20AddedTtftP50Ms,
    results,
  };
  if (options.print ?? true) {
    console.log(
      table(
        [
          'concurrency',
          'ttft direct p50/p99',
          'pass-through p50/p99',
          'app p50/p99',
          'added p50/p99',
          'app over pass-through p50/p99',
          'duration ratio',
          'CPU per completion: pass-through / app',
        ],
        results.map((r) => [
          r.concurrency,
          `${round(r.direct.ttft.p50)} / ${round(r.direct.ttft.p99)} ms`,
          `${round(r.viaRelay.ttft.p50)} / ${round(r.viaRelay.ttft.p99)} ms`,
          `${round(r.viaApp.ttft.p50)} / ${round(r.viaApp.ttft.p99)} ms`,
          `${r.addedTtftP50Ms} / ${r.addedTtftP99Ms} ms`,
          `${r.overRelayTtftP50Ms} / ${r.overRelayTtftP99Ms} ms`,
          r.durationRatio,
          `${r.cpuMsPerCompletion.relay} / ${r.cpuMsPerCompletion.app} ms`,
        ]),
      ),
    );
    console.log(
      `burst of 20 at once: added ttft p50 ${burst20AddedTtftP50Ms} ms (≤ 5), ` +
        `over the pass-through ${burst20OverRelayTtftP50Ms} ms; pass ${report.pass}`,
    );
  }
  writeResult('provider-overhead', report, loadAtStart);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
