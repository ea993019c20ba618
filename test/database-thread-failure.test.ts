import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/contract/errors.ts';
import { GENERIC_TEXT } from '../src/contract/texts.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';
import { createDebate, watchEvents, type Auth } from './helpers/conversations.ts';

/**
 * Issue 20, item 10 on PGlite: it cannot restart, but its thread can die. Then requests answer
 * 503 at once (never hang or 500), health says so, and a running debate stops trying without
 * taking the process down.
 */
describe.skipIf(Boolean(process.env['TEST_DATABASE_URL']))('PGlite whose thread has died', () => {
  let t: TestApp;
  let auth: Auth;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({
      listen: true,
      env: { OFFLINE_MODEL_TOKENS_PER_SECOND: '100', CONVERSATION_TURN_DELAY_MS: '20' },
    });
    ({ auth, token } = await signUp(t.app));
  });

  afterAll(() => t.close());

  it('answers 503 with a clear message and Retry-After, and health 503, while the debate stops', async () => {
    const debate = await createDebate(t.app, auth);
    const events = watchEvents(`${t.url}/api/conversations/${debate.id}/events`, token);
    await expect.poll(() => events.finished().length, { timeout: 15_000 }).toBeGreaterThan(2);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);

    // End the database thread's worker as a crash would.
    await (t.database.thread as unknown as { worker: Worker }).worker.terminate();

    const started = Date.now();
    const answers = await Promise.all([
      t.app.inject({ url: `/api/conversations/${debate.id}`, headers: auth }),
      t.app.inject({ url: '/api/usage/stats', headers: auth }),
      t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${'y'.repeat(43)}` } }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.com', password: 'secret123' },
      }),
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({
        error: GENERIC_TEXT.databaseUnavailable,
        code: 'unavailable',
      });
    }
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ ok: false });

    // The reply in flight may end (its write fails); then the debate starts no turn.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const seen = events.seen.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(events.seen.slice(seen)).toEqual([]);
    await events.stop();
  });
});
