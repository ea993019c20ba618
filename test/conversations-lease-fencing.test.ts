import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { createConversationRepository } from '../src/server/conversations/repository.ts';
import {
  createConversationRunner,
  type ConversationRunner,
} from '../src/server/conversations/runner.ts';
import type { TurnGenerator } from '../src/server/conversations/turns.ts';
import { conversations, messages } from '../src/server/db/schema.ts';
import { createMemoryEventBus } from '../src/server/events/bus.ts';
import type { RunnerBusEvent } from '../src/server/conversations/peers.ts';
import { openTestDatabase } from './helpers/app.ts';
import { startRunnerDuel } from './helpers/runner.ts';

/**
 * Issue 14: writes are fenced by the lease epoch. Two runners (two processes' worth of state) on
 * one database: A runs a turn and stalls past its lease; B takes the conversation over; when A's
 * provider call finally returns, A's writes are refused and B's recovery stands.
 * On PostgreSQL with TEST_DATABASE_URL, else on PGlite.
 */
describe('lease epoch fencing', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: ConversationRunner;
  let b: ConversationRunner;
  const errorsOfA: string[] = [];
  let finishTurn: (text: string) => void = () => undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    const repository = createConversationRepository(database.database.db);
    const bus = createMemoryEventBus<RunnerBusEvent>();
    // A's turn streams a little, then waits for the test to let the provider answer.
    const stalling: TurnGenerator = ({ onDelta }) =>
      new Promise((resolve) => {
        onDelta('partial ');
        finishTurn = (text) => resolve({ text, usage: { promptTokens: 1, completionTokens: 2 } });
      });
    const never: TurnGenerator = () => new Promise(() => undefined);
    const common = {
      repository,
      bus,
      turnGate: async () => ({
        allowed: true as const,
        maxOutputTokens: 4000,
        settle: async () => undefined,
      }),
      // Long enough that no renewal runs during the test: the "stall" is the expiry set below.
      leaseTtlMs: 60_000,
      delayOverrideMs: 0,
      partialFlushMs: 0,
    };
    a = createConversationRunner({
      ...common,
      processId: 'process-a',
      generate: stalling,
      onError: (_error, context) => errorsOfA.push(context),
    });
    b = createConversationRunner({ ...common, processId: 'process-b', generate: never });
  });

  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await database.drop();
  });

  it('refuses the writes of a holder that stalled past its lease once another took over', async () => {
    const { db } = database.database;
    const created = await startRunnerDuel(a, db, {
      email: 'fence@example.com',
      title: 'Fencing',
      openingLine: 'Is a fence a wall?',
    });
    const id = created.id;
    const reply = () =>
      db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.seq, 2)));
    // A's reply is being written: its draft is on disk.
    await expect
      .poll(async () => (await reply())[0]?.content, { timeout: 15_000 })
      .toBe('partial ');

    // A stalls past its lease (no renewal): the lease expires; B takes the conversation over.
    await db
      .update(conversations)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(conversations.id, id));
    const takenOver = await b.get(id);
    expect(takenOver?.conversation).toMatchObject({ status: 'paused', messageCount: 2 });
    expect(takenOver?.conversation.messages[1]).toMatchObject({
      seq: 2,
      status: 'interrupted',
      content: 'partial ',
    });
    const [lease] = await db
      .select({ owner: conversations.leaseOwner, epoch: conversations.leaseEpoch })
      .from(conversations)
      .where(eq(conversations.id, id));
    expect(lease).toEqual({ owner: 'process-b', epoch: 1 });

    // A wakes up: its provider answers and A steps on, but none of it reaches the database.
    finishTurn('partial reply, finished too late');
    await expect.poll(() => errorsOfA, { timeout: 15_000 }).toContain('lease');
    const [message] = await reply();
    expect(message).toMatchObject({ status: 'interrupted', content: 'partial ' });
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ status: 'paused', messageCount: 2 });
    // B lets the paused conversation go once idle; A, reloading it to resync its viewers, may take
    // it again, but only under a new epoch, from what the database holds.
    expect({ owner: row!.leaseOwner, staleEpoch: row!.leaseEpoch <= 1 }).not.toEqual({
      owner: 'process-a',
      staleEpoch: true,
    });

    // A may hold it again later, under a new epoch: from the saved state, and its writes count.
    const continued = (await a.feed(id, { type: 'continue' }, { durable: true })) as Conversation;
    expect(continued).toMatchObject({ status: 'running', messageCount: 2 });
    const [after] = await db.select().from(conversations).where(eq(conversations.id, id));
    expect(after).toMatchObject({ status: 'running', leaseOwner: 'process-a' });
    expect(after!.leaseEpoch).toBeGreaterThan(1);
    await a.feed(id, { type: 'stop' }, { durable: true });
  });
});
