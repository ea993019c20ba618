/**
 * A bounded map whose entries live `ttlMs` (0: nothing is kept). The least recently stored entry
 * leaves first when it is full. Values read on every request (a user's plan) come from here, and
 * whoever changes them calls `forget`; other processes see a change within `ttlMs`.
 *
 * `get` and `set` take the current time when the caller already has it (a request's clock).
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, now = this.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, storedAt = this.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt });
    // Maps iterate in insertion order: the first key is the least recently stored.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches (all the sessions of one user). */
  forgetWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) this.entries.delete(key);
    }
  }
}
