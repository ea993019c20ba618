/**
 * A function of one key, computed once per key: every reply of a debate reads the same motion,
 * instructions and turns again. The cache is emptied past `limit` keys, as the server runs long.
 */
export function memo<K, V>(compute: (key: K) => V, limit = 1000): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) {
      if (cache.size >= limit) cache.clear();
      cache.set(key, compute(key));
    }
    return cache.get(key)!;
  };
}
