/**
 * Lookups by a key that came from outside (a request, a stored row, an upstream answer). Plain
 * `record[key]` and `key in record` also find what every object inherits (`constructor`,
 * `toString`, `__proto__`), so a name like those would reach code expecting a real entry.
 */
export function hasOwnKey<K extends PropertyKey>(
  record: Readonly<Record<K, unknown>>,
  key: PropertyKey,
): key is K {
  return Object.hasOwn(record, key);
}

/** The record's own entry for `key`, never an inherited one. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
