import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, ConversationDetail } from '../src/contract/conversations.ts';
import { catalogModelName, OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { USAGE_TEXT } from '../src/contract/usage.ts';
import {
  JUDGE_PROMPT_TEXT,
  VERDICT_TEXT,
  verdictSchema,
  type Verdict,
} from '../src/contract/verdicts.ts';
import { usageEvents, verdicts as verdictsTable } from '../src/server/db/schema.ts';
import { signUp, recordUsage } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  getDebate,
  post,
  readEvents,
  waitForDebate,
  listVerdicts as listVerdictsOf,
  type Auth,
} from './helpers/conversations.ts';
import { readLiveEvents } from './helpers/live.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

/** The explore plan's standard class is lowered so one test can fill it (the others fit). */
const STANDARD_LIMIT = 60_000;

const fake = useFakeProviders();
const test = useTestApp(() => ({
  listen: true,
  env: {
    ...providerEnv(fake.url),
    CONVERSATION_TURN_DELAY_MS: '0',
    USAGE_LIMITS: JSON.stringify({ explore: { standard: STANDARD_LIMIT } }),
    LIVE_RATE_LIMIT_PER_MINUTE: '10000',
  },
}));

beforeEach(() => fake.reset());

const agentReplies = (conversation: Conversation) => {
  const slots = new Set(conversation.agents.map((agent) => agent.slot));
  return conversation.messages.filter(
    (message) =>
      message.seq > 1 &&
      slots.has(message.sender) &&
      (message.status === 'complete' || message.status === 'interrupted') &&
      message.content.trim(),
  );
};

/** An offline debate stopped once it has at least `replies` finished agent replies. */
async function debateWith(auth: Auth, replies: number, body = debateBody()) {
  const created = await createDebate(test.app, auth, body);
  await waitForDebate(
    test.app,
    auth,
    created.id,
    (c) => agentReplies(c).filter((m) => m.status === 'complete').length >= replies,
    60_000,
  );
  await post(test.app, auth, `/api/conversations/${created.id}/stop`);
  return waitForDebate(test.app, auth, created.id, (c) => !c.isGenerating);
}

const askVerdict = (auth: Auth, id: string, payload?: Record<string, unknown>) =>
  post(test.app, auth, `/api/conversations/${id}/verdict`, payload);

async function verdictOf(auth: Auth, id: string, payload?: Record<string, unknown>) {
  const response = await askVerdict(auth, id, payload);
  expect(response.statusCode, response.body).toBe(201);
  return verdictSchema.parse((response.json() as { verdict: unknown }).verdict);
}

const listVerdicts = (auth: Auth, id: string) => listVerdictsOf(test.app, auth, id);

const usageOf = (userId: string, modelId: string) =>
  test.database.db
    .select()
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.modelId, modelId)));

/** Every quote is a passage of the cited message, which is its own agent's reply. */
function expectQuotesVerbatim(verdict: Verdict, conversation: Conversation) {
  for (const argument of verdict.arguments) {
    const message = conversation.messages.find((m) => m.id === argument.messageId);
    expect(message?.sender).toBe(argument.slot);
    expect(message!.content).toContain(argument.quote);
  }
  const judged = new Set(agentReplies(conversation).map((m) => m.sender));
  for (const slot of judged) {
    expect(verdict.arguments.some((argument) => argument.slot === slot)).toBe(true);
    expect(verdict.positions.some((position) => position.slot === slot)).toBe(true);
  }
}

