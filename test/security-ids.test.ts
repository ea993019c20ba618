import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT } from '../src/contract/conversations.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';
import { createDebate, getDebate, post, type Auth } from './helpers/conversations.ts';
import { startWatchdog } from './helpers/watchdog.ts';

// An id in another case once froze the process in a microtask loop.
startWatchdog();

let test: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  // Turns are scheduled but never due during a test: the database changes only by request.
  test = await buildTestApp({ env: { CONVERSATION_TURN_DELAY_MS: '600000' } });
  owner = (await signUp(test.app)).auth;
  stranger = (await signUp(test.app)).auth;
});
afterAll(() => test?.close());

/** Mixed case: every other hex letter upper-cased. */
const mixedCase = (id: string) =>
  [...id].map((char, i) => (i % 2 ? char.toUpperCase() : char)).join('');

describe('conversation ids in any case', () => {
  it('name the same conversation in every route, answered with its canonical id', async () => {
    const { id } = await createDebate(test.app, owner);
    for (const variant of [id.toUpperCase(), mixedCase(id)]) {
      const read = await test.app.inject({ url: `/api/conversations/${variant}`, headers: owner });
      expect(read.statusCode).toBe(200);
      expect(read.json().id).toBe(id);
      const exported = await test.app.inject({
        url: `/api/conversations/${variant}/export?format=json`,
        headers: owner,
      });
      expect(exported.json().id).toBe(id);
      for (const action of ['stop', 'continue', 'skip', 'reset-breaker']) {
        const answer = await post(test.app, owner, `/api/conversations/${variant}/${action}`);
        expect(answer.statusCode, action).toBe(200);
        expect(answer.json().id).toBe(id);
      }
      const intervened = await post(test.app, owner, `/api/conversations/${variant}/intervene`, {
        content: 'Both of you: define "centre".',
      });
      expect(intervened.json().messages.at(-1).content).toBe('Both of you: define "centre".');
    }
    const upper = await test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${id.toUpperCase()}`,
      headers: owner,
    });
    expect(upper.statusCode).toBe(204);
    const gone = await test.app.inject({ url: `/api/conversations/${id}`, headers: owner });
    expect(gone.statusCode).toBe(404);
  });

  it('refuse someone else’s conversation in any case without pausing or touching it', async () => {
    const running = await createDebate(test.app, owner);
    const before = await getDebate(test.app, owner, running.id);
    for (const variant of [running.id, running.id.toUpperCase(), mixedCase(running.id)]) {
      for (const path of ['', '/stop', '/continue', '/skip', '/reset-breaker', '/intervene']) {
        const answer = await test.app.inject({
          method: path ? 'POST' : 'GET',
          url: `/api/conversations/${variant}${path}`,
          headers: stranger,
          ...(path === '/intervene' ? { payload: { content: 'hijack' } } : {}),
        });
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json().error).toBe(CONVERSATION_TEXT.notFound);
      }
    }
    const after = await getDebate(test.app, owner, running.id);
    expect(after).toEqual(before);
    expect(after.status).toBe('running');
  });

  it('answer 404 for what is not an id at all', async () => {
    for (const bad of ['not-a-uuid', `${'a'.repeat(36)}`, 'ａ'.repeat(36), '%00', '__proto__']) {
      const response = await test.app.inject({
        url: `/api/conversations/${encodeURIComponent(bad)}`,
        headers: owner,
      });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ error: CONVERSATION_TEXT.notFound, code: 'not_found' });
    }
  });
});
