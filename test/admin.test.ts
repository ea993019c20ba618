import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TEXT,
  AUDIT_ACTIONS,
  TOTAL_COUNT_HEADER,
  type AdminStats,
  type AuditEntry,
} from '../src/contract/admin.ts';
import type { User } from '../src/contract/auth.ts';
import type { SubscriptionView } from '../src/contract/billing.ts';
import { TIER_CONFIG } from '../src/contract/plans.ts';
import { dailyLimits, hourlyLimits, PLAN_QUOTAS, type UsageStats } from '../src/contract/usage.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import type { SupportMessageWithSender } from '../src/contract/support.ts';
import {
  auditLog,
  communityPosts,
  conversations,
  supportMessages,
  usageEvents,
  users,
} from '../src/server/db/schema.ts';
import { buildTestApp, signInAdmin, signUp, type TestApp } from './helpers/app.ts';
import { routeTable, type RouteEntry } from './helpers/routes.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let member: Awaited<ReturnType<typeof signUp>>;
let supportMessageId: string;
let communityPostId: string;

/** A community post of `auth`'s, of a model it shares (for the moderation route). */
async function postToCommunity(auth: Record<string, string>): Promise<string> {
  const inject = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  const model = await inject('/api/models', {
    name: 'Moderated',
    baseModel: OFFLINE_MODEL_ID,
    systemInstructions: 'Anything.',
  });
  const shared = await inject(`/api/models/${model.json<{ id: string }>().id}/share`);
  const post = await inject('/api/community/posts', {
    title: 'To be moderated',
    description: 'A post an admin may remove.',
    modelToken: shared.json<{ shareToken: string }>().shareToken,
  });
  return post.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t.app);
  member = await signUp(t.app, { name: 'Grace Hopper' });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers: member.auth,
    payload: { subject: 'Billing', message: 'My plan did not change.' },
  });
  supportMessageId = sent.json<{ id: string }>().id;
  communityPostId = await postToCommunity(member.auth);
});
afterAll(() => t.close());

/** Everything an admin call could change, to compare before and after a refused call. */
async function snapshot() {
  const { db } = t.database;
  return JSON.stringify({
    users: await db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        tier: users.subscriptionTier,
      })
      .from(users)
      .orderBy(asc(users.id)),
    support: await db
      .select({ id: supportMessages.id, status: supportMessages.status })
      .from(supportMessages)
      .orderBy(asc(supportMessages.id)),
    audit: await db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id)),
    posts: await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .orderBy(asc(communityPosts.id)),
  });
}

/** A request each admin route accepts from an admin; HEAD uses its GET's. */
const EXAMPLES: Record<string, () => { url: string; payload?: object }> = {
  'GET /api/admin/users': () => ({ url: '/api/admin/users?search=grace&page=1&pageSize=5' }),
  'POST /api/admin/update-user-plan': () => ({
    url: '/api/admin/update-user-plan',
    payload: { userId: member.user.id, plan: 'enterprise' },
  }),
  'GET /api/admin/stats': () => ({ url: '/api/admin/stats' }),
  'GET /api/admin/support-messages': () => ({ url: '/api/admin/support-messages' }),
  'PATCH /api/admin/support-messages/:id': () => ({
    url: `/api/admin/support-messages/${supportMessageId}`,
    payload: { status: 'closed' },
  }),
  'GET /api/admin/audit-log': () => ({ url: '/api/admin/audit-log?pageSize=50' }),
  'DELETE /api/admin/community/posts/:id': () => ({
    url: `/api/admin/community/posts/${communityPostId}`,
  }),
};

const exampleFor = ({ method, url }: RouteEntry) =>
  EXAMPLES[`${method === 'HEAD' ? 'GET' : method} ${url}`];

function call(route: RouteEntry, headers: Record<string, string>) {
  const example = exampleFor(route)!();
  return t.app.inject({
    method: route.method as 'GET',
    url: example.url,
    headers,
    ...(example.payload ? { payload: example.payload } : {}),
  });
}

