/**
 * DESIGN D24, decision 029: what an account may create per hour and hold in all, by plan, for
 * each kind (conversations, custom models, community posts, verdicts). Past the hour: 429 with
 * `Retry-After`; past the total: 409; a refused request creates nothing. The bounds are lowered
 * here (ACCOUNT_LIMITS): explore's to meet the hourly ones, starter's totals below its hourly
 * ones to meet the totals.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS_TEXT, type CreationKind } from '../src/contract/account-limits.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { conversations, customModels, users } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  stoppedAfterReplies,
  type Auth,
} from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const LIMITS = {
  explore: {
    conversations: { perHour: 3, total: 100 },
    customModels: { perHour: 2, total: 100 },
    communityPosts: { perHour: 1, total: 100 },
    verdicts: { perHour: 2, total: 100 },
  },
  starter: {
    conversations: { perHour: 100, total: 2 },
    customModels: { perHour: 100, total: 2 },
    communityPosts: { perHour: 100, total: 1 },
    verdicts: { perHour: 100, total: 1 },
  },
};

const test = useTestApp({
  env: { ACCOUNT_LIMITS: JSON.stringify(LIMITS), CONVERSATION_TURN_DELAY_MS: '0' },
});

type Session = Awaited<ReturnType<typeof signUp>>;

async function starter(): Promise<Session> {
  const session = await signUp(test.app);
  await test.database.db
    .update(users)
    .set({ subscriptionTier: 'starter' })
    .where(eq(users.id, session.user.id));
  test.app.services.planChanged(session.user.id);
  return session;
}

const newModel = (auth: Auth, name = 'Notes') =>
  post(test.app, auth, '/api/models', {
    name,
    baseModel: OFFLINE_MODEL_ID,
    systemInstructions: 'You argue carefully.',
  });
const start = (auth: Auth) => post(test.app, auth, '/api/conversations', debateBody());

function expectHourly(response: Awaited<ReturnType<typeof post>>, kind: CreationKind, max: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    error: ACCOUNT_LIMITS_TEXT.hourly(kind, max),
    code: 'rate_limited',
  });
  const seconds = Number(response.headers['retry-after']);
  expect(seconds > 0 && seconds <= 3600, String(seconds)).toBe(true);
}

function expectTotal(response: Awaited<ReturnType<typeof post>>, kind: CreationKind, max: number) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({
    error: ACCOUNT_LIMITS_TEXT.total(kind, max),
    code: 'conflict',
  });
}

const held = async (table: typeof conversations | typeof customModels, ownerId: string) =>
  (await test.database.db.select().from(table).where(eq(table.ownerId, ownerId))).length;

describe('conversations', () => {
  it('at most the hour’s number per account; a refused body is not counted', async () => {
    const { auth, user } = await signUp(test.app);
    const blank = await post(
      test.app,
      auth,
      '/api/conversations',
      debateBody({ openingLine: ' ' }),
    );
    expect(blank.statusCode).toBe(400);
    for (let index = 0; index < LIMITS.explore.conversations.perHour; index += 1) {
      expect((await start(auth)).statusCode).toBe(201);
    }
    expectHourly(await start(auth), 'conversations', LIMITS.explore.conversations.perHour);
    expect(await held(conversations, user.id)).toBe(LIMITS.explore.conversations.perHour);
    // Another account has its own hour.
    expect((await start((await signUp(test.app)).auth)).statusCode).toBe(201);
  });

  it('at most the plan’s total held; deleting one makes room', async () => {
    const { auth, user } = await starter();
    const first = await createDebate(test.app, auth);
    await createDebate(test.app, auth);
    expectTotal(await start(auth), 'conversations', LIMITS.starter.conversations.total);
    expect(await held(conversations, user.id)).toBe(LIMITS.starter.conversations.total);
    await test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${first.id}`,
      headers: auth,
    });
    expect((await start(auth)).statusCode).toBe(201);
  });
});

describe('custom models', () => {
  it('at most the hour’s number made, and imports count as made', async () => {
    const owner = await signUp(test.app);
    const model = (await newModel(owner.auth)).json() as { id: string };
    const { shareToken } = (
      await post(test.app, owner.auth, `/api/models/${model.id}/share`)
    ).json() as { shareToken: string };

    const { auth } = await signUp(test.app);
    expect((await post(test.app, auth, '/api/models/import', { shareToken })).statusCode).toBe(201);
    expect((await newModel(auth)).statusCode).toBe(201);
    expectHourly(await newModel(auth), 'customModels', LIMITS.explore.customModels.perHour);
  });

  it('at most the plan’s total held', async () => {
    const { auth, user } = await starter();
    for (let index = 0; index < LIMITS.starter.customModels.total; index += 1) {
      expect((await newModel(auth)).statusCode).toBe(201);
    }
    expectTotal(await newModel(auth), 'customModels', LIMITS.starter.customModels.total);
    expect(await held(customModels, user.id)).toBe(LIMITS.starter.customModels.total);
  });
});

describe('community posts', () => {
  async function sharedToken(auth: Auth) {
    const model = (await newModel(auth, `Model ${crypto.randomUUID()}`)).json() as { id: string };
    return (
      (await post(test.app, auth, `/api/models/${model.id}/share`)).json() as {
        shareToken: string;
      }
    ).shareToken;
  }
  const share = (auth: Auth, modelToken: string) =>
    post(test.app, auth, '/api/community/posts', {
      title: 'A careful debater',
      description: 'Worth a look.',
      modelToken,
      tags: [],
    });

  it('at most the hour’s number, then the plan’s total', async () => {
    const explorer = await signUp(test.app);
    const token = await sharedToken(explorer.auth);
    expect((await share(explorer.auth, token)).statusCode).toBe(201);
    expectHourly(await share(explorer.auth, token), 'communityPosts', 1);

    const paying = await starter();
    const starterToken = await sharedToken(paying.auth);
    expect((await share(paying.auth, starterToken)).statusCode).toBe(201);
    expectTotal(await share(paying.auth, starterToken), 'communityPosts', 1);
  });
});

describe('verdicts', () => {
  const judgedDebate = async (auth: Auth) => (await stoppedAfterReplies(test.app, auth, 2)).id;
  const judge = (auth: Auth, id: string) =>
    post(test.app, auth, `/api/conversations/${id}/verdict`);

  it('at most the hour’s number asked for, then the plan’s total held', async () => {
    const explorer = await signUp(test.app);
    const id = await judgedDebate(explorer.auth);
    for (let index = 0; index < LIMITS.explore.verdicts.perHour; index += 1) {
      expect((await judge(explorer.auth, id)).statusCode).toBe(201);
    }
    expectHourly(await judge(explorer.auth, id), 'verdicts', LIMITS.explore.verdicts.perHour);

    const paying = await starter();
    const theirs = await judgedDebate(paying.auth);
    expect((await judge(paying.auth, theirs)).statusCode).toBe(201);
    expectTotal(await judge(paying.auth, theirs), 'verdicts', LIMITS.starter.verdicts.total);
  }, 120_000);
});