describe('the offline judge', () => {
  it('judges a real debate: quotes verbatim, the same transcript gets the same verdict, metered', async () => {
    const { user, auth } = await signUp(test.app);
    const debate = await debateWith(auth, 4);
    const verdict = await verdictOf(auth, debate.id);
    expect(verdict.judgeModel).toBe(OFFLINE_MODEL_ID);
    expect(verdict.conversationId).toBe(debate.id);
    expect(verdict.messageCount).toBe(
      debate.messages.filter((m) => m.seq === 1 || agentReplies(debate).includes(m)).length,
    );
    expectQuotesVerbatim(verdict, debate);

    const again = await verdictOf(auth, debate.id);
    const judgement = ({ id: _id, createdAt: _at, ...rest }: Verdict) => rest;
    expect(judgement(again)).toEqual(judgement(verdict));
    expect((await listVerdicts(auth, debate.id)).map((v) => v.id)).toEqual([verdict.id, again.id]);

    const metered = await usageOf(user.id, OFFLINE_MODEL_ID);
    const judged = metered.filter((row) => row.conversationId === debate.id);
    // Every turn and both verdicts: the verdicts' prompts are the transcript's size.
    expect(judged.length).toBeGreaterThanOrEqual(agentReplies(debate).length + 2);
    expect(judged.every((row) => row.modelClass === 'free')).toBe(true);
  }, 90_000);

  it('answers 409 with fewer than two agent replies, storing nothing', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(test.app, auth);
    await post(test.app, auth, `/api/conversations/${created.id}/stop`);
    const debate = await waitForDebate(test.app, auth, created.id, (c) => !c.isGenerating);
    expect(agentReplies(debate).length).toBeLessThan(2);
    const response = await askVerdict(auth, debate.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: VERDICT_TEXT.tooFewReplies, code: 'conflict' });
    expect(await listVerdicts(auth, debate.id)).toEqual([]);
  });

  it("answers 404 for another user's conversation, and for ids that name nothing", async () => {
    const owner = await signUp(test.app);
    const other = await signUp(test.app);
    const debate = await debateWith(owner.auth, 2);
    for (const id of [debate.id, debate.id.toUpperCase()]) {
      expect((await askVerdict(other.auth, id)).statusCode).toBe(404);
      const list = await test.app.inject({
        method: 'GET',
        url: `/api/conversations/${id}/verdicts`,
        headers: other.auth,
      });
      expect(list.statusCode).toBe(404);
    }
    expect((await askVerdict(owner.auth, 'not-an-id')).statusCode).toBe(404);
    expect((await askVerdict(owner.auth, crypto.randomUUID())).statusCode).toBe(404);
    const rows = await test.database.db
      .select()
      .from(verdictsTable)
      .where(eq(verdictsTable.conversationId, debate.id));
    expect(rows).toEqual([]);
  }, 60_000);

  it('refuses an unknown judge model, or a custom one, with 400', async () => {
    const { auth } = await signUp(test.app);
    const debate = await debateWith(auth, 2);
    for (const model of ['no-such-model', `custom-${crypto.randomUUID()}`]) {
      const response = await askVerdict(auth, debate.id, { model });
      expect(response.statusCode).toBe(400);
    }
    expect((await askVerdict(auth, debate.id, { model: 42 })).statusCode).toBe(400);
    expect(await listVerdicts(auth, debate.id)).toEqual([]);
  }, 60_000);
});

