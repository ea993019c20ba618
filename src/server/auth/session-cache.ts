import type { User } from '../../contract/auth.ts';
import { ExpiringCache } from '../http/expiring-cache.ts';

export type CachedSession = {
  sessionId: string;
  user: User;
  expiresAt: Date;
  lastSeenAt: Date;
  cachedAt: number;
};

/**
 * Recently validated sessions, so that a busy client (a streaming dashboard, an API script) does
 * not pay a database round trip on every call. Entries live `ttlMs`; logout and password changes
 * evict at once in this process, other processes see them within `ttlMs`.
 */
export class SessionCache {
  private readonly entries: ExpiringCache<string, CachedSession>;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.entries = new ExpiringCache(ttlMs, maxEntries);
  }

  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash, now.getTime());
    if (entry && entry.expiresAt <= now) {
      this.entries.forget(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession): void {
    this.entries.set(tokenHash, entry, entry.cachedAt);
  }

  forgetToken(tokenHash: string): void {
    this.entries.forget(tokenHash);
  }

  forgetUser(userId: string): void {
    this.entries.forgetWhere((entry) => entry.user.id === userId);
  }
}
