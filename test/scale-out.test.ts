import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { debateBody, finishedMessage, readEvents } from './helpers/conversations.ts';
import {
  callJson,
  pollConversation,
  waitUntilMidStream,
  type ServerProcess,
} from './helpers/server-process.ts';
import { twoServersOnPostgres } from './helpers/scale-out.ts';

/**
 * DESIGN D8 with real processes: two (then three) servers on one PostgreSQL database, talking to
 * each other only through it (LISTEN/NOTIFY and the conversation leases).
 */
const LEASE_TTL_MS = 1500;

describe.skipIf(!process.env['TEST_DATABASE_URL'])('several processes on one PostgreSQL', () => {
  const cluster = twoServersOnPostgres('Scale Test', {
    OFFLINE_MODEL_TOKENS_PER_SECOND: '40',
    CONVERSATION_TURN_DELAY_MS: '10',
    CONVERSATION_LEASE_TTL_MS: String(LEASE_TTL_MS),
  });
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  beforeEach(() => ({ a, b, token } = cluster));
  const { get, leaseOf } = cluster;
  const command = (server: ServerProcess, id: string, action: string, body?: unknown) =>
    callJson<Conversation>(`${server.url}/api/conversations/${id}/${action}`, {
      method: 'POST',
      token,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const create = (server: ServerProcess) =>
    callJson<Conversation>(`${server.url}/api/conversations`, {
      method: 'POST',
      token,
      body: JSON.stringify(debateBody()),
    });

  it('a viewer on B receives the token deltas of a debate A runs, in order and without gaps', async () => {
    const created = await create(a);
    const holder = await leaseOf(created.id);
    expect(holder).not.toBeNull();
    const { events } = await readEvents(
      `${b.url}/api/conversations/${created.id}/events`,
      (received) =>
        received.filter(finishedMessage).length >= 2 &&
        received.some((event) => event.type === 'delta'),
      { token, timeoutMs: 30_000 },
    );
    expect(events[0]!.type).toBe('snapshot');
    const first = events[0]!;
    const snapshot = first.type === 'snapshot' ? first.messages : [];
    const finished = events.map(finishedMessage);
    const startedAfter = events.flatMap((event) =>
      event.type === 'message' && event.message.status === 'streaming' ? [event.message.seq] : [],
    );
    expect(startedAfter.length).toBeGreaterThan(0);
    for (const seq of startedAfter) {
      const done = finished.find((message) => message?.seq === seq);
      if (!done) continue;
      const streamed = events
        .flatMap((event) => (event.type === 'delta' && event.seq === seq ? [event.text] : []))
        .join('');
      expect(streamed.length).toBeGreaterThan(0);
      expect(streamed).toBe(done.content);
    }
    // A message streaming at snapshot time continues exactly where the snapshot left it.
    const streaming = snapshot.find((message) => message.status === 'streaming');
    if (streaming) {
      const done = finished.find((message) => message?.seq === streaming.seq);
      const rest = events
        .flatMap((event) =>
          event.type === 'delta' && event.seq === streaming.seq ? [event.text] : [],
        )
        .join('');
      if (done) expect(streaming.content + rest).toBe(done.content);
    }
    // B forwarded everything: A still holds the lease.
    expect(await leaseOf(created.id)).toBe(holder);
    await command(b, created.id, 'stop');
  }, 60_000);

  it('intervene, stop and continue sent to B act on the debate A runs', async () => {
    const created = await create(a);
    const holder = await leaseOf(created.id);
    await pollConversation(
      () => get(b, created.id),
      (c) => c.messageCount >= 2,
    );
    const intervened = await command(b, created.id, 'intervene', { content: 'Consider buses.' });
    const mine = intervened.messages.find((message) => message.sender === 'user')!;
    expect(mine.content).toBe('Consider buses.');
    const onA = await pollConversation(
      () => get(a, created.id),
      (c) => c.messages.some((message) => message.seq === mine.seq + 1),
    );
    expect(onA.messages.find((message) => message.seq === mine.seq + 1)!.sender).toBe('model-b');
    // A rule the holder refuses is a 400 on B too.
    const refused = await fetch(`${b.url}/api/conversations/${created.id}/intervene`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x', target: 'nobody' }),
    });
    expect(refused.status).toBe(400);
    // B forwarded: A still runs it.
    expect(await leaseOf(created.id)).toBe(holder);

    const stopped = await command(b, created.id, 'stop');
    expect(stopped).toMatchObject({ status: 'stopped', isActive: false, isGenerating: false });
    expect((await get(a, created.id)).status).toBe('stopped');
    const count = stopped.messageCount;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(a, created.id)).messageCount).toBe(count);

    // A stopped debate nobody watches leaves memory and frees its lease; either may run it now.
    const resumed = await command(b, created.id, 'continue');
    expect(resumed.status).toBe('running');
    await pollConversation(
      () => get(a, created.id),
      (c) => c.messageCount > count,
    );
    await command(b, created.id, 'stop');
  }, 60_000);

  it('a restarted process leaves alone the debates another live process runs', async () => {
    const created = await create(b);
    const holder = await leaseOf(created.id);
    await pollConversation(
      () => get(b, created.id),
      (c) => c.messageCount >= 2,
    );
    a.child.kill('SIGKILL');
    await a.exited;
    a = await cluster.restart('a');
    const seen = await get(a, created.id);
    expect(seen.status).toBe('running');
    await pollConversation(
      () => get(a, created.id),
      (c) => c.messageCount > seen.messageCount,
    );
    expect(await leaseOf(created.id)).toBe(holder);
    await command(a, created.id, 'stop');
  }, 120_000);

  it('after SIGKILL of the holder, another process takes over within the lease TTL', async () => {
    const created = await create(a);
    const seen = await waitUntilMidStream(() => get(b, created.id), 1200, 30_000);
    const partial = seen.messages.at(-1)!;
    a.child.kill('SIGKILL');
    await a.exited;
    const killedAt = Date.now();

    const recovered = await pollConversation(
      () => get(b, created.id),
      (c) => c.status === 'paused',
      10_000,
    );
    // The lease had at most its TTL left; B notices on its next renewal or on this request.
    expect(Date.now() - killedAt).toBeLessThan(LEASE_TTL_MS * 2 + 2000);
    expect(recovered).toMatchObject({ isGenerating: false, isActive: false });
    const interrupted = recovered.messages.find((message) => message.seq === partial.seq)!;
    expect(interrupted.status).toBe('interrupted');
    expect(interrupted.content.length).toBeGreaterThan(0);
    expect(partial.content.startsWith(interrupted.content)).toBe(true);
    expect(recovered.messages.filter((message) => message.status === 'streaming')).toEqual([]);

    await command(b, created.id, 'continue');
    const resumed = await pollConversation(
      () => get(b, created.id),
      (c) => c.messages.some((message) => message.seq === partial.seq + 1),
    );
    expect(resumed.messages.find((m) => m.seq === partial.seq + 1)!.sender).not.toBe(
      partial.sender,
    );
    await command(b, created.id, 'stop');
  }, 90_000);
});
