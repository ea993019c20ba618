import { describe, expect, it } from 'vitest';
import { isRevoked } from './revocation.ts';

describe('isRevoked', () => {
  const session = { userId: 'u', tokenHash: 'h1' };

  it('matches a logout by its token only', () => {
    expect(isRevoked(session, { type: 'session-revoked', tokenHash: 'h1' })).toBe(true);
    expect(isRevoked(session, { type: 'session-revoked', tokenHash: 'h2' })).toBe(false);
  });

  it('matches every session of the user but the one kept', () => {
    const all = { type: 'user-sessions-revoked', userId: 'u' } as const;
    expect(isRevoked(session, all)).toBe(true);
    expect(isRevoked(session, { ...all, keepTokenHash: 'h1' })).toBe(false);
    expect(isRevoked(session, { ...all, userId: 'other' })).toBe(false);
  });
});
