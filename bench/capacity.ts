/**
 * Capacity: how many live debates one server process carries. Each debate's provider (a fake in
 * its own process) streams 50 tokens a second, one token per chunk, each token its send time;
 * each debate has one SSE viewer (this process). The count rises in steps until the p99 delay
 * from the provider sending a token to the viewer receiving it passes 50 ms, or a viewer falls
 * behind. Reports `maxDebates` and the server's RSS per debate. Writes bench/results/capacity.json.
 *
 *   node --import tsx bench/capacity.ts [--steps 50,100,200,400,700,1000] [--seconds 5]
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callJson, startServerProcess } from '../test/helpers/server-process.ts';
import { clockNow as now, sentTimes } from './lib/clock-provider.ts';
import { round, summarize, table, writeResult } from './lib/stats.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

export async function run(options: { steps?: number[]; seconds?: number } = {}) {
  const steps = options.steps ?? [50, 100, 200, 400, 700, 1000];
  const seconds = options.seconds ?? 5;
  const provider = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/clock-provider.ts'], {
    env: { ...process.env, RATE: '50', TOKENS: '100' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve) =>
    provider.stdout!.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-capacity-'));
  const profileDir = process.env['CAPACITY_PROFILE_DIR'];
  const limit = String(Math.max(...steps) * 2);
  const server = await startServerProcess(
    dataDir,
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',

      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_API_KEY: 'capacity',
      CONVERSATION_TURN_DELAY_MS: '0',
      MAX_RUNNING_CONVERSATIONS_PER_USER: limit,
      MAX_EVENT_STREAMS_PER_USER: limit,
      USAGE_LIMITS: JSON.stringify({
        explore: { free: -1, standard: -1, premium: -1, ultra_premium: -1 },
      }),
    },
    // CAPACITY_PROFILE_DIR=dir: a CPU profile of the server (where each delta's time goes).
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const { token } = await callJson<{ token: string }>(`${server.url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({ email: 'capacity@example.com', password: 'bench-password', name: 'B' }),
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const baseRss = rssMb(server.child.pid!);

  let measuring = false;
  let delays: number[] = [];
  let behind = 0;
  const viewers: AbortController[] = [];
  async function addDebate() {
    const created = await callJson<{ id: string }>(`${server.url}/api/conversations`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        mode: 'duel',
        openingLine: 'Should every city have a capacity bench?',
        agents: [
          { model: 'gpt-4o', systemInstructions: 'For.' },
          { model: 'gpt-4o', systemInstructions: 'Against.' },
        ],
      }),
    });
    const abort = new AbortController();
    viewers.push(abort);
    const response = await fetch(`${server.url}/api/conversations/${created.id}/events`, {
      headers,
      signal: abort.signal,
    });
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
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
                const delay = received - sent;
                delays.push(delay);
                if (delay > 1000) behind += 1;
              }
            } else if (event.type === 'state' && event.conversation?.status === 'waiting') {
              // Checkpoints every 10 messages: continue at once, so the load stays constant.
              void fetch(`${server.url}/api/conversations/${created.id}/continue`, {
                method: 'POST',
                headers: { authorization: headers.authorization },
              });
            }
          }
        }
      } catch {
        // Aborted at the end.
      }
    })();
  }

  const rows: { debates: number; p50: number; p99: number; rssMb: number; pass: boolean }[] = [];
  let maxDebates = 0;
  try {
    for (const count of steps) {
      while (viewers.length < count) await addDebate();
      await sleep(3000);
      delays = [];
      behind = 0;
      measuring = true;
      await sleep(seconds * 1000);
      measuring = false;
      const summary = summarize(delays);
      const rss = rssMb(server.child.pid!);
      const pass = summary.count > 0 && summary.p99 <= 50 && behind === 0;
      rows.push({
        debates: count,
        p50: round(summary.p50),
        p99: round(summary.p99),
        rssMb: round(rss, 1),
        pass,
      });
      console.log(
        `${count} debates: token delay p50 ${round(summary.p50)} ms, p99 ${round(summary.p99)} ms, ` +
          `${summary.count} tokens, RSS ${round(rss, 1)} MB, ${pass ? 'ok' : 'over'}`,
      );
      if (!pass) break;
      maxDebates = count;
    }
  } finally {
    for (const viewer of viewers) viewer.abort();
    server.child.kill('SIGTERM');
    await server.exited;
    provider.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const last = rows.filter((row) => row.pass).at(-1);
  const result = {
    bench: 'capacity',
    date: new Date().toISOString(),
    load: loadavg().map((value) => round(value, 2)),
    tokensPerSecondPerDebate: 50,
    maxDebates,
    rssPerDebateMb: last ? round((last.rssMb - baseRss) / last.debates, 3) : null,
    baseRssMb: round(baseRss, 1),
    steps: rows,
    targets: { maxDebates: 1000, delayP99Ms: 50 },
    pass: maxDebates >= 1000,
  };
  console.log(
    table(
      ['debates', 'delay p50', 'delay p99', 'RSS', 'ok'],
      rows.map((row) => [
        row.debates,
        `${row.p50} ms`,
        `${row.p99} ms`,
        `${row.rssMb} MB`,
        String(row.pass),
      ]),
    ),
  );
  console.log(`maxDebates ${maxDebates} (target 1000), RSS per debate ${result.rssPerDebateMb} MB`);
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
