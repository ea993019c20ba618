/**
 * Server overhead on a streamed completion: 256-token answers from the fake provider, read by
 * the same client either directly or through POST /api/chat/completions on a real listening app.
 * Each call through the app makes its production quota reservation and settlement (finite limits
 * never reached: see ROOMY_USAGE_LIMITS).
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
import { ROOMY_USAGE_LIMITS, signUpBenchAccount } from './lib/app-client.ts';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';
import {
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

export type OverheadResult = {
  concurrency: number;
  direct: { ttft: Summary; duration: Summary };
  viaApp: { ttft: Summary; duration: Summary };
  addedTtftP50Ms: number;
  addedTtftP99Ms: number;
  durationRatio: number;
};

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
  const token = await signUpBenchAccount(server.url);
  const auth = { authorization: `Bearer ${token}` };
  const messages = [{ role: 'user', content: 'Benchmark prompt' }];
  const direct = () =>
    timeStream(
      `${fake.url}/openai/v1/chat/completions`,
      { authorization: 'Bearer fake' },
      {
        model: 'gpt-4o',
        messages,
        stream: true,
        stream_options: { include_usage: true },
      },
    );
  const viaApp = () =>
    timeStream(`${server.url}/api/chat/completions`, auth, {
      provider: 'openai',
      model: 'gpt-4o',
      messages,
      stream: true,
    });

  const results: OverheadResult[] = [];
  const burstDirect: number[] = [];
  const burstApp: number[] = [];
  try {
    // Warm both paths (JIT, connection pools, the first database queries).
    await runPool(20, 5, () => direct());
    await runPool(20, 5, () => viaApp());
    for (const concurrency of [1, 20]) {
      // Interleaved so that both paths see the same machine load.
      const pairs = await runPool(completions, concurrency, async (index) =>
        index % 2 === 0
          ? [await direct(), await viaApp()]
          : [await viaApp(), await direct()].reverse(),
      );
      const d = pairs.map(([a]) => a!);
      const v = pairs.map(([, b]) => b!);
      const ttftDirect = summarize(d.map((s) => s.ttftMs));
      const ttftApp = summarize(v.map((s) => s.ttftMs));
      results.push({
        concurrency,
        direct: { ttft: ttftDirect, duration: summarize(d.map((s) => s.durationMs)) },
        viaApp: { ttft: ttftApp, duration: summarize(v.map((s) => s.durationMs)) },
        addedTtftP50Ms: round(ttftApp.p50 - ttftDirect.p50),
        addedTtftP99Ms: round(ttftApp.p99 - ttftDirect.p99),
        durationRatio: round(
          mean(v.map((s) => s.durationMs)) / mean(d.map((s) => s.durationMs)),
          4,
        ),
      });
    }
    // 20 requests sent at the same instant, alternating which path goes first.
    for (let burst = 0; burst < 6; burst += 1) {
      const fire = async (path: () => Promise<Sample>, into: number[]) => {
        const samples = await Promise.all(Array.from({ length: 20 }, () => path()));
        into.push(...samples.map((sample) => sample.ttftMs));
      };
      if (burst % 2 === 0) {
        await fire(direct, burstDirect);
        await fire(viaApp, burstApp);
      } else {
        await fire(viaApp, burstApp);
        await fire(direct, burstDirect);
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    await fake.close();
  }

  const at20 = results.find((result) => result.concurrency === 20)!;
  const burst20AddedTtftP50Ms = round(summarize(burstApp).p50 - summarize(burstDirect).p50);
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
          'ttft app p50/p99',
          'added p50',
          'added p99',
          'duration ratio',
        ],
        results.map((r) => [
          r.concurrency,
          `${round(r.direct.ttft.p50)} / ${round(r.direct.ttft.p99)} ms`,
          `${round(r.viaApp.ttft.p50)} / ${round(r.viaApp.ttft.p99)} ms`,
          `${r.addedTtftP50Ms} ms`,
          `${r.addedTtftP99Ms} ms`,
          r.durationRatio,
        ]),
      ),
    );
    console.log(
      `burst of 20 at once: added ttft p50 ${burst20AddedTtftP50Ms} ms (≤ 5); pass ${report.pass}`,
    );
  }
  writeResult('provider-overhead', report, loadAtStart);
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
