import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/contract/auth.ts';
import { SUPPORT_LIMITS, SUPPORT_TEXT, type SupportMessage } from '../src/contract/support.ts';
import { supportMessages, users } from '../src/server/db/schema.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patchProfile = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers, payload: payload as object });

const sendSupport = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers,
    payload: payload as object,
  });

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('profile', () => {
  it('reads the signed-in user and refuses anonymous calls', async () => {
    const { user, auth } = await signUp(t.app, { name: 'Ada' });
    const response = await t.app.inject({ url: '/api/user/profile', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Ada',
      subscription_tier: 'explore',
    });
    expect((await t.app.inject({ url: '/api/user/profile' })).statusCode).toBe(401);
    expect((await patchProfile({ name: 'X' }, {})).statusCode).toBe(401);
  });

  it('renames the user, trimmed, and /api/auth/me shows it at once', async () => {
    const { user, auth } = await signUp(t.app, { name: 'Old Name' });
    // Cache the session first: the rename must not wait for the cache to expire.
    await t.app.inject({ url: '/api/auth/me', headers: auth });
    const response = await patchProfile({ name: '  Ada Lovelace  ' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Ada Lovelace' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: auth });
    expect(me.json<User>().name).toBe('Ada Lovelace');
  });

  it('changes only the name, whatever else the body carries', async () => {
    const { user, auth } = await signUp(t.app);
    const response = await patchProfile(
      {
        name: 'Mallory',
        role: 'admin',
        subscription_tier: 'enterprise',
        email: 'other@example.com',
        id: '00000000-0000-4000-8000-000000000000',
      },
      auth,
    );
    expect(response.statusCode).toBe(200);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      name: 'Mallory',
      role: 'user',
      subscriptionTier: 'explore',
      email: user.email,
    });
  });

  const badBodies: [string, unknown][] = [
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a numeric name', { name: 42 }],
    ['an array', ['Ada']],
  ];
  for (const [label, body] of badBodies) {
    it(`answers 400 for ${label} and keeps the name`, async () => {
      const { user, auth } = await signUp(t.app, { name: 'Kept' });
      const response = await patchProfile(body, auth);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', error: expect.any(String) });
      expect((await rowOf(user.id)).name).toBe('Kept');
    });
  }
});

describe('support messages', () => {
  it('stores a message with the account name and email, and lists only the sender’s own', async () => {
    const alice = await signUp(t.app, { name: 'Alice' });
    const bob = await signUp(t.app, { name: 'Bob' });
    const sent = await sendSupport(
      { subject: ' Billing ', message: ' Plan not updated. ' },
      alice.auth,
    );
    expect(sent.statusCode).toBe(201);
    const message = sent.json<SupportMessage>();
    expect(message).toMatchObject({
      subject: 'Billing',
      message: 'Plan not updated.',
      status: 'open',
    });

    const [row] = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, message.id));
    expect(row).toMatchObject({ userId: alice.user.id, name: 'Alice', email: alice.user.email });

    await sendSupport({ subject: 'Hi', message: 'From Bob' }, bob.auth);
    const own = await t.app.inject({ url: '/api/support/messages', headers: alice.auth });
    expect(own.json<SupportMessage[]>().map((item) => item.id)).toEqual([message.id]);
  });

  it('refuses anonymous senders', async () => {
    expect((await sendSupport({ subject: 'a', message: 'b' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/support/messages' })).statusCode).toBe(401);
  });

  const badBodies: [string, unknown, string][] = [
    ['no subject', { message: 'text' }, SUPPORT_TEXT.subjectRequired],
    ['a blank subject', { subject: '  ', message: 'text' }, SUPPORT_TEXT.subjectRequired],
    ['no message', { subject: 'Hi' }, SUPPORT_TEXT.messageRequired],
    ['a blank message', { subject: 'Hi', message: '\n\t ' }, SUPPORT_TEXT.messageRequired],
    [
      'a subject too long',
      { subject: 'x'.repeat(SUPPORT_LIMITS.subjectMax + 1), message: 'text' },
      SUPPORT_TEXT.subjectTooLong,
    ],
    [
      'a message too long',
      { subject: 'Hi', message: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) },
      SUPPORT_TEXT.messageTooLong,
    ],
  ];
  for (const [label, body, error] of badBodies) {
    it(`answers 400 for ${label} and stores nothing`, async () => {
      const { user, auth } = await signUp(t.app);
      const response = await sendSupport(body, auth);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(error);
      const stored = await t.database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, user.id));
      expect(stored).toEqual([]);
    });
  }

  it('limits how fast one account can send, whatever its sessions', async () => {
    const account = await signUp(t.app);
    const { auth } = account;
    const statuses: number[] = [];
    for (let i = 0; i <= SUPPORT_LIMITS.perMinute; i += 1) {
      statuses.push((await sendSupport({ subject: `#${i}`, message: 'spam' }, auth)).statusCode);
    }
    expect(statuses.slice(0, SUPPORT_LIMITS.perMinute).every((status) => status === 201)).toBe(
      true,
    );
    const limited = await sendSupport({ subject: 'again', message: 'spam' }, auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: SUPPORT_TEXT.tooMany, code: 'rate_limited' });
    // Signing in again gives no fresh budget.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
    });
    const again = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    expect((await sendSupport({ subject: 'new session', message: 'spam' }, again)).statusCode).toBe(
      429,
    );
    // Another user from the same address is not affected.
    const other = await signUp(t.app);
    expect((await sendSupport({ subject: 'Hi', message: 'Hello' }, other.auth)).statusCode).toBe(
      201,
    );
  });
});
