import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { buildTestApp, signUp, uniqueEmail } from './helpers/app.ts';
import { createDebate, debateBody, readEvents, waitForDebate } from './helpers/conversations.ts';

describe('idle pause', () => {
  it('pauses a debate nobody watches, and keeps one with a viewer running', async () => {
    const test = await buildTestApp({
      listen: true,
      env: {
        OFFLINE_MODEL_TOKENS_PER_SECOND: '200',
        CONVERSATION_TURN_DELAY_MS: '5',
        CONVERSATION_IDLE_PAUSE_MS: '300',
      },
    });
    try {
      const { auth, token } = await signUp(test.app);
      const unwatched = await createDebate(test.app, auth);
      const paused = await waitForDebate(
        test.app,
        auth,
        unwatched.id,
        (c) => c.status === 'paused',
      );
      expect(paused.isGenerating).toBe(false);

      const watched = await createDebate(test.app, auth);
      const started = Date.now();
      const { events } = await readEvents(
        `${test.url}/api/conversations/${watched.id}/events?token=${token}`,
        () => Date.now() - started > 900,
      );
      const states = events.flatMap((event) =>
        event.type === 'state' ? [event.conversation.status] : [],
      );
      expect(states).not.toContain('paused');
      // The viewer left: the idle clock starts again.
      await waitForDebate(test.app, auth, watched.id, (c) => c.status === 'paused', 5000);
    } finally {
      await test.close();
    }
  }, 90_000);
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Server = { child: ChildProcess; url: string; exited: Promise<unknown> };

async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRET_KEY: 'restart-test-secret-key-0123456789abcdef',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-1',
      OFFLINE_MODEL_TOKENS_PER_SECOND: '25',
      CONVERSATION_TURN_DELAY_MS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
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
  return { child, url: `http://127.0.0.1:${port}`, exited };
}

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
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

async function pollUntil(
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

describe('a server killed mid-turn', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-restart-'));
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts consistent: finished messages kept, the half-written one interrupted, paused, resumable', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    servers.push(first);
    const { token } = await call<{ token: string }>(`${first.url}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret123', name: 'Kill Test' }),
    });
    const created = await call<Conversation>(`${first.url}/api/conversations`, {
      method: 'POST',
      token,
      body: JSON.stringify(debateBody()),
    });
    const get = (url: string) =>
      call<Conversation>(`${url}/api/conversations/${created.id}`, { token });

    // Mid-stream of a reply, after at least one partial flush (every ~1 s).
    let streamingSince = 0;
    const seen = await pollUntil(
      () => get(first.url),
      (conversation) => {
        const last = conversation.messages.at(-1)!;
        if (last.status !== 'streaming' || conversation.messageCount < 2) {
          streamingSince = 0;
          return false;
        }
        streamingSince ||= Date.now();
        return Date.now() - streamingSince > 1500 && last.content.length > 0;
      },
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const partial = seen.messages.at(-1)!;

    const second = await startServer(dataDir, port);
    servers.push(second);
    const recovered = await get(second.url);
    expect(recovered).toMatchObject({ status: 'paused', isGenerating: false, isActive: false });
    const seqs = recovered.messages.map((message) => message.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const finished = seen.messages.filter((message) => message.status === 'complete');
    for (const message of finished) {
      expect(recovered.messages[message.seq - 1]).toMatchObject({
        content: message.content,
        status: 'complete',
      });
    }
    const interrupted = recovered.messages.find((message) => message.seq === partial.seq)!;
    expect(interrupted.status).toBe('interrupted');
    expect(interrupted.content.length).toBeGreaterThan(0);
    expect(partial.content.startsWith(interrupted.content)).toBe(true);
    expect(recovered.messages.filter((m) => m.status === 'streaming')).toEqual([]);
    expect(recovered.messageCount).toBe(partial.seq);

    // Continue resumes with the next agent after the interrupted message.
    await call(`${second.url}/api/conversations/${created.id}/continue`, { method: 'POST', token });
    const resumed = await pollUntil(
      () => get(second.url),
      (conversation) => conversation.messages.some((m) => m.seq === partial.seq + 1),
    );
    const next = resumed.messages.find((message) => message.seq === partial.seq + 1)!;
    expect(next.sender).not.toBe(partial.sender);
    await call(`${second.url}/api/conversations/${created.id}/stop`, { method: 'POST', token });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
