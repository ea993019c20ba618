import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT, analyticsSchema, type Analytics } from '../src/contract/analytics.ts';
import type { Conversation } from '../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { usageEvents } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  stoppedAfterReplies,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

const fake = useFakeProviders();
const test = useTestApp(() => ({
  env: { ...providerEnv(fake.url), CONVERSATION_TURN_DELAY_MS: '0' },
}));

const agent = (model: string, personaId?: string) => ({
  model,
  systemInstructions: 'Argue your side.',
  ...(personaId ? { personaId } : {}),
});

/** A debate stopped after two finished replies, judged once by `judge`. */
async function judgedDebate(auth: Auth, agents: ReturnType<typeof agent>[], judge: string) {
  const debate = await stoppedAfterReplies(test.app, auth, 2, debateBody({ agents }));
  const verdict = await post(test.app, auth, `/api/conversations/${debate.id}/verdict`, {
    model: judge,
  });
  expect(verdict.statusCode, verdict.body).toBe(201);
  return debate;
}

async function analyticsOf(auth: Auth, query = ''): Promise<Analytics> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/analytics${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return analyticsSchema.parse(response.json());
}

const tokensOf = async (userId: string) => {
  const [row] = await test.database.db
    .select({ total: sql<number>`coalesce(sum(${usageEvents.totalTokens}), 0)`.mapWith(Number) })
    .from(usageEvents)
    .where(eq(usageEvents.userId, userId));
  return row!.total;
};

const spoken = (debates: Conversation[]) =>
  debates.reduce(
    (sum, debate) => sum + debate.messages.filter((m) => m.sender !== 'system').length,
    0,
  );