describe('authorization matrix: every /api/admin/* route × (anonymous, user, admin)', () => {
  const adminRoutes = () =>
    routeTable(t.app).filter((route) => route.url.startsWith('/api/admin/'));

  it('reads the admin routes from the route table, each with an example request', () => {
    const routes = adminRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(Object.keys(EXAMPLES)),
    );
    // A route added without an example fails here rather than escaping the matrix.
    expect(routes.filter((route) => !exampleFor(route))).toEqual([]);
  });

  const refused = [
    { who: 'anonymous', headers: () => ({}), status: 401 },
    {
      who: 'anonymous with an admin key header',
      headers: () => ({ 'x-admin-key': 'key' }),
      status: 401,
    },
    {
      who: 'a forged bearer token',
      headers: () => ({ authorization: 'Bearer not-a-real-session-token' }),
      status: 401,
    },
    { who: 'a signed-in user', headers: () => member.auth, status: 403 },
    {
      who: 'a user sending an admin key header',
      headers: () => ({ ...member.auth, 'x-admin-key': 'admin-key', 'x-admin': 'true' }),
      status: 403,
    },
  ];
  for (const { who, headers, status } of refused) {
    it(`refuses ${who} with ${status} on every route and changes nothing`, async () => {
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXAMPLES).length);
      const before = await snapshot();
      for (const route of routes) {
        const response = await call(route, headers());
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
        if (route.method === 'HEAD') continue;
        expect(response.json()).toMatchObject({
          code: status === 401 ? 'unauthenticated' : 'forbidden',
        });
        if (status === 403) expect(response.json().error).toBe(ADMIN_TEXT.adminRequired);
        expect(response.headers[TOTAL_COUNT_HEADER]).toBeUndefined();
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it('lets the admin through on every route', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route, admin.auth);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(200);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.subscriptionTier).toBe('enterprise');
  });

  it('refuses a session whose account lost the admin role', async () => {
    const demoted = await signInAdmin(t.app);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.user.id));
    t.app.services.auth.forgetCachedUser(demoted.user.id);
    const response = await t.app.inject({ url: '/api/admin/stats', headers: demoted.auth });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/update-user-plan', () => {
  const post = (payload: unknown, headers = admin.auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/update-user-plan',
      headers,
      payload: payload as object,
    });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown plan', { plan: 'gold' }, /plan/],
    ['the legacy professional tier', { plan: 'professional' }, /plan/],
    ['an upper-case plan', { plan: 'STARTER' }, /plan/],
    ['an empty plan', { plan: '' }, /plan/],
    ['a numeric plan', { plan: 1 }, /plan/],
    ['no plan', { plan: undefined }, /plan/],
    ['a malformed user id', { userId: 'abc' }, /userId/],
    ['no user id', { userId: undefined }, /userId/],
  ];
  for (const [label, patch, message] of invalid) {
    it(`answers 400 for ${label} and changes nothing`, async () => {
      const before = await snapshot();
      const response = await post({ userId: member.user.id, plan: 'starter', ...patch });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'bad_request',
        error: expect.stringMatching(message),
      });
      expect(await snapshot()).toBe(before);
    });
  }

  it('answers 400 for a body that is not an object', async () => {
    const before = await snapshot();
    expect((await post([member.user.id, 'starter'])).statusCode).toBe(400);
    const jsonString = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-user-plan',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '"starter"',
    });
    expect(jsonString.statusCode).toBe(400);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-user-plan',
      headers: admin.auth,
    });
    expect(noBody.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for an unknown user and changes nothing', async () => {
    const before = await snapshot();
    const response = await post({
      userId: '00000000-0000-4000-8000-000000000000',
      plan: 'starter',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ADMIN_TEXT.userNotFound, code: 'not_found' });
    expect(await snapshot()).toBe(before);
  });

  it('sets the plan with the spec shape, shows it to the user at once and audits it', async () => {
    const target = await signUp(t.app, { name: 'Plan Target' });
    // The target's session is cached now; the change must not wait for the cache to expire.
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: target.auth })).json(),
    ).toMatchObject({ subscription_tier: 'explore' });

    const response = await post({ userId: target.user.id, plan: 'starter' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { id: target.user.id, subscription_tier: 'starter' },
    });
    for (const url of ['/api/auth/me', '/api/user/profile']) {
      const me = await t.app.inject({ url, headers: target.auth });
      expect(me.json<User>().subscription_tier).toBe('starter');
    }

    const log = await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth });
    const entry = log.json<AuditEntry[]>().find((item) => item.target === target.user.id);
    expect(entry).toMatchObject({
      action: AUDIT_ACTIONS.updateUserPlan,
      actor: { id: admin.user.id, email: admin.user.email },
      targetUser: { id: target.user.id, name: 'Plan Target' },
      detail: { from: 'explore', to: 'starter' },
    });
  });
});

