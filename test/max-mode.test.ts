import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT, MAX } from '../src/contract/conversations.ts';
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

/**
 * The SPEC §8 text an agent's failed turn is reported with, for the fake server's 500: the
 * provider's own words ("Upstream exploded") are its owner's detail alone (issue 27).
 */
const UPSTREAM = 'Backend API error: Failed to generate response';
const HEALTHY = 'gpt-4o';
const FAILING = 'llama-3.1-8b-instant';

function maxBody(agents: { model: string; systemInstructions: string }[], startingSlot = 'alpha') {
  return { mode: 'max', openingLine: 'Should the city build a new stadium?', startingSlot, agents };
}

describe('MAX Mode over HTTP with failing providers', () => {
  let fake: Awaited<ReturnType<typeof startFakeProviders>>;
  let server: TestApp;
  let auth: Auth;

  beforeAll(async () => {
    fake = await startFakeProviders();
    server = await buildTestApp({
      env: {
        ...providerEnv(fake.url),
        PROVIDER_TIMEOUT_MS: '5000',
        // Every engine delay (1 s turns, 2 s retries, 1 s breaker notice) shortened alike.
        CONVERSATION_TURN_DELAY_MS: '5',
      },
    });
    ({ auth } = await signUp(server.app));
  });

  afterEach(() => {
    fake.defaults = {};
  });

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it("an agent whose provider fails is reported in turn while the others go on; Beta's model only", async () => {
    const debate = await createDebate(
      server.app,
      auth,
      maxBody([
        { model: HEALTHY, systemInstructions: 'You speak for the fans.' },
        // Magic word read by the fake server: this agent's calls answer 500.
        { model: FAILING, systemInstructions: 'You speak for the taxpayers. [fake:500]' },
        { model: HEALTHY, systemInstructions: 'You speak for the neighbours.' },
      ]),
    );
    const done = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.messageCount >= 8,
      60_000,
    );
    await post(server.app, auth, `/api/conversations/${debate.id}/stop`);
    const error = CONVERSATION_TEXT.agentError('Beta', UPSTREAM);
    expect(
      'Agent Beta encountered an error: Backend API error: Failed to generate response. Continuing with next agent...',
    ).toBe(error);
    expect(transcript(done).slice(0, 8)).toEqual([
      ['alpha', 'Should the city build a new stadium?', 'complete'],
      ['beta', error, 'error'],
      ['gamma', 'Hello from the fake provider.', 'complete'],
      ['alpha', 'Hello from the fake provider.', 'complete'],
      ['beta', error, 'error'],
      ['gamma', 'Hello from the fake provider.', 'complete'],
      ['alpha', 'Hello from the fake provider.', 'complete'],
      ['beta', error, 'error'],
    ]);
    // A success in between resets the count: the breaker never opens.
    expect(done.breakerOpen).toBe(false);
    expect(done.agents.map((agent) => agent.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('10 consecutive failures open the breaker and stop; a reset zeroes it and the debate resumes', async () => {
    fake.defaults = { failure: '500' };
    const debate = await createDebate(
      server.app,
      auth,
      maxBody(
        [
          { model: FAILING, systemInstructions: 'You are the optimist.' },
          { model: FAILING, systemInstructions: 'You are the pessimist.' },
          { model: FAILING, systemInstructions: 'You are the realist.' },
        ],
        'beta',
      ),
    );
    const opened = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.messages.at(-1)?.sender === 'system',
      60_000,
    );
    // Message 1 (the opening), ten error reports in round-robin order, then the breaker notice.
    const order = ['gamma', 'alpha', 'beta'];
    expect(transcript(opened)).toEqual([
      ['beta', 'Should the city build a new stadium?', 'complete'],
      ...Array.from({ length: MAX.breakerThreshold }, (_, i) => {
        const slot = order[i % 3]!;
        const name = MAX.names[MAX.slots.indexOf(slot as (typeof MAX.slots)[number])]!;
        return [slot, CONVERSATION_TEXT.agentError(name, UPSTREAM), 'error'];
      }),
      ['system', CONVERSATION_TEXT.breakerOpened, 'complete'],
    ]);
    expect(opened).toMatchObject({ breakerOpen: true, status: 'failed', isActive: false });

    // Stopped: nothing more is asked of the providers on its own.
    const calls = fake.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests.length).toBe(calls);
    // Continue asks the next agent once more (SPEC §4): it fails again, so the breaker stays
    // open, the debate stops again with the notice, and nothing more is asked.
    const retried = await post(server.app, auth, `/api/conversations/${debate.id}/continue`);
    expect(retried.statusCode).toBe(200);
    const reopened = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.messageCount >= 14 && conversation.status === 'failed',
      60_000,
    );
    expect(transcript(reopened).slice(12)).toEqual([
      ['alpha', CONVERSATION_TEXT.agentError('Alpha', UPSTREAM), 'error'],
      ['system', CONVERSATION_TEXT.breakerOpened, 'complete'],
    ]);
    expect(reopened.breakerOpen).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests.length).toBe(calls + 1);

    // The provider recovers; the manual reset closes the breaker with the spec's message.
    fake.defaults = {};
    const reset = await post(server.app, auth, `/api/conversations/${debate.id}/reset-breaker`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ breakerOpen: false, status: 'running' });
    const resumed = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.messageCount >= 17,
      60_000,
    );
    await post(server.app, auth, `/api/conversations/${debate.id}/stop`);
    expect(transcript(resumed).slice(14, 17)).toEqual([
      ['system', CONVERSATION_TEXT.breakerReset, 'complete'],
      // The last failure was Alpha's; the round-robin goes on from there.
      ['beta', 'Hello from the fake provider.', 'complete'],
      ['gamma', 'Hello from the fake provider.', 'complete'],
    ]);
    expect(resumed.breakerOpen).toBe(false);
  });

  it('agents may sit on any slots in order; they speak and are named by slot; bad slots change nothing', async () => {
    const agent = (slot: string) => ({
      slot,
      model: HEALTHY,
      systemInstructions: `You are ${slot}.`,
    });
    const debate = await createDebate(
      server.app,
      auth,
      maxBody([agent('alpha'), agent('gamma'), agent('epsilon')], 'gamma'),
    );
    expect(debate.agents.map((a) => [a.slot, a.name])).toEqual([
      ['alpha', 'Alpha'],
      ['gamma', 'Gamma'],
      ['epsilon', 'Epsilon'],
    ]);
    const done = await waitForDebate(
      server.app,
      auth,
      debate.id,
      (conversation) => conversation.messageCount >= 4,
      60_000,
    );
    await post(server.app, auth, `/api/conversations/${debate.id}/stop`);
    expect(done.messages.slice(0, 4).map((message) => message.sender)).toEqual([
      'gamma',
      'epsilon',
      'alpha',
      'gamma',
    ]);

    const before = await server.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: auth,
    });
    for (const slots of [
      ['gamma', 'alpha'],
      ['beta', 'beta'],
      ['alpha', 'zeta'],
    ]) {
      const response = await post(
        server.app,
        auth,
        '/api/conversations',
        maxBody(slots.map(agent), slots[0]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: CONVERSATION_TEXT.unknownSlot });
    }
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: auth,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('a reset with the breaker closed changes nothing; another user cannot reset it', async () => {
    const debate = await createDebate(
      server.app,
      auth,
      maxBody([
        { model: HEALTHY, systemInstructions: 'One. [fake:drip=50]' },
        { model: HEALTHY, systemInstructions: 'Two. [fake:drip=50]' },
      ]),
    );
    await post(server.app, auth, `/api/conversations/${debate.id}/stop`);
    const before = await getDebate(server.app, auth, debate.id);
    const reset = await post(server.app, auth, `/api/conversations/${debate.id}/reset-breaker`);
    expect(reset.statusCode).toBe(200);
    expect((await getDebate(server.app, auth, debate.id)).messages).toEqual(before.messages);

    const stranger = await signUp(server.app);
    const foreign = await post(
      server.app,
      stranger.auth,
      `/api/conversations/${debate.id}/reset-breaker`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
