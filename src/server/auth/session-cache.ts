import type { User } from '../../contract/auth.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import type { SessionRevocation } from './revocation.ts';

export type CachedSession = {
  sessionId: string;
  user: User;
  expiresAt: Date;
  lastSeenAt: Date;
  cachedAt: number;
};

/**
 * Recently validated sessions, so that a busy client (a streaming dashboard, an API script) does
 * not pay a database round trip on every call. Entries live `ttlMs`; a revocation (logout, a
 * password change) reaches every process's cache by the event bus, and plan changes evict here.
 *
 * Every eviction starts a new generation: a lookup begun before it (which may have read the
 * session just before it was deleted) is not cached after it (`set` with a stale generation).
 */
export class SessionCache {
  private readonly entries: ExpiringCache<string, CachedSession>;
  private evictions = 0;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.entries = new ExpiringCache(ttlMs, maxEntries);
  }

  /** Read before a database lookup, handed back to `set`. */
  get generation(): number {
    return this.evictions;
  }

  get(tokenHash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(tokenHash, now.getTime());
    if (entry && entry.expiresAt <= now) {
      this.entries.forget(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps `entry` unless something was evicted since `generation` was read. */
  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (generation !== this.evictions) return;
    this.entries.set(tokenHash, entry, entry.cachedAt);
  }

  forgetToken(tokenHash: string): void {
    this.evictions += 1;
    this.entries.forget(tokenHash);
  }

  forgetUser(userId: string): void {
    this.evictions += 1;
    this.entries.forgetWhere((entry) => entry.user.id === userId);
  }

  /** The kept session of a password change is forgotten too; its next call reads it afresh. */
  forgetRevoked(revocation: SessionRevocation): void {
    if (revocation.type === 'session-revoked') this.forgetToken(revocation.tokenHash);
    else this.forgetUser(revocation.userId);
  }
}
