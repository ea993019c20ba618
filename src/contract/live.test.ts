import { describe, expect, it } from 'vitest';
import { LIVE_TEXT, checkLiveToken, formatLiveTokenInput, liveCodeParamsSchema } from './live.ts';

describe('formatLiveTokenInput', () => {
  it('inserts the dash after 4 characters, upper-cases and keeps at most 9', () => {
    expect(formatLiveTokenInput('abcd')).toBe('ABCD');
    expect(formatLiveTokenInput('abcde')).toBe('ABCD-E');
    expect(formatLiveTokenInput('ab-cd efgh123')).toBe('ABCD-EFGH');
    expect(formatLiveTokenInput('ABCD-')).toBe('ABCD');
  });
});

describe('checkLiveToken (SPEC §5)', () => {
  it('accepts XXXX-XXXX and 8 letters or digits, inserting the dash', () => {
    expect(checkLiveToken(' abcd-2345 ')).toEqual({ code: 'ABCD-2345' });
    expect(checkLiveToken('abcd2345')).toEqual({ code: 'ABCD-2345' });
  });

  it('answers the spec texts for blank and malformed tokens', () => {
    expect(checkLiveToken('  ')).toEqual({ error: LIVE_TEXT.enterToken });
    for (const bad of ['ABC-12345', 'ABCD_2345', 'ABCD-234', 'ABCD23456', 'ÄBCD-2345']) {
      expect(checkLiveToken(bad)).toEqual({ error: LIVE_TEXT.invalidFormat });
    }
  });
});

describe('liveCodeParamsSchema', () => {
  it('upper-cases the code and refuses anything else', () => {
    expect(liveCodeParamsSchema.parse({ code: 'abcd-2345' })).toEqual({ code: 'ABCD-2345' });
    expect(liveCodeParamsSchema.safeParse({ code: 'ABCD2345' }).success).toBe(false);
    expect(liveCodeParamsSchema.safeParse({ code: 'x'.repeat(300) }).success).toBe(false);
  });
});
