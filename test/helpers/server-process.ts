import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CREATION_KINDS } from '../../src/contract/account-limits.ts';
import type { Conversation } from '../../src/contract/conversations.ts';
import { PLAN_IDS } from '../../src/contract/plans.ts';

/**
 * ACCOUNT_LIMITS for tests and benches, which drive one account far past what a person does:
 * every plan may create and hold without a practical bound. The limits have their own tests.
 */
export const ROOMY_ACCOUNT_LIMITS = JSON.stringify(
  Object.fromEntries(
    PLAN_IDS.map((plan) => [
      plan,
      Object.fromEntries(
        CREATION_KINDS.map((kind) => [kind, { perHour: 1_000_000, total: 1_000_000 }]),
      ),
    ]),
  ),
);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
};

/** The entry point run from source, through tsx (tests). */
const SOURCE_ENTRY = ['--import', 'tsx', 'src/server/main.ts'];
/** The entry point compiled by `npm run build`, as production runs it (benches). */
export const BUILT_ENTRY = ['dist/server/main.js'];

/** Runs the real entry point (`src/server/main.ts`) as a child process, as `npm start` does. */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  /** Extra Node flags (benches: `--cpu-prof`). */
  nodeArgs: string[] = [],
  /** A command Node runs under (benches: `strace -c …`); the child is then that command. */
  wrapper: string[] = [],
  /** SOURCE_ENTRY or BUILT_ENTRY. */
  entry: string[] = SOURCE_ENTRY,
): Promise<ServerProcess> {
  const port = await freePort();
  const node = [process.execPath, ...nodeArgs, ...entry];
  const [command, ...args] = [...wrapper, ...node];
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRET_KEY: 'process-test-secret-key-0123456789abcdef',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-1',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_FAILED_LOGINS_PER_15_MINUTES: '10000',
      CHAT_RATE_LIMIT_PER_MINUTE: '10000',
      MAX_RUNNING_CONVERSATIONS_PER_USER: '1000',
      MAX_EVENT_STREAMS_PER_USER: '1000',
      ACCOUNT_LIMITS: ROOMY_ACCOUNT_LIMITS,
      // Tests and benches connect from one address, often by the thousand.
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      // A loaded test machine delays every event loop: shedding would refuse a test's continue
      // or stream at random. The shedding tests and the capacity bench turn it on.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    // A first PGlite start takes 5 s on a quiet machine and over a minute on a loaded one.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Parley is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** A JSON call to a server process; throws with the status and body when it is not ok. */
export async function callJson<T>(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function pollConversation(
  get: () => Promise<Conversation>,
  done: (conversation: Conversation) => boolean,
  timeoutMs = 20_000,
): Promise<Conversation> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const conversation = await get();
    if (done(conversation)) return conversation;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(conversation)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Polls until an agent's reply has been streaming for `settleMs` with some content saved (partial
 * content is flushed about every second): the moment to kill a server mid-turn.
 */
export function waitUntilMidStream(
  get: () => Promise<Conversation>,
  settleMs: number,
  timeoutMs?: number,
): Promise<Conversation> {
  let streamingSince = 0;
  return pollConversation(
    get,
    (conversation) => {
      const last = conversation.messages.at(-1)!;
      if (last.status !== 'streaming' || conversation.messageCount < 2) {
        streamingSince = 0;
        return false;
      }
      streamingSince ||= Date.now();
      return Date.now() - streamingSince > settleMs && last.content.length > 0;
    },
    timeoutMs,
  );
}