describe('judges on provider models (the fake servers)', () => {
  it('asks for structured output where the provider has it, and keeps a well-formed verdict', async () => {
    const { user, auth } = await signUp(test.app);
    const debate = await debateWith(auth, 3);
    const verdict = await verdictOf(auth, debate.id, { model: 'gpt-4o-mini' });
    expect(verdict.judgeModel).toBe('gpt-4o-mini');
    expect(verdict.winner).toBe('model-a');
    expect(verdict.consensus).toBe(40);
    expectQuotesVerbatim(verdict, debate);
    // Two readings, the second with the agents' order swapped (DESIGN D21).
    const [request] = fake.judgeRequests();
    expect(fake.judgeRequests()).toHaveLength(2);
    expect(request!.body['response_format']).toMatchObject({ type: 'json_schema' });

    const [metered] = await usageOf(user.id, 'gpt-4o-mini');
    expect(metered).toMatchObject({ conversationId: debate.id, modelClass: 'standard' });
    expect(metered!.promptTokens).toBeGreaterThan(100);
    expect(metered!.completionTokens).toBeGreaterThan(0);
  }, 60_000);

  it('asks for JSON in the text elsewhere, and finds it inside a sentence and a code fence', async () => {
    const { auth } = await signUp(test.app);
    const debate = await debateWith(
      auth,
      2,
      debateBody({ openingLine: 'Should cities ban cars? [fake:verdict=fenced]' }),
    );
    const verdict = await verdictOf(auth, debate.id, { model: 'llama-3.3-70b-versatile' });
    expectQuotesVerbatim(verdict, debate);
    const [request] = fake.judgeRequests();
    expect(request!.provider).toBe('groq');
    expect(request!.body['response_format']).toBeUndefined();
  }, 60_000);

  it('repairs a malformed answer once, metering both calls', async () => {
    const { user, auth } = await signUp(test.app);
    const debate = await debateWith(
      auth,
      2,
      debateBody({ openingLine: 'Should cities ban cars? [fake:verdict=malformed-once]' }),
    );
    const verdict = await verdictOf(auth, debate.id, { model: 'deepseek-chat' });
    expectQuotesVerbatim(verdict, debate);
    // Each of the two readings (DESIGN D21) is repaired once.
    const requests = fake.judgeRequests();
    expect(requests).toHaveLength(4);
    expect(JSON.stringify(requests[1]!.body)).toContain(
      JUDGE_PROMPT_TEXT.repair(VERDICT_TEXT.notJson),
    );
    expect(await usageOf(user.id, 'deepseek-chat')).toHaveLength(4);
  }, 60_000);

  it('answers 502 when the repair is malformed too: nothing stored, both calls metered', async () => {
    const { user, auth } = await signUp(test.app);
    const debate = await debateWith(
      auth,
      2,
      debateBody({ openingLine: 'Should cities ban cars? [fake:verdict=malformed]' }),
    );
    const response = await askVerdict(auth, debate.id, { model: 'gpt-4o-mini' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      error: VERDICT_TEXT.judgeFailed('gpt-4o-mini', VERDICT_TEXT.notJson),
      code: 'provider_error',
    });
    expect(fake.judgeRequests()).toHaveLength(2);
    expect(await listVerdicts(auth, debate.id)).toEqual([]);
    expect(await usageOf(user.id, 'gpt-4o-mini')).toHaveLength(2);
  }, 60_000);

  it('drops a misquoted argument and keeps the verdict while every agent has a verbatim one', async () => {
    const { auth } = await signUp(test.app);
    const debate = await debateWith(
      auth,
      2,
      debateBody({ openingLine: 'Should cities ban cars? [fake:verdict=misquote-one]' }),
    );
    const verdict = await verdictOf(auth, debate.id, { model: 'gpt-4o-mini' });
    expect(fake.judgeRequests()).toHaveLength(2);
    expect(verdict.arguments.some((a) => a.quote.includes('words nobody wrote'))).toBe(false);
    expect(verdict.arguments).toHaveLength(4);
    expectQuotesVerbatim(verdict, debate);
  }, 60_000);

  it('repairs misquotes once, and answers 502 naming the agent when the repair misquotes too', async () => {
    const { auth } = await signUp(test.app);
    const once = await debateWith(
      auth,
      2,
      debateBody({ openingLine: 'Should cities ban cars? [fake:verdict=misquote-once]' }),
    );
    expectQuotesVerbatim(await verdictOf(auth, once.id, { model: 'gpt-4o-mini' }), once);
    expect(fake.judgeRequests()).toHaveLength(4);

    fake.reset();
    const always = await debateWith(
      auth,
      2,
      debateBody({ openingLine: 'Should cities ban cars? [fake:verdict=misquote]' }),
    );
    const response = await askVerdict(auth, always.id, { model: 'gpt-4o-mini' });
    expect(response.statusCode).toBe(502);
    const { error } = response.json() as { error: string };
    expect(error).toContain(VERDICT_TEXT.noValidArgument('Primary Agent'));
    expect(await listVerdicts(auth, always.id)).toEqual([]);
  }, 90_000);

  it("refuses a judge over its class's limit with the usage refusal (402), calling nobody", async () => {
    const { user, auth } = await signUp(test.app);
    const debate = await debateWith(auth, 2);
    await recordUsage(test.app, {
      userId: user.id,
      modelId: 'gpt-4o-mini',
      modelClass: 'standard',
      promptTokens: STANDARD_LIMIT,
      completionTokens: 0,
    });
    const response = await askVerdict(auth, debate.id, { model: 'gpt-4o-mini' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: USAGE_TEXT.limitExceeded('day', 'standard'),
      code: 'quota_exceeded',
    });
    expect(fake.judgeRequests()).toHaveLength(0);
    expect(await listVerdicts(auth, debate.id)).toEqual([]);
    // The offline judge is free: it still judges.
    await verdictOf(auth, debate.id);
  }, 60_000);

  it('judges every agent of a MAX debate with three agents', async () => {
    const { auth } = await signUp(test.app);
    const agent = (systemInstructions: string) => ({ model: OFFLINE_MODEL_ID, systemInstructions });
    const debate = await debateWith(
      auth,
      3,
      debateBody({
        mode: 'max',
        startingSlot: 'alpha',
        agents: [agent('You argue for.'), agent('You argue against.'), agent('You weigh costs.')],
      }),
    );
    expect(new Set(agentReplies(debate).map((m) => m.sender))).toEqual(
      new Set(['alpha', 'beta', 'gamma']),
    );
    for (const model of [undefined, 'gpt-4o-mini']) {
      const verdict = await verdictOf(auth, debate.id, model ? { model } : undefined);
      expect(verdict.positions.map((p) => p.slot).sort()).toEqual(['alpha', 'beta', 'gamma']);
      expectQuotesVerbatim(verdict, debate);
    }
  }, 90_000);
});