/** Analytics once every message shown has been written (writes trail the debate a little). */
async function settledAnalytics(auth: Auth, debates: Conversation[]) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const analytics = await analyticsOf(auth);
    if (analytics.messages >= spoken(debates) || Date.now() > deadline) return analytics;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /api/analytics', () => {
  it('shows each user only their own debates, tokens, model record and personas', async () => {
    const a = await signUp(test.app);
    const b = await signUp(test.app);
    // A: the fake's gpt-4o-mini against the offline model, judged by the fake (it names the
    // first agent, model-a, the winner); then the offline model against itself.
    const mixed = await judgedDebate(
      a.auth,
      [agent('gpt-4o-mini', 'veteran-teacher'), agent(OFFLINE_MODEL_ID)],
      'gpt-4o-mini',
    );
    const offline = await judgedDebate(
      a.auth,
      [agent(OFFLINE_MODEL_ID), agent(OFFLINE_MODEL_ID)],
      OFFLINE_MODEL_ID,
    );
    const theirs = await judgedDebate(
      b.auth,
      [agent(OFFLINE_MODEL_ID, 'education-researcher'), agent(OFFLINE_MODEL_ID)],
      OFFLINE_MODEL_ID,
    );

    const mine = await settledAnalytics(a.auth, [mixed, offline]);
    expect(mine.days).toBe(30);
    expect(mine.debates).toBe(2);
    expect(mine.messages).toBe(spoken([mixed, offline]));
    expect(mine.tokens.total).toBe(await tokensOf(a.user.id));
    expect(mine.tokens.byDay).toHaveLength(30);
    expect(mine.tokens.byDay.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(mine.tokens.byDay.reduce((sum, day) => sum + day.tokens, 0)).toBe(mine.tokens.total);
    expect(mine.tokens.byClass.standard).toBe(
      mine.tokens.byModel.find((row) => row.model === 'gpt-4o-mini')!.tokens,
    );
    expect(mine.tokens.byModel.map((row) => row.model).sort()).toEqual(
      ['gpt-4o-mini', OFFLINE_MODEL_ID].sort(),
    );
    expect(mine.activity.reduce((sum, day) => sum + day.debates, 0)).toBe(2);
    expect(mine.models.map(({ rating: _r, ...record }) => record)).toEqual([
      { model: 'gpt-4o-mini', debates: 1, verdicts: 1, wins: 1, losses: 0, draws: 0, games: 1 },
      { model: OFFLINE_MODEL_ID, debates: 2, verdicts: 2, wins: 0, losses: 1, draws: 0, games: 1 },
    ]);
    expect(mine.selfMatches).toBe(1);
    expect(mine.models[0]!.rating).toBeGreaterThan(1500);
    expect(mine.models[1]!.rating).toBeLessThan(1500);
    expect(mine.personas).toEqual([
      { personaId: 'veteran-teacher', name: 'Veteran Classroom Teacher', uses: 1 },
    ]);

    const others = await settledAnalytics(b.auth, [theirs]);
    expect(others.debates).toBe(1);
    expect(others.messages).toBe(spoken([theirs]));
    expect(others.tokens.total).toBe(await tokensOf(b.user.id));
    expect(others.tokens.byModel.map((row) => row.model)).toEqual([OFFLINE_MODEL_ID]);
    expect(others.models).toEqual([
      {
        model: OFFLINE_MODEL_ID,
        debates: 1,
        verdicts: 1,
        wins: 0,
        losses: 0,
        draws: 0,
        games: 0,
        rating: 1500,
      },
    ]);
    expect(others.selfMatches).toBe(1);
    expect(others.personas.map((row) => row.personaId)).toEqual(['education-researcher']);
  }, 120_000);

  it("shows the person's own record against the models they faced from a seat", async () => {
    const { auth } = await signUp(test.app);
    /** The person holds `seat`, speaks once, the model answers, and the fake judge names model-a. */
    async function seatedDebate(seat: 'model-a' | 'model-b', opponent: string) {
      const agents = (['model-a', 'model-b'] as const).map((slot) =>
        slot === seat ? { ...agent(OFFLINE_MODEL_ID), seat: 'owner' } : agent(opponent),
      );
      const created = await createDebate(test.app, auth, debateBody({ agents }));
      await waitForDebate(test.app, auth, created.id, (c) => c.awaitingSeat === seat, 60_000);
      const spoken = await post(test.app, auth, `/api/conversations/${created.id}/speak`, {
        content: 'Buses first, then the ban.',
      });
      expect(spoken.statusCode, spoken.body).toBe(200);
      await waitForDebate(
        test.app,
        auth,
        created.id,
        (c) => c.messages.filter((m) => m.seq > 1 && m.status === 'complete').length >= 2,
        60_000,
      );
      await post(test.app, auth, `/api/conversations/${created.id}/stop`);
      await waitForDebate(test.app, auth, created.id, (c) => !c.isGenerating);
      const verdict = await post(test.app, auth, `/api/conversations/${created.id}/verdict`, {
        model: 'gpt-4o-mini',
      });
      expect(verdict.statusCode, verdict.body).toBe(201);
    }
    expect((await analyticsOf(auth)).person).toEqual({
      debates: 0,
      wins: 0,
      losses: 0,
      draws: 0,
      opponents: [],
    });
    await seatedDebate('model-a', OFFLINE_MODEL_ID); // the person's seat wins
    await seatedDebate('model-b', 'gpt-4o-mini'); // the model's seat wins

    const mine = await analyticsOf(auth);
    expect(mine.person).toEqual({
      debates: 2,
      wins: 1,
      losses: 1,
      draws: 0,
      opponents: [
        { model: 'gpt-4o-mini', wins: 0, losses: 1, draws: 0 },
        { model: OFFLINE_MODEL_ID, wins: 1, losses: 0, draws: 0 },
      ],
    });
    // A person's seat is no model's game: the models' record counts only the models' seats.
    expect(mine.models.map(({ model, debates, games }) => ({ model, debates, games }))).toEqual(
      expect.arrayContaining([
        { model: 'gpt-4o-mini', debates: 1, games: 0 },
        { model: OFFLINE_MODEL_ID, debates: 1, games: 0 },
      ]),
    );
  }, 120_000);

  it('starts empty, with every day of the period', async () => {
    const { auth } = await signUp(test.app);
    const empty = await analyticsOf(auth, '?days=7');
    expect(empty).toMatchObject({ days: 7, debates: 0, messages: 0, models: [], personas: [] });
    expect(empty.tokens.total).toBe(0);
    expect(empty.tokens.byDay.map((day) => day.tokens)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(empty.activity).toHaveLength(7);
    expect((await analyticsOf(auth, '?days=365')).tokens.byDay).toHaveLength(365);
  });

  it('refuses a period outside 1–365 days, and strangers', async () => {
    const { auth } = await signUp(test.app);
    for (const query of [
      'days=0',
      'days=366',
      'days=abc',
      'days=1.5',
      'days=-3',
      'days=',
      'days=7&days=30',
      'days[]=1',
      'days[0]=7',
      'Days=7',
    ]) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/analytics?${query}`,
        headers: auth,
      });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { error: string }).error, query).toContain(
        ANALYTICS_TEXT.daysRange,
      );
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
  });
});
