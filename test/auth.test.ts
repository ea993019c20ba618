import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '../src/contract/passwords.ts';
import { AUTH_TEXT } from '../src/contract/texts.ts';
import { sessions, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/auth/passwords.ts';
import { hashToken } from '../src/server/auth/tokens.ts';
import { buildTestApp, signUp, uniqueEmail, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function countUsers(): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('signup', () => {
  it('creates an explore user with a normalised email and never returns the hash', async () => {
    const email = uniqueEmail('Mixed');
    const response = await post('/api/auth/signup', {
      email: `  ${email.toUpperCase()}  `,
      password: 'secret12',
      name: ' Ada ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Ada',
      role: 'user',
      subscription_tier: 'explore',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row!.id));
    expect(session!.tokenHash).toBe(hashToken(body.token));
    expect(session!.tokenHash).not.toBe(body.token);
  });

  it('refuses a duplicate email, whatever its case, with 409 and changes nothing', async () => {
    const { user } = await signUp(t.app);
    const before = await countUsers();
    const response = await post('/api/auth/signup', {
      email: user.email.toUpperCase(),
      password: 'another1',
      name: 'Copy',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: AUTH_TEXT.emailTaken, code: 'conflict' });
    expect(await countUsers()).toBe(before);
  });

  const badBodies: [string, unknown, RegExp][] = [
    ['missing fields', {}, /email/i],
    ['missing password', { email: 'a@b.co', name: 'A' }, /password/i],
    ['missing name', { email: 'a@b.co', password: 'secret12' }, /name/i],
    ['wrong-typed email', { email: 42, password: 'secret12', name: 'A' }, /email/i],
    ['wrong-typed password', { email: 'a@b.co', password: 123456, name: 'A' }, /password/i],
    ['invalid email', { email: 'not-an-email', password: 'secret12', name: 'A' }, /valid email/i],
    ['short password', { email: 'a@b.co', password: '1234567', name: 'A' }, /at least 8/],
    ['blank name', { email: 'a@b.co', password: 'secret12', name: '   ' }, /name/i],
    ['array body', [1, 2], /./],
  ];
  for (const [label, body, message] of badBodies) {
    it(`answers 400 for ${label} and creates nobody`, async () => {
      const before = await countUsers();
      const response = await post('/api/auth/signup', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      expect(await countUsers()).toBe(before);
    });
  }

  it('uses the spec text for a short password', async () => {
    const response = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'abc',
      name: 'A',
    });
    expect(response.json().error).toBe(`password: ${PASSWORD_RULE.tooShort}`);
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { user, password } = await signUp(t.app);
    const response = await post('/api/auth/login', {
      email: ` ${user.email.toUpperCase()}`,
      password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('still signs in an account whose password predates the 8-character rule (decision 038)', async () => {
    const { user } = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('kq7#vz') })
      .where(eq(users.id, user.id));
    const response = await post('/api/auth/login', { email: user.email, password: 'kq7#vz' });
    expect(response.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown email the very same answer', async () => {
    const { user } = await signUp(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'whatever',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(AUTH_TEXT.invalidCredentials);
  });

  const rawLogin = (contentType: string, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    [
      'poisoned JSON',
      'application/json',
      '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      400,
    ],
    ['malformed JSON', 'application/json', '{"email": ', 400],
    ['an empty body', 'application/json', undefined, 400],
    ['a JSON string', 'application/json', '"hello"', 400],
    ['XML', 'application/xml', '<email>a</email>', 415],
  ] as const)('answers %s with its 4xx status', async (_label, contentType, payload, status) => {
    const response = await rawLogin(contentType, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBeTruthy();
  });

  it('names malformed JSON as such', async () => {
    expect((await rawLogin('application/json', '{"email": ')).json().error).toMatch(
      /Malformed JSON/,
    );
  });

  it('answers 413 for a 5 MB body and creates nothing', async () => {
    const before = await countUsers();
    const response = await post('/api/auth/signup', {
      email: uniqueEmail(),
      password: 'secret12',
      name: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('too_large');
    expect(await countUsers()).toBe(before);
  });
});

describe('sessions', () => {
  it('me and profile answer the user for a valid token', async () => {
    const { user, auth } = await signUp(t.app);
    for (const url of ['/api/auth/me', '/api/user/profile']) {
      const response = await t.app.inject({ url, headers: auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, subscription_tier: 'explore' });
      expect(response.body).not.toMatch(/password/i);
    }
  });

  const badHeaders: [string, Record<string, string>][] = [
    ['no header', {}],
    ['garbage token', { authorization: 'Bearer garbage' }],
    ['wrong scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['huge token', { authorization: `Bearer ${'a'.repeat(5000)}` }],
  ];
  for (const [label, headers] of badHeaders) {
    it(`answers 401 with ${label}`, async () => {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    });
  }

  it('revokes the token on logout (a JSON content type with no body is fine)', async () => {
    const { auth } = await signUp(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { user, auth } = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });

  it('slides the expiry forward when the session is used after an hour', async () => {
    const { user, auth } = await signUp(t.app);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 1000 * 60) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('change-password checks the current one, revokes other sessions and keeps a fresh one', async () => {
    const { user, auth, password } = await signUp(t.app);
    const second = await post('/api/auth/login', { email: user.email, password });
    const secondAuth = { authorization: `Bearer ${second.json().token}` };

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope-nope', newPassword: 'new-password' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    const short = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'short' },
      auth,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain(PASSWORD_RULE.tooShort);
    const same = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: password },
      auth,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toContain(AUTH_TEXT.samePassword);
    // Refused, it changed nothing: the other session still works.
    expect((await t.app.inject({ url: '/api/auth/me', headers: secondAuth })).statusCode).toBe(200);

    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'new-password' },
      auth,
    );
    expect(ok.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${ok.json().token}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers: secondAuth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: fresh })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'new-password' })).statusCode,
    ).toBe(200);
  });
});

describe('first admin', () => {
  it('is created once with a generated password that signs in as admin', async () => {
    const first = await t.app.services.auth.ensureFirstAdmin({});
    expect(first.created).toBe(true);
    expect(first.password).toBeTruthy();
    const again = await t.app.services.auth.ensureFirstAdmin({});
    expect(again).toMatchObject({ created: false, password: undefined, email: first.email });

    const login = await post('/api/auth/login', { email: first.email, password: first.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');
  });

  it('promotes a configured account that already exists', async () => {
    const { user, password } = await signUp(t.app);
    await t.app.services.auth.ensureFirstAdmin({
      email: user.email,
      password: 'ignored-since-exists',
    });
    const login = await post('/api/auth/login', { email: user.email, password });
    expect(login.json().user.role).toBe('admin');
  });
});

describe('rate limits', () => {
  it('throttles failed logins per account and address: the owner still gets in from elsewhere', async () => {
    const limited = await buildTestApp({ env: { AUTH_FAILED_LOGINS_PER_15_MINUTES: '3' } });
    try {
      const { user, password } = await signUp(limited.app);
      const login = (guess: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: guess },
          remoteAddress,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await login(`guess-${i}`, '10.0.0.1');
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({
            error: AUTH_TEXT.tooManyFailedLogins,
            code: 'rate_limited',
          });
          const retryAfter = Number(response.headers['retry-after']);
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Even the right password from that address waits for its window to end...
      expect((await login(password, '10.0.0.1')).statusCode).toBe(429);
      // ...but from any other address the owner signs in, and another's guesses are their own.
      expect((await login(password, '10.0.0.2')).statusCode).toBe(200);
      expect((await login('wrong-again', '10.0.0.3')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits auth calls per IP, each route its own budget, saying when to come back', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const statuses: number[] = [];
      const login = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail(), password: 'whatever' },
        });
      for (let i = 0; i < 2; i += 1) statuses.push((await login()).statusCode);
      const refused = await login();
      statuses.push(refused.statusCode);
      expect(statuses).toEqual([401, 401, 429]);
      expect(refused.json()).toEqual({ error: AUTH_TEXT.tooManyAttempts, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Signing up from the same address has a budget of its own.
      const signup = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail(), password: 'secret123', name: 'Other' },
      });
      expect(signup.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
