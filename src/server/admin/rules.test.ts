import { describe, expect, it } from 'vitest';
import { containsPattern, countUsersByPlan, startOfUtcDay } from './rules.ts';

describe('countUsersByPlan', () => {
  it('counts legacy professional users under starter and fills missing plans with 0', () => {
    expect(
      countUsersByPlan([
        { tier: 'explore', count: 5 },
        { tier: 'starter', count: 2 },
        { tier: 'professional', count: 3 },
      ]),
    ).toEqual({ explore: 5, starter: 5, enterprise: 0 });
  });
});

describe('startOfUtcDay', () => {
  it('is midnight UTC whatever the time of day', () => {
    expect(startOfUtcDay(new Date('2026-03-04T23:59:59.999Z')).toISOString()).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    expect(startOfUtcDay(new Date('2026-03-05T00:00:00.000Z')).toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });
});

describe('containsPattern', () => {
  it('wraps the text and escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
