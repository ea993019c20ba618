import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT } from '../src/contract/conversations.ts';
import { CHAT_TEXT } from '../src/contract/texts.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';
import {
  createDebate,
  getDebate,
  post,
  transcript,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { providerEnv, startFakeProviders } from './fake-providers/server.ts';

const TIMEOUT_MS = 1500;
const HEALTHY = 'gpt-4o';
/** Groq: SPEC §8 reports its failures as 'Backend API error: {text}'. */
const STALLING = 'llama-3.1-8b-instant';
/** SPEC §8's text for Groq, the silence as its words (1.5 s rounds up to 2 seconds). */
const STALLED = CHAT_TEXT.backendError(CHAT_TEXT.providerTimeout('Groq', 2));
/** Magic word read by the fake server: a few chunks, then silence with the connection open. */
const STALL = '[fake:stall] [fake:tokens=20]';

/**
 * Issue 20, item 10: a provider that stops sending mid-stream. The turn fails with SPEC §8's
 * error after PROVIDER_TIMEOUT_MS of silence (the README's setting), the upstream connection is
 * closed, and the debate goes on as SPEC §4 says: a duel stops with the would-be responder's
 * error; MAX reports it, moves to the next agent and tries the stalled one again in its turn.
 */
describe('a provider that stops sending mid-stream', () => {
  let fake: Awaited<ReturnType<typeof startFakeProviders>>;
  let server: TestApp;
  let auth: Auth;

  beforeAll(async () => {
    fake = await startFakeProviders();
    server = await buildTestApp({
      env: {
        ...providerEnv(fake.url),
        PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
        CONVERSATION_TURN_DELAY_MS: '5',
      },
    });
    ({ auth } = await signUp(server.app));
  });

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('fails the duel turn with the would-be responder’s SPEC §8 error after the timeout, and stops', async () => {
    fake.reset();
    const started = Date.now();
    const debate = await createDebate(server.app, auth, {
      mode: 'duel',
      openingLine: 'Should the library open on Sundays?',
      startingSlot: 'model-a',
      agents: [
        { model: HEALTHY, systemInstructions: 'You argue for Sunday opening.' },
        { model: STALLING, systemInstructions: `You argue against it. ${STALL}` },
      ],
    });
    const failed = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.status === 'failed',
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 5000);
    expect(transcript(failed)).toEqual([
      ['model-a', 'Should the library open on Sundays?', 'complete'],
      ['model-b', CONVERSATION_TEXT.errorMessage(STALLED), 'error'],
    ]);
    // It sent a few words, then nothing: the connection was closed by the server, not left open.
    const stalled = fake.requests.find((request) => request.provider === 'groq')!;
    await stalled.closed;
    expect(stalled.closedByClient()).toBe(true);

    // Generation stops: nothing more is asked of either agent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await getDebate(server.app, auth, debate.id)).messageCount).toBe(2);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports the stalled MAX agent, moves to the next one and asks it again in its turn', async () => {
    fake.reset();
    const debate = await createDebate(server.app, auth, {
      mode: 'max',
      openingLine: 'Should the town plant more trees?',
      startingSlot: 'alpha',
      agents: [
        { model: HEALTHY, systemInstructions: 'You speak for the gardeners.' },
        { model: STALLING, systemInstructions: `You speak for the budget. ${STALL}` },
        { model: HEALTHY, systemInstructions: 'You speak for the children.' },
      ],
    });
    const done = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.messageCount >= 5,
      30_000,
    );
    await post(server.app, auth, `/api/conversations/${debate.id}/stop`);
    const stalled = CONVERSATION_TEXT.agentError('Beta', STALLED);
    expect(transcript(done).slice(0, 5)).toEqual([
      ['alpha', 'Should the town plant more trees?', 'complete'],
      ['beta', stalled, 'error'],
      ['gamma', expect.any(String), 'complete'],
      ['alpha', expect.any(String), 'complete'],
      ['beta', stalled, 'error'],
    ]);
    expect(done.status).not.toBe('failed');
    const groq = fake.requests.filter((request) => request.provider === 'groq');
    expect(groq.length).toBeGreaterThanOrEqual(2);
    for (const request of groq.slice(0, 2)) {
      await request.closed;
      expect(request.closedByClient()).toBe(true);
    }
  });
});