describe('judge settings', () => {
  it('are stored, answered back, and name the default judge', async () => {
    const { auth } = await signUp(test.app);
    const judge = { panel: ['gpt-4o-mini'], everyCheckpoint: true, stopAtConsensus: 60 };
    const created = (await createDebate(
      test.app,
      auth,
      debateBody({ judge }),
    )) as ConversationDetail;
    expect(created.judge).toEqual(judge);
    expect(((await getDebate(test.app, auth, created.id)) as ConversationDetail).judge).toEqual(
      judge,
    );
    await waitForDebate(test.app, auth, created.id, (c) => agentReplies(c).length >= 2, 60_000);
    await post(test.app, auth, `/api/conversations/${created.id}/stop`);
    await waitForDebate(test.app, auth, created.id, (c) => !c.isGenerating);
    expect((await verdictOf(auth, created.id)).judgeModel).toBe('gpt-4o-mini');
    expect((await verdictOf(auth, created.id, { model: OFFLINE_MODEL_ID })).judgeModel).toBe(
      OFFLINE_MODEL_ID,
    );

    const plain = (await createDebate(test.app, auth)) as ConversationDetail;
    expect(plain.judge).toEqual({ panel: [], everyCheckpoint: false, stopAtConsensus: null });
    // The old `model` is a panel of one.
    const single = (await createDebate(
      test.app,
      auth,
      debateBody({ judge: { model: 'gpt-4o-mini' } }),
    )) as ConversationDetail;
    expect(single.judge.panel).toEqual(['gpt-4o-mini']);
  }, 60_000);

  it('refuse a threshold outside 1–100 or a judge model that is not a catalog model, creating nothing', async () => {
    const { auth } = await signUp(test.app);
    const count = async () =>
      (
        (
          await test.app.inject({ method: 'GET', url: '/api/conversations', headers: auth })
        ).json() as { conversations: unknown[] }
      ).conversations.length;
    for (const judge of [
      { stopAtConsensus: 0 },
      { stopAtConsensus: 101 },
      { stopAtConsensus: 50.5 },
      { model: 'no-such-model' },
      { model: `custom-${crypto.randomUUID()}` },
      { everyCheckpoint: 'yes' },
    ]) {
      const response = await post(test.app, auth, '/api/conversations', debateBody({ judge }));
      expect(response.statusCode, JSON.stringify(judge)).toBe(400);
    }
    const range = await post(
      test.app,
      auth,
      '/api/conversations',
      debateBody({ judge: { stopAtConsensus: 0 } }),
    );
    expect((range.json() as { error: string }).error).toContain(
      VERDICT_TEXT.judgeSettingsStopRange,
    );
    expect(await count()).toBe(0);
  });
});

