import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache.ts';

const user = (id: string) => ({
  id,
  name: 'A',
  email: `${id}@example.com`,
  role: 'user' as const,
  subscription_tier: 'explore' as const,
  created_at: '2026-01-01T00:00:00.000Z',
});

const entry = (
  userId: string,
  cachedAt: number,
  expiresAt = new Date(10_000_000),
): CachedSession => ({
  sessionId: `s-${userId}`,
  user: user(userId),
  expiresAt,
  lastSeenAt: new Date(cachedAt),
  cachedAt,
});

describe('SessionCache', () => {
  it('answers within its time to live and forgets after', () => {
    const cache = new SessionCache(1000);
    cache.set('h', entry('u', 0), cache.generation);
    expect(cache.get('h', new Date(999))?.user.id).toBe('u');
    expect(cache.get('h', new Date(1000))).toBeUndefined();
  });

  it('never answers for an expired session', () => {
    const cache = new SessionCache(60_000);
    cache.set('h', entry('u', 0, new Date(500)), cache.generation);
    expect(cache.get('h', new Date(500))).toBeUndefined();
  });

  it('forgets a token, or every token of a user', () => {
    const cache = new SessionCache(60_000);
    cache.set('a1', entry('a', 0), cache.generation);
    cache.set('a2', entry('a', 0), cache.generation);
    cache.set('b1', entry('b', 0), cache.generation);
    cache.forgetToken('b1');
    expect(cache.get('b1', new Date(1))).toBeUndefined();
    cache.forgetUser('a');
    expect(cache.get('a1', new Date(1))).toBeUndefined();
    expect(cache.get('a2', new Date(1))).toBeUndefined();
  });

  it('forgets what a revocation names: one session, or every session of a user', () => {
    const cache = new SessionCache(60_000);
    for (const [hash, userId] of [
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
    ] as const) {
      cache.set(hash, entry(userId, 0), cache.generation);
    }
    cache.forgetRevoked({ type: 'session-revoked', tokenHash: 'b1' });
    expect(cache.get('b1', new Date(1))).toBeUndefined();
    expect(cache.get('a1', new Date(1))?.user.id).toBe('a');
    cache.forgetRevoked({ type: 'user-sessions-revoked', userId: 'a', keepTokenHash: 'a2' });
    expect(cache.get('a1', new Date(1))).toBeUndefined();
  });

  it('keeps no lookup begun before an eviction (it may have read a session then deleted)', () => {
    const cache = new SessionCache(60_000);
    const before = cache.generation;
    cache.forgetRevoked({ type: 'session-revoked', tokenHash: 'h' });
    cache.set('h', entry('u', 0), before);
    expect(cache.get('h', new Date(1))).toBeUndefined();
    cache.set('h', entry('u', 0), cache.generation);
    expect(cache.get('h', new Date(1))?.user.id).toBe('u');
  });

  it('is bounded, evicting the oldest entry, and disabled by a zero time to live', () => {
    const bounded = new SessionCache(60_000, 2);
    bounded.set('1', entry('u1', 0), bounded.generation);
    bounded.set('2', entry('u2', 0), bounded.generation);
    bounded.set('3', entry('u3', 0), bounded.generation);
    expect(bounded.get('1', new Date(1))).toBeUndefined();
    expect(bounded.get('3', new Date(1))?.user.id).toBe('u3');

    const disabled = new SessionCache(0);
    disabled.set('1', entry('u1', 0), disabled.generation);
    expect(disabled.get('1', new Date(0))).toBeUndefined();
  });
});
