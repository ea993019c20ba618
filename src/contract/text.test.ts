import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findNullCharacter, NULL_CHARACTER_MESSAGE, storable } from './text.ts';

/** `[[[…value…]]]`, `depth` arrays deep, built without recursion. */
function nested(depth: number, value: unknown): unknown {
  let current = value;
  for (let level = 0; level < depth; level += 1) current = [current];
  return current;
}

describe('findNullCharacter', () => {
  it('names the first string or key holding U+0000, in document order', () => {
    expect(findNullCharacter('clean')).toBeUndefined();
    expect(findNullCharacter({ a: ['x', { b: 'y\u0000' }], c: '\u0000' })).toEqual(['a', 1, 'b']);
    expect(findNullCharacter({ a: { deep: 'fine' }, 'k\u0000': 'v' })).toEqual(['k\u0000']);
    expect(findNullCharacter(['a', 'b', ['c', '\u0000']])).toEqual([2, 1]);
    expect(findNullCharacter('\u0000')).toEqual([]);
  });

  it('walks any depth without exhausting the call stack', () => {
    expect(findNullCharacter(nested(200_000, 'clean'))).toBeUndefined();
    expect(findNullCharacter(nested(200_000, '\u0000'))).toHaveLength(200_000);
  });
});

describe('storable', () => {
  it('refuses U+0000 with the field named, and passes the rest to the schema', () => {
    const schema = storable(z.object({ name: z.string() }));
    const refused = schema.safeParse({ name: 'a\u0000' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: NULL_CHARACTER_MESSAGE,
    });
    expect(schema.parse({ name: 'a' })).toEqual({ name: 'a' });
  });
});
