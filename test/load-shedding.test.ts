import { beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/contract/errors.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { GENERIC_TEXT } from '../src/contract/texts.ts';
import { signUp } from './helpers/app.ts';
import { debateBody } from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * A heap bound below what any process uses: once measured (every second), every route that
 * starts new work answers 503 with Retry-After, and the rest of the API is answered as usual.
 */
const test = useTestApp({ env: { SHED_HEAP_USED_MB: '1' } });
let auth: { authorization: string };
beforeAll(async () => {
  ({ auth } = await signUp(test.app));
}, 120_000);

const newWork = [
  { method: 'POST', url: '/api/conversations', payload: debateBody() },
  { method: 'POST', url: '/api/conversations/00000000-0000-4000-8000-000000000001/continue' },
  { method: 'GET', url: '/api/conversations/00000000-0000-4000-8000-000000000001/events' },
  { method: 'GET', url: '/api/live/ABCD-2345/events' },
  {
    method: 'POST',
    url: '/api/chat/completions',
    payload: { model: OFFLINE_MODEL_ID, messages: [{ role: 'user', content: 'hi' }] },
  },
  { method: 'POST', url: '/api/models/00000000-0000-4000-8000-000000000001/documents' },
] as const;

describe('past the heap bound', () => {
  it('refuses every start of new work with 503, Retry-After and the contract text', async () => {
    const deadline = Date.now() + 10_000;
    while ((await test.app.inject({ ...newWork[0], headers: auth })).statusCode !== 503) {
      if (Date.now() > deadline) throw new Error('never shed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const attempt of newWork) {
      const answer = await test.app.inject({ ...attempt, headers: auth });
      expect(answer.statusCode, attempt.url).toBe(503);
      expect(answer.headers['retry-after'], attempt.url).toBe(
        String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      );
      expect(answer.json(), attempt.url).toEqual({
        error: GENERIC_TEXT.overloaded,
        code: 'unavailable',
      });
    }
  });

  it('answers health checks, reads and sign-ins, and does not mark the database down', async () => {
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    expect(test.database.availability.available).toBe(true);
    const list = await test.app.inject({ method: 'GET', url: '/api/conversations', headers: auth });
    expect(list.statusCode).toBe(200);
    expect((await signUp(test.app)).token).toBeTruthy();
  });

  it('marks every route that may open an event stream as new work', () => {
    const streams = test.app.routeTable.filter((route) => route.config?.sse === true);
    expect(streams.length).toBeGreaterThanOrEqual(3);
    for (const route of streams) expect(route.config?.newWork, route.url).toBe(true);
  });
});
