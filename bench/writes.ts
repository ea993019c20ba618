/**
 * System calls that write to sockets (`write` and `writev` on TCP sockets, as `strace -f -y`
 * shows them on the server process)
 * per streamed reply (issue 29, item 3): a count, not a time, so a busy machine changes it
 * little (it may join more tokens per write, never fewer). Two runs, each on a fresh server:
 *
 * - chat: streamed POST /api/chat/completions, 256-token answers from the fake provider
 *   dripping a token a millisecond, 40 one after another and 40 ten at a time;
 * - debate: one duel of the fake provider's 256-token replies, followed by 10 owner event
 *   streams (GET /api/conversations/{id}/events), until it waits for its host.
 *
 *   node --import tsx bench/writes.ts       (or: npm run bench writes; needs strace)
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { providerEnv, startFakeProviders } from '../test/fake-providers/server.ts';
import { startServerProcess, type ServerProcess } from '../test/helpers/server-process.ts';
import { ROOMY_USAGE_LIMITS, signUpBenchAccount, startBenchDebate } from './lib/app-client.ts';
import { loadAverage, round, runPool, table, writeResult } from './lib/stats.ts';

const TOKENS = 256;

/** The server under `strace`; `stop` ends it and answers its writes to TCP sockets. */
async function tracedServer(fakeUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-writes-'));
  const summary = join(dataDir, 'strace.txt');
  const server = await startServerProcess(
    dataDir,
    {
      ...providerEnv(fakeUrl),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      USAGE_LIMITS: ROOMY_USAGE_LIMITS,
      CONVERSATION_TURN_DELAY_MS: '0',
    },
    [],
    ['strace', '-f', '-qq', '-y', '--seccomp-bpf', '-e', 'trace=write,writev', '-o', summary],
  );
  return {
    server,
    async stop(): Promise<number> {
      // strace's child is the server: it is asked to stop, and strace writes its count on exit.
      const pid = readFileSync(
        `/proc/${server.child.pid}/task/${server.child.pid}/children`,
        'utf8',
      )
        .trim()
        .split(' ')[0];
      process.kill(Number(pid), 'SIGTERM');
      await server.exited;
      // A line per call (a call another thread interrupted is resumed on a line of its own).
      const calls =
        readFileSync(summary, 'utf8').match(/\bwritev?\(\d+<(?:TCP|socket):/g)?.length ?? 0;
      rmSync(dataDir, { recursive: true, force: true });
      return calls;
    },
  };
}

async function streamChat(server: ServerProcess, token: string): Promise<void> {
  const response = await fetch(`${server.url}/api/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      provider: 'openai',
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Benchmark prompt' }],
      stream: true,
    }),
  });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  for await (const _ of response.body);
}

/** Opens an owner's event stream and reads it until closed. */
function follow(url: string, token: string): () => void {
  const request = get(url, { headers: { authorization: `Bearer ${token}` } }, (response) =>
    response.resume(),
  );
  request.on('error', () => undefined);
  return () => request.destroy();
}

/** Waits until the debate stops running (a duel waits for its host after its first round). */
async function repliesUntilPaused(url: string, token: string): Promise<number> {
  for (;;) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { messageCount: number; status: string };
    // The opening line, then the replies.
    if (body.status !== 'running') return body.messageCount - 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function run() {
  const loadAtStart = loadAverage();
  const fake = await startFakeProviders({ record: false, defaults: { tokens: TOKENS, dripMs: 1 } });
  try {
    // Chat completions through the proxy.
    const chat = await tracedServer(fake.url);
    const chatToken = await signUpBenchAccount(chat.server.url);
    await runPool(40, 1, () => streamChat(chat.server, chatToken));
    await runPool(40, 10, () => streamChat(chat.server, chatToken));
    const chatWrites = await chat.stop();
    const chatReplies = 80;

    // A debate followed by ten owner streams.
    const debate = await tracedServer(fake.url);
    const debateToken = await signUpBenchAccount(debate.server.url);
    const started = await startBenchDebate(debate.server.url, debateToken, 'Benchmark motion');
    if (!('id' in started)) throw new Error('the debate was refused');
    const conversation = `${debate.server.url}/api/conversations/${started.id}`;
    const streams = Array.from({ length: 10 }, () => follow(`${conversation}/events`, debateToken));
    const replies = await repliesUntilPaused(conversation, debateToken);
    for (const close of streams) close();
    const debateWrites = await debate.stop();

    const result = {
      benchmark: 'writes',
      at: new Date().toISOString(),
      node: process.version,
      tokensPerReply: TOKENS,
      chat: {
        replies: chatReplies,
        socketWrites: chatWrites,
        perReply: round(chatWrites / chatReplies, 1),
      },
      debate: {
        replies,
        streams: streams.length,
        socketWrites: debateWrites,
        perReplyAndStream: round(debateWrites / replies / streams.length, 1),
      },
    };
    console.log(
      table(
        ['stream', 'replies', 'socket writes', 'per reply'],
        [
          ['chat completion (proxy)', chatReplies, chatWrites, result.chat.perReply],
          [
            `debate, ${streams.length} owner streams`,
            replies,
            debateWrites,
            `${result.debate.perReplyAndStream} per stream`,
          ],
        ],
      ),
    );
    writeResult('writes', result, loadAtStart);
    return result;
  } finally {
    await fake.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
