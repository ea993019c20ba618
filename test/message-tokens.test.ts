/**
 * Issue 29, item 2 (decision 033): each message's tokens are counted once, when its content is
 * set, and kept with it; a turn's prompt adds them up. Every way a message is written (the
 * opening line, replies, an intervention, a reply stopped mid-stream, notices) keeps the count of
 * exactly the content it holds.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/server/db/schema.ts';
import { estimateTokens } from '../src/server/providers/tokens.ts';
import { signUp } from './helpers/app.ts';
import { createDebate, getDebate, post, waitForDebate } from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const test = useTestApp({
  env: { OFFLINE_MODEL_TOKENS_PER_SECOND: '400', CONVERSATION_TURN_DELAY_MS: '5' },
});

describe('message token counts (decision 033)', () => {
  it('every message written keeps the count of the content it holds', async () => {
    const { auth } = await signUp(test.app);
    const debate = await createDebate(test.app, auth);
    await waitForDebate(test.app, auth, debate.id, (found) => found.messageCount >= 3, 30_000);
    const intervened = await post(test.app, auth, `/api/conversations/${debate.id}/intervene`, {
      content: 'Think of   the buses,\n\nplease 🚌.',
    });
    expect(intervened.statusCode).toBe(200);
    // Stopped while a reply streams: it is kept, interrupted.
    await waitForDebate(
      test.app,
      auth,
      debate.id,
      (found) => found.messages.at(-1)?.status === 'streaming' && !!found.messages.at(-1)?.content,
      30_000,
    );
    expect((await post(test.app, auth, `/api/conversations/${debate.id}/stop`)).statusCode).toBe(
      200,
    );
    const shown = await getDebate(test.app, auth, debate.id);
    expect(shown.messages.some((message) => message.status === 'interrupted')).toBe(true);

    await expect
      .poll(async () => {
        const rows = await test.database.db
          .select()
          .from(messages)
          .where(eq(messages.conversationId, debate.id));
        return rows
          .filter((row) => row.status !== 'streaming')
          .map((row) => [row.seq, row.contentTokens, estimateTokens(row.content)]);
      })
      .toSatisfy(
        (rows: [number, number | null, number][]) =>
          rows.length >= 5 && rows.every(([, kept, counted]) => kept === counted),
      );
  }, 60_000);
});