describe('a plan change reaches the user’s usage and billing', () => {
  it('gives the new plan’s limits in /api/usage/stats and its plan_type in the subscription', async () => {
    const target = await signUp(t.app, { name: 'Limits Target' });
    const read = async <T>(url: string) => {
      const response = await t.app.inject({ url, headers: target.auth });
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    };
    // Read first, so anything cached for the session is in place before the change.
    expect((await read<UsageStats>('/api/usage/stats')).userPlan).toBe('explore');
    expect((await read<SubscriptionView>('/api/billing/subscription')).plan_type).toBe('explore');

    const change = async (plan: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/update-user-plan',
        headers: admin.auth,
        payload: { userId: target.user.id, plan },
      });
      expect(response.statusCode).toBe(200);
    };

    await change('starter');
    const starter = await read<UsageStats>('/api/usage/stats');
    expect(starter.userPlan).toBe('starter');
    expect(starter.hourlyLimits).toEqual(hourlyLimits('starter'));
    expect(starter.planLimits).toEqual(dailyLimits('starter'));
    expect(starter.remainingTokens).toEqual(PLAN_QUOTAS.starter.limits);
    const starterView = await read<SubscriptionView>('/api/billing/subscription');
    expect(starterView).toMatchObject({
      plan_type: 'starter',
      period_tokens_limit: TIER_CONFIG.starter.tokensIncluded,
    });

    await change('enterprise');
    const enterprise = await read<UsageStats>('/api/usage/stats');
    expect(enterprise.userPlan).toBe('enterprise');
    expect(Object.values(enterprise.planLimits)).toEqual([-1, -1, -1, -1]);
    expect(Object.values(enterprise.remainingTokens)).toEqual([-1, -1, -1, -1]);
    expect((await read<SubscriptionView>('/api/billing/subscription')).plan_type).toBe(
      'enterprise',
    );

    await change('explore');
    const explore = await read<UsageStats>('/api/usage/stats');
    expect(explore.userPlan).toBe('explore');
    expect(explore.planLimits).toEqual(PLAN_QUOTAS.explore.limits);
    expect((await read<SubscriptionView>('/api/billing/subscription')).plan_type).toBe('explore');
  });
});

describe('GET /api/admin/users', () => {
  const list = (query: string) =>
    t.app.inject({ url: `/api/admin/users${query}`, headers: admin.auth });

  it('finds users by name or email, ignoring case, and pages them with a total', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(await signUp(t.app, { name: `Lin ${tag.toUpperCase()} ${i}` }));
    }
    await signUp(t.app, { email: `${tag}-mail@example.com`, name: 'Someone Else' });

    const byName = await list(`?search=${tag}&pageSize=4`);
    expect(byName.statusCode).toBe(200);
    expect(byName.headers[TOTAL_COUNT_HEADER]).toBe('6');
    const firstPage = byName.json<User[]>();
    expect(firstPage).toHaveLength(4);
    const secondPage = (await list(`?search=${tag}&pageSize=4&page=2`)).json<User[]>();
    expect(secondPage).toHaveLength(2);
    const ids = [...firstPage, ...secondPage].map((user) => user.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual(expect.arrayContaining(made.map((account) => account.user.id)));
    // Newest first.
    expect(firstPage[0]!.email).toBe(`${tag}-mail@example.com`);
    expect(JSON.stringify(firstPage)).not.toMatch(/password|hash|argon/i);

    const byEmail = (await list(`?search=${tag.toUpperCase()}-MAIL`)).json<User[]>();
    expect(byEmail.map((user) => user.name)).toEqual(['Someone Else']);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    const everyone = await list('?pageSize=1');
    expect(Number(everyone.headers[TOTAL_COUNT_HEADER])).toBeGreaterThan(1);
    const wildcard = await list(`?search=${encodeURIComponent('%')}`);
    expect(wildcard.json()).toEqual([]);
    expect(wildcard.headers[TOTAL_COUNT_HEADER]).toBe('0');
    expect((await list('?search=_')).json()).toEqual([]);
  });

  const badQueries = [
    '?page=0',
    '?page=-1',
    '?page=abc',
    '?pageSize=0',
    '?pageSize=101',
    '?pageSize=1.5',
    `?search=${'x'.repeat(101)}`,
  ];
  for (const query of badQueries) {
    it(`answers 400 for ${query.slice(0, 30)}`, async () => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request' });
    });
  }
});

