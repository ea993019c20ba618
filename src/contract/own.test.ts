import { describe, expect, it } from 'vitest';
import { hasOwnKey, ownValue } from './own.ts';

describe('own-key lookups', () => {
  const record: Record<string, number> = { openai: 1 };

  it('find own entries only, never what every object inherits', () => {
    expect(ownValue(record, 'openai')).toBe(1);
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(ownValue(record, key)).toBeUndefined();
      expect(hasOwnKey(record, key)).toBe(false);
    }
    expect(hasOwnKey(record, 'openai')).toBe(true);
  });
});
