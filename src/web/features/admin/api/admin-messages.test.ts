import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TEXT } from '../../../../contract/admin.ts';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { adminLogin, adminLoginMessage } from './admin-login.ts';
import { planChangeFailure } from './update-user-plan.ts';

const user = (role: 'user' | 'admin') => ({
  id: '3f0c4c1e-8a55-4a39-9f6d-2f1f6c1b2a10',
  name: 'Someone',
  email: 'someone@example.com',
  role,
  subscription_tier: 'explore',
  created_at: '2026-11-23T10:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SPEC §8 admin texts, verbatim', () => {
  it('has the five messages', () => {
    expect(ADMIN_TEXT.invalidCredentials).toBe('Invalid admin credentials');
    expect(ADMIN_TEXT.authenticationFailed).toBe('Admin authentication failed');
    expect(ADMIN_TEXT.connectionError).toBe('Connection error');
    expect(ADMIN_TEXT.updatePlanFailed).toBe('Failed to update user plan');
    expect(ADMIN_TEXT.anErrorOccurred).toBe('An error occurred');
  });
});

describe('adminLoginMessage', () => {
  it('wrong email or password (401): Invalid admin credentials', () => {
    const error = new ApiError(401, 'Invalid email or password', 'unauthenticated', '', true);
    expect(adminLoginMessage(error)).toBe('Invalid admin credentials');
  });

  it.each([400, 403, 429, 500, 502])(
    'any other refusal (%i): Admin authentication failed',
    (status) => {
      expect(adminLoginMessage(new ApiError(status, 'No', 'x', '', true))).toBe(
        'Admin authentication failed',
      );
    },
  );

  it('no answer at all: Connection error', () => {
    expect(adminLoginMessage(new NetworkError())).toBe('Connection error');
    expect(adminLoginMessage(new TypeError('Failed to fetch'))).toBe('Connection error');
  });
});

describe('adminLogin', () => {
  let stored: Map<string, string>;
  let calls: Request[];

  beforeEach(() => {
    stored = new Map();
    calls = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answer = (login: Response) =>
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(request);
      const path = new URL(request.url).pathname;
      return path === '/api/auth/login' ? login : new Response(null, { status: 204 });
    });

  it('keeps an admin’s session as adminToken and adminUser', async () => {
    answer(json({ token: 'admin-token', user: user('admin') }));
    await adminLogin({ email: 'admin@example.com', password: 'secret-1' });
    expect(stored.get('adminToken')).toBe('admin-token');
    expect(JSON.parse(stored.get('adminUser')!)).toMatchObject({ role: 'admin' });
  });

  it('signs a non-admin out again and says Invalid admin credentials', async () => {
    answer(json({ token: 'user-token', user: user('user') }));
    const error = await adminLogin({ email: 'someone@example.com', password: 'secret-1' }).then(
      () => expect.fail('expected a refusal'),
      (refusal: unknown) => refusal,
    );
    expect(adminLoginMessage(error)).toBe('Invalid admin credentials');
    expect(stored.has('adminToken')).toBe(false);
    const logout = calls.find((call) => new URL(call.url).pathname === '/api/auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('words a refused and an unreachable login by SPEC §8', async () => {
    answer(json({ error: 'Invalid email or password' }, 401));
    const refused = await adminLogin({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(adminLoginMessage(refused)).toBe('Invalid admin credentials');

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await adminLogin({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(adminLoginMessage(offline)).toBe('Connection error');
  });
});

describe('planChangeFailure', () => {
  it('a refused change: Failed to update user plan', () => {
    for (const status of [400, 403, 404, 500]) {
      expect(planChangeFailure(new ApiError(status, 'No', 'x', '', true))).toBe(
        'Failed to update user plan',
      );
    }
  });

  it('anything else: An error occurred', () => {
    expect(planChangeFailure(new NetworkError())).toBe('An error occurred');
    expect(planChangeFailure(new Error('boom'))).toBe('An error occurred');
  });
});
