import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { buildTestApp, signUp, uniqueEmail } from './helpers/app.ts';
import { createDebate, debateBody, readEvents, waitForDebate } from './helpers/conversations.ts';
import {
  callJson,
  pollConversation,
  startServerProcess,
  waitUntilMidStream,
  type ServerProcess,
} from './helpers/server-process.ts';

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

      // Watched from its first second: a stream that connects after the idle window (a loaded
      // machine) finds the debate paused already and proves nothing, so it is tried again.
      let watched = await createDebate(test.app, auth);
      for (let attempt = 1; ; attempt += 1) {
        const started = Date.now();
        const { events } = await readEvents(
          `${test.url}/api/conversations/${watched.id}/events`,
          () => Date.now() - started > 900,
          { token },
        );
        const [snapshot] = events;
        if (snapshot?.type === 'snapshot' && snapshot.conversation.status === 'paused') {
          expect(attempt).toBeLessThan(5);
          watched = await createDebate(test.app, auth);
          continue;
        }
        const states = events.flatMap((event) =>
          event.type === 'state' ? [event.conversation.status] : [],
        );
        expect(states).not.toContain('paused');
        break;
      }
      // The viewer left: the idle clock starts again.
      await waitForDebate(test.app, auth, watched.id, (c) => c.status === 'paused', 5000);
    } finally {
      await test.close();
    }
  }, 90_000);
});

const PROCESS_ENV = { OFFLINE_MODEL_TOKENS_PER_SECOND: '25', CONVERSATION_TURN_DELAY_MS: '10' };

describe('a server killed mid-turn', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-restart-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts consistent: finished messages kept, the half-written one interrupted, paused, resumable', async () => {
    const first = await startServerProcess(dataDir, PROCESS_ENV);
    servers.push(first);
    const { token } = await callJson<{ token: string }>(`${first.url}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret123', name: 'Kill Test' }),
    });
    const created = await callJson<Conversation>(`${first.url}/api/conversations`, {
      method: 'POST',
      token,
      body: JSON.stringify(debateBody()),
    });
    const get = (url: string) =>
      callJson<Conversation>(`${url}/api/conversations/${created.id}`, { token });

    const seen = await waitUntilMidStream(() => get(first.url), 1500);
    first.child.kill('SIGKILL');
    await first.exited;
    const partial = seen.messages.at(-1)!;

    const second = await startServerProcess(dataDir, PROCESS_ENV);
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
    await callJson(`${second.url}/api/conversations/${created.id}/continue`, {
      method: 'POST',
      token,
    });
    const resumed = await pollConversation(
      () => get(second.url),
      (conversation) => conversation.messages.some((m) => m.seq === partial.seq + 1),
    );
    const next = resumed.messages.find((message) => message.seq === partial.seq + 1)!;
    expect(next.sender).not.toBe(partial.sender);
    await callJson(`${second.url}/api/conversations/${created.id}/stop`, { method: 'POST', token });

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
