import { describe, expect, it } from 'vitest';
import { canonicalId, idSchema } from './ids.ts';

describe('canonical ids', () => {
  it('lower-cases a UUID in any case and refuses anything else', () => {
    expect(canonicalId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    for (const bad of [
      'admin@parley.local',
      "0f8fad5b-d9cb-469f-a165-70867728950e' or 1=1",
      ' 0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950\u0000',
      'constructor',
    ]) {
      expect(canonicalId(bad)).toBeUndefined();
    }
  });

  it('as a schema, answers the canonical form or the given message', () => {
    const schema = idSchema('Not here');
    expect(schema.parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(schema.safeParse('nope').error?.issues[0]?.message).toBe('Not here');
  });
});
