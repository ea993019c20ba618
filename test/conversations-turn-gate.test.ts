import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../src/contract/conversation-events.ts';
import type { Conversation } from '../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { createConversations, type Conversations } from '../src/server/conversations/setup.ts';
import type { TurnGate, TurnRequest, TurnUsage } from '../src/server/conversations/turn-gate.ts';
import { usageEvents, users } from '../src/server/db/schema.ts';
import { conversationChannel } from '../src/server/events/bus.ts';
import { parseConfig } from '../src/server/config.ts';
import { createProviderRegistry } from '../src/server/providers/registry.ts';
import { createUsageService } from '../src/server/usage/service.ts';
import { openTestDatabase } from './helpers/app.ts';

const REFUSAL = 'Daily quota reached: the debate is paused.';

describe('the turn gate (quotas before each provider call)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let conversations: Conversations;
  let ownerId: string;
  const asked: TurnRequest[] = [];
  const settled: (TurnUsage | null)[] = [];
  const allowedTurns = 2;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { OFFLINE_MODEL_TOKENS_PER_SECOND: '0', CONVERSATION_TURN_DELAY_MS: '0' };
    const usage = createUsageService(database.database.db);
    // Allows the first turns, then refuses; allowed turns go through production's gate.
    const gate: TurnGate = async (turn) => {
      asked.push(turn);
      if (asked.length > allowedTurns) return { allowed: false, message: REFUSAL };
      const admission = await usage.turnGate(turn);
      if (!admission.allowed) return admission;
      return {
        allowed: true,
        maxOutputTokens: admission.maxOutputTokens,
        settle: async (reported) => {
          settled.push(reported);
          await admission.settle(reported);
        },
      };
    };
    const config = parseConfig(env);
    conversations = createConversations({
      db: database.database.db,
      settings: config.conversations,
      providers: createProviderRegistry(config.providers),
      usage,
      turnGate: gate,
      maxRunningPerUser: 10,
    });
    const [owner] = await database.database.db
      .insert(users)
      .values({ email: 'gate@example.com', name: 'Gate', passwordHash: 'x' })
      .returning();
    ownerId = owner!.id;
  });

  afterAll(async () => {
    await conversations.runner.close();
    await database.drop();
  });

  it('runs the admitted turns, then pauses with the refusal as a system message', async () => {
    const created = await conversations.service.create(
      { id: ownerId },
      {
        mode: 'duel',
        openingLine: 'Should every street have trees?',
        startingSlot: 'model-a',
        agents: [
          { model: OFFLINE_MODEL_ID, systemInstructions: 'For.' },
          { model: OFFLINE_MODEL_ID, systemInstructions: 'Against.' },
        ],
      },
    );
    const events: ConversationEvent[] = [];
    const unsubscribe = conversations.bus.subscribe<ConversationEvent>(
      conversationChannel(created.id),
      (event) => events.push(event),
    );
    let conversation: Conversation = created;
    await expect
      .poll(
        async () => {
          conversation = await conversations.service.get({ id: ownerId }, created.id);
          return conversation.status;
        },
        { timeout: 15_000, interval: 20 },
      )
      .toBe('paused');

    expect(asked).toHaveLength(allowedTurns + 1);
    // Asked with what the call can cost: its prompt's estimate and the output cap it sends.
    expect(asked[0]).toEqual({
      userId: ownerId,
      conversationId: created.id,
      modelId: OFFLINE_MODEL_ID,
      modelClass: 'free',
      promptTokens: expect.any(Number),
      maxOutputTokens: 4096,
    });
    expect(asked[0]!.promptTokens).toBeGreaterThan(10);
    const last = conversation.messages.at(-1)!;
    expect(last).toMatchObject({ sender: 'system', content: REFUSAL, status: 'complete' });
    expect(conversation.messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    expect(conversation.messages.filter((message) => message.status === 'streaming')).toEqual([]);
    // Viewers were told: the refused reply discarded, the notice published. Events follow the
    // commit of their step, so they may arrive after the status above (read from memory).
    await expect
      .poll(() => events, { timeout: 15_000 })
      .toContainEqual({ type: 'discarded', seq: 4 });
    await expect
      .poll(() => events, { timeout: 15_000 })
      .toContainEqual(
        expect.objectContaining({
          type: 'message',
          message: expect.objectContaining({ seq: 4, content: REFUSAL }),
        }),
      );
    unsubscribe();

    // Each admitted turn settled once, with the provider's usage; recorded as usage events.
    await expect.poll(() => settled.length).toBe(allowedTurns);
    expect(settled.every((usage) => usage !== null && usage.completionTokens > 0)).toBe(true);
    await expect
      .poll(async () => {
        const rows = await database.database.db
          .select()
          .from(usageEvents)
          .where(eq(usageEvents.conversationId, created.id));
        return rows.length;
      })
      .toBe(allowedTurns);

    // Continue asks the gate again: refused again, still paused, nothing settled.
    await conversations.service.continue({ id: ownerId }, created.id);
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(allowedTurns + 2);
    await expect
      .poll(async () => (await conversations.service.get({ id: ownerId }, created.id)).status, {
        timeout: 15_000,
      })
      .toBe('paused');
    expect(settled).toHaveLength(allowedTurns);
  });
});