describe('GET /api/admin/stats', () => {
  it('counts users per plan (professional under starter), conversations and tokens today', async () => {
    const { db } = t.database;
    const read = async () =>
      (await t.app.inject({ url: '/api/admin/stats', headers: admin.auth })).json<AdminStats>();
    const before = await read();

    const legacy = await signUp(t.app);
    await db
      .update(users)
      .set({ subscriptionTier: 'professional' })
      .where(eq(users.id, legacy.user.id));
    const now = new Date();
    const yesterday = new Date(now.getTime() - 36 * 3600_000);
    await db.insert(usageEvents).values([
      { userId: legacy.user.id, modelId: 'm', modelClass: 'standard', totalTokens: 1200 },
      { userId: legacy.user.id, modelId: 'm', modelClass: 'premium', totalTokens: 34 },
      {
        userId: legacy.user.id,
        modelId: 'm',
        modelClass: 'standard',
        totalTokens: 99_999,
        createdAt: yesterday,
      },
    ]);
    // A debate at its checkpoint is waiting, not running (issue 23).
    await db.insert(conversations).values(
      (['stopped', 'waiting'] as const).map((status) => ({
        ownerId: legacy.user.id,
        mode: 'duel' as const,
        title: 'Stats',
        status,
        openingLine: 'Hello',
      })),
    );

    const after = await read();
    expect(after.users.byPlan.starter).toBe(before.users.byPlan.starter + 1);
    expect(after.users.byPlan.explore).toBe(before.users.byPlan.explore);
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.total).toBe(
      after.users.byPlan.explore + after.users.byPlan.starter + after.users.byPlan.enterprise,
    );
    expect(after.conversations.total).toBe(before.conversations.total + 2);
    expect(after.conversations.byStatus.stopped).toBe(before.conversations.byStatus.stopped + 1);
    expect(after.conversations.byStatus.running).toBe(before.conversations.byStatus.running);
    expect(after.conversations.byStatus.waiting).toBe(before.conversations.byStatus.waiting + 1);
    // The 36-hour-old event is yesterday whatever the time of day now.
    expect(after.tokensToday).toBe(before.tokensToday + 1234);
  });
});

describe('support messages in the admin panel', () => {
  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/support-messages/${id}`,
      headers: admin.auth,
      payload: payload as object,
    });

  it('lists messages newest first with their sender', async () => {
    const author = await signUp(t.app, { name: 'Ada Writer' });
    await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: author.auth,
      payload: { subject: 'Export', message: 'How do I export a debate?' },
    });
    const response = await t.app.inject({
      url: '/api/admin/support-messages?pageSize=1',
      headers: admin.auth,
    });
    expect(Number(response.headers[TOTAL_COUNT_HEADER])).toBeGreaterThanOrEqual(2);
    expect(response.json<SupportMessageWithSender[]>()).toEqual([
      expect.objectContaining({
        userId: author.user.id,
        name: 'Ada Writer',
        email: author.user.email,
        subject: 'Export',
        status: 'open',
      }),
    ]);
  });

  it('closes and reopens a message, auditing each change', async () => {
    const count = async () => (await t.database.db.select().from(auditLog)).length;
    const before = await count();
    expect((await patch(supportMessageId, { status: 'open' })).json()).toMatchObject({
      status: 'open',
    });
    expect((await patch(supportMessageId, { status: 'closed' })).json()).toMatchObject({
      status: 'closed',
    });
    // Setting the status it already has is not a change.
    await patch(supportMessageId, { status: 'closed' });
    expect(await count()).toBe(before + 2);
  });

  it('answers 400 for a bad status and 404 for a malformed id or an unknown message', async () => {
    const before = await snapshot();
    expect((await patch('nope', { status: 'closed' })).statusCode).toBe(404);
    expect((await patch(supportMessageId, { status: 'deleted' })).statusCode).toBe(400);
    expect((await patch(supportMessageId, {})).statusCode).toBe(400);
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { status: 'closed' });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
