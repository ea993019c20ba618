import { describe, expect, it } from 'vitest';
import {
  SHARE_TOKEN_ALPHABET,
  SHARE_TOKEN_PATTERN,
  checkShareToken,
} from '../../contract/custom-models.ts';
import { generateShareToken } from './share-token.ts';

describe('generateShareToken', () => {
  it('gives XXXX-YYYY over the unambiguous alphabet', () => {
    for (let i = 0; i < 500; i += 1) {
      const token = generateShareToken();
      expect(token).toMatch(SHARE_TOKEN_PATTERN);
      expect(token).not.toMatch(/[01OI]/);
    }
    expect(SHARE_TOKEN_ALPHABET).toHaveLength(32);
    expect(new Set(SHARE_TOKEN_ALPHABET).size).toBe(32);
  });

  it('uses every symbol, each about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i += 1) {
      for (const char of generateShareToken().replace('-', '')) {
        counts.set(char, (counts.get(char) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(32);
    // 32,000 symbols: 1,000 expected each; 800..1,200 is over six standard deviations wide.
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
    for (const count of counts.values()) expect(count).toBeLessThan(1200);
  });

  it('maps random bytes onto the alphabet', () => {
    const bytes = Buffer.from([0, 1, 31, 32, 63, 255, 8, 24]);
    expect(generateShareToken(() => bytes)).toBe('AB9A-99J2');
  });
});

describe('checkShareToken', () => {
  it('trims and upper-cases before checking the format', () => {
    expect(checkShareToken('  abcd-ef23 ')).toEqual({ token: 'ABCD-EF23' });
  });

  it('answers blank and malformed tokens with their texts', () => {
    expect(checkShareToken('   ')).toEqual({ error: 'Please enter a model token' });
    expect(checkShareToken('', 'Please enter a share token')).toEqual({
      error: 'Please enter a share token',
    });
    for (const bad of ['ABCD', 'ABCDEFGH', 'ABC-DEFG', 'ABCD_EFGH', 'ABCD-EFGHI', 'AB CD-EFGH']) {
      expect(checkShareToken(bad)).toEqual({
        error: 'Invalid model token. Expected format: XXXX-YYYY',
      });
    }
  });
});
