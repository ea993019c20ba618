/**
 * DESIGN D24's per-account bounds on costly reads and verdicts: per minute (the one limiter,
 * `limitRequests`) and at once (`limitAtOnce`), each refusal a 429 with the contract's text and
 * `Retry-After`; another account is not affected.
 */
import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, ANALYTICS_TEXT } from '../src/contract/analytics.ts';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT } from '../src/contract/conversations.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../src/contract/limits.ts';
import { VERDICT_LIMITS, VERDICT_TEXT } from '../src/contract/verdicts.ts';
import { signUp } from './helpers/app.ts';
import { createDebate, post, type Auth } from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const test = useTestApp({ env: { CONVERSATION_TURN_DELAY_MS: '600000' } });

const get = (auth: Auth, url: string) => test.app.inject({ method: 'GET', url, headers: auth });

/** A refusal as the contract says it, with a Retry-After of whole seconds within a minute. */
function expectRefused(
  response: Awaited<ReturnType<typeof get>>,
  error: string,
  retryAfter?: number,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error, code: 'rate_limited' });
  const seconds = Number(response.headers['retry-after']);
  if (retryAfter !== undefined) expect(seconds).toBe(retryAfter);
  else expect(seconds >= 1 && seconds <= 60, String(seconds)).toBe(true);
}

describe('per-account bounds', () => {
  it('verdicts: at most the per-minute number asked for, then 429 for that account only', async () => {
    const { auth } = await signUp(test.app);
    const other = await signUp(test.app);
    const debate = await createDebate(test.app, auth);
    const answers: number[] = [];
    for (let index = 0; index < VERDICT_LIMITS.requestsPerMinute; index += 1) {
      // Too few replies to judge (409): counted all the same, and cheap.
      answers.push(
        (await post(test.app, auth, `/api/conversations/${debate.id}/verdict`)).statusCode,
      );
    }
    expect(answers.every((status) => status === 409)).toBe(true);
    expectRefused(
      await post(test.app, auth, `/api/conversations/${debate.id}/verdict`),
      VERDICT_TEXT.tooManyRequests,
    );
    const theirs = await createDebate(test.app, other.auth);
    expect(
      (await post(test.app, other.auth, `/api/conversations/${theirs.id}/verdict`)).statusCode,
    ).toBe(409);
  });

  it('analytics: one at a time, and at most the per-minute number, per account', async () => {
    const { auth } = await signUp(test.app);
    await createDebate(test.app, auth);
    const together = await Promise.all(
      Array.from({ length: 3 }, () => get(auth, '/api/analytics?days=365')),
    );
    const refused = together.filter((response) => response.statusCode === 429);
    expect(together.some((response) => response.statusCode === 200)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expectRefused(response, ANALYTICS_TEXT.tooManyAtOnce, BUSY_RETRY_AFTER_SECONDS);
    }
    for (let sent = together.length; sent < ANALYTICS_LIMITS.requestsPerMinute; sent += 1) {
      expect((await get(auth, '/api/analytics')).statusCode).toBe(200);
    }
    expectRefused(await get(auth, '/api/analytics'), ANALYTICS_TEXT.tooManyRequests);
    const other = await signUp(test.app);
    expect((await get(other.auth, '/api/analytics')).statusCode).toBe(200);
  }, 60_000);

  it('exports: at most the per-minute number, per account', async () => {
    const { auth } = await signUp(test.app);
    const debate = await createDebate(test.app, auth);
    for (let index = 0; index < CONVERSATION_LIMITS.exportsPerMinute; index += 1) {
      expect((await get(auth, `/api/conversations/${debate.id}/export`)).statusCode).toBe(200);
    }
    expectRefused(
      await get(auth, `/api/conversations/${debate.id}/export`),
      CONVERSATION_TEXT.tooManyExports,
    );
  }, 60_000);
});
