import type { User } from '../../contract/auth.ts';

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
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now.getTime() - entry.cachedAt >= this.ttlMs || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, entry: CachedSession): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    // Maps iterate in insertion order: the first key is the least recently stored.
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(hash);
    }
  }
}
