/**
 * Work in progress per key (a user, an address) in this process, bounded by `limit`: the excess
 * is refused at once rather than queued. Every successful `tryAcquire` is paired with one
 * `release`; keys whose count drops to zero are removed, so the map holds only busy keys.
 */
export class ConcurrencyCounter<K = string> {
  private readonly counts = new Map<K, number>();

  constructor(readonly limit: number) {}

  /** Counts one more for `key`, or answers false (counting nothing) when it is at the limit. */
  tryAcquire(key: K): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(key: K): void {
    const left = (this.counts.get(key) ?? 1) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }

  /** How many are counted for `key` now. */
  count(key: K): number {
    return this.counts.get(key) ?? 0;
  }
}
