import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limiter.ts';

describe('FixedWindowLimiter', () => {
  it('allows the limit per window and refuses the next, per key', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });
});
