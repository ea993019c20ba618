import { describe, expect, it } from 'vitest';
import {
  generateSessionToken,
  hashToken,
  sessionExpiry,
  SESSION_TTL_MS,
  shouldRefreshSession,
} from './tokens.ts';

describe('session tokens', () => {
  it('carry at least 128 random bits and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens)
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('are stored as a stable hash that differs from the token', () => {
    const token = generateSessionToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('slide: expire 30 days after the last refresh, refreshed at most hourly', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(sessionExpiry(now).getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    expect(shouldRefreshSession(new Date(now.getTime() - 59 * 60_000), now)).toBe(false);
    expect(shouldRefreshSession(new Date(now.getTime() - 60 * 60_000), now)).toBe(true);
  });
});
