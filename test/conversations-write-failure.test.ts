import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT } from '../src/contract/conversations.ts';
import type { RunnerBusEvent } from '../src/server/conversations/peers.ts';
import { createConversationRepository } from '../src/server/conversations/repository.ts';
import {
  createConversationRunner,
  type ConversationRunner,
} from '../src/server/conversations/runner.ts';
import type { TurnGenerator } from '../src/server/conversations/turns.ts';
import { messages } from '../src/server/db/schema.ts';
import { createMemoryEventBus } from '../src/server/events/bus.ts';
import { openTestDatabase } from './helpers/app.ts';
import { startRunnerDuel } from './helpers/runner.ts';

/**
 * Issue 7, item 2: a reply the database refuses to store is never shown as saved: the debate
 * stops where the database stands, with a notice saying so. On PostgreSQL with
 * TEST_DATABASE_URL, else on PGlite.
 */
describe('a reply the database cannot save', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let runner: ConversationRunner;
  const reported: string[] = [];
  let replies = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database.database;
    await db.execute(
      sql.raw(`
      create function refuse_marked_replies() returns trigger language plpgsql as $$
      begin
        if new.content like '%[refuse-write]%' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql.raw(`
      create trigger refuse_marked_replies before insert or update on messages
        for each row execute function refuse_marked_replies()`),
    );
    // The second reply cannot be stored; the others can.
    const generate: TurnGenerator = async ({ onDelta }) => {
      replies += 1;
      const text = replies === 2 ? 'A reply with [refuse-write] in it.' : `Reply ${replies}.`;
      onDelta(text);
      return { text, usage: { promptTokens: 1, completionTokens: 2 } };
    };
    runner = createConversationRunner({
      repository: createConversationRepository(db),
      bus: createMemoryEventBus<RunnerBusEvent>(),
      generate,
      turnGate: async () => ({
        allowed: true,
        maxOutputTokens: 4000,
        settle: async () => undefined,
      }),
      exclusive: database.database.kind === 'pglite',
      delayOverrideMs: 0,
      onError: (_error, context) => reported.push(context),
    });
  });

  afterAll(async () => {
    await runner.close();
    await database.drop();
  });

  it('stops the debate with a notice, and the database holds every message before it', async () => {
    const { db } = database.database;
    const created = await startRunnerDuel(runner, db, {
      email: 'unsaved@example.com',
      title: 'Unsaved',
      openingLine: 'Should replies be saved?',
    });
    await expect
      .poll(async () => (await runner.get(created.id))?.conversation.status, { timeout: 15_000 })
      .toBe('stopped');
    expect(reported).toContain('write');

    const conversation = (await runner.get(created.id))!.conversation;
    expect(conversation.messages.map((message) => [message.seq, message.sender])).toEqual([
      [1, 'model-a'],
      [2, 'model-b'],
      [3, 'system'],
    ]);
    expect(conversation.messages[1]!.content).toBe('Reply 1.');
    expect(conversation.messages[2]!.content).toBe(CONVERSATION_TEXT.replyNotSaved);
    // What the database holds is what the conversation shows: no gap, no unsaved reply.
    await expect
      .poll(async () =>
        (await db.select({ seq: messages.seq, content: messages.content }).from(messages))
          .sort((a, b) => a.seq - b.seq)
          .map((row) => row.content),
      )
      .toEqual(['Should replies be saved?', 'Reply 1.', CONVERSATION_TEXT.replyNotSaved]);
    expect(conversation.messageCount).toBe(3);
  });
});
