import { describe, expect, it } from 'vitest';
import { periodOf } from './service.ts';

describe('periodOf', () => {
  it('covers the last N UTC days, today last, from the first one’s midnight', () => {
    const { since, dates } = periodOf(3, new Date('2026-03-01T23:30:00-05:00'));
    expect(dates).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(since.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('is today alone for one day', () => {
    const { dates } = periodOf(1, new Date('2024-02-29T00:00:00Z'));
    expect(dates).toEqual(['2024-02-29']);
  });
});