describe('verdict events and exports', () => {
  it("puts the verdict on the owner's event stream and on the live stream", async () => {
    const { token, auth } = await signUp(test.app);
    const debate = await debateWith(auth, 2);
    const live = await post(test.app, auth, `/api/conversations/${debate.id}/live`);
    const { shareCode } = live.json() as { shareCode: string };

    const owner = readEvents(
      `${test.url}/api/conversations/${debate.id}/events`,
      (events) => events.some((event) => event.type === 'verdict'),
      { token },
    );
    const viewer = readLiveEvents(`${test.url}/api/live/${shareCode}/events`, (events) =>
      events.some(({ event }) => event.type === 'verdict'),
    );
    // Both streams are open once their snapshots arrived; then the verdict is asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const verdict = await verdictOf(auth, debate.id);

    const ownerEvent = (await owner).events.find((event) => event.type === 'verdict');
    expect(ownerEvent).toEqual({ type: 'verdict', verdict });
    const viewerEvents = await viewer;
    const viewerEvent = viewerEvents.find(({ event }) => event.type === 'verdict');
    expect(viewerEvent?.event).toEqual({ type: 'verdict', verdict });
    // It carries the cursor of the messages the viewer had: a resume from it loses nothing.
    expect(viewerEvent?.id).toBe(viewerEvents.at(-2)!.id);
  }, 60_000);

  it('exports the verdicts: JSON with `verdicts`, markdown ending with each and its consensus', async () => {
    const { auth } = await signUp(test.app);
    const debate = await debateWith(auth, 3);
    const first = await verdictOf(auth, debate.id);
    const second = await verdictOf(auth, debate.id, { model: 'gpt-4o-mini' });

    const json = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${debate.id}/export?format=json`,
      headers: auth,
    });
    expect(json.statusCode).toBe(200);
    const exported = json.json() as { verdicts: Verdict[]; judge: unknown };
    expect(exported.verdicts).toEqual([first, second]);

    const markdown = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${debate.id}/export?format=md`,
      headers: auth,
    });
    const text = markdown.body;
    const section = text.slice(text.indexOf(`## ${VERDICT_TEXT.markdownHeading}`));
    expect(text.indexOf('## Transcript')).toBeLessThan(text.indexOf(section));
    expect(section).toContain(
      VERDICT_TEXT.markdownVerdict(1, catalogModelName(OFFLINE_MODEL_ID), first.messageCount),
    );
    expect(section).toContain(
      VERDICT_TEXT.markdownVerdict(2, catalogModelName('gpt-4o-mini'), second.messageCount),
    );
    expect(section).toContain(VERDICT_TEXT.consensus(first.consensus));
    expect(section).toContain(VERDICT_TEXT.consensus(second.consensus));
    expect(section).toContain(`“${second.arguments[0]!.quote.replace(/\s+/g, ' ')}”`);
  }, 60_000);
});
