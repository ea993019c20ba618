import { describe, expect, it } from 'vitest';
import { ConcurrencyCounter } from './concurrency-counter.ts';

describe('ConcurrencyCounter', () => {
  it('admits up to its limit per key, and again once one is released', () => {
    const counter = new ConcurrencyCounter(2);
    expect(counter.tryAcquire('a')).toBe(true);
    expect(counter.tryAcquire('a')).toBe(true);
    expect(counter.tryAcquire('a')).toBe(false);
    expect(counter.count('a')).toBe(2);
    expect(counter.tryAcquire('b')).toBe(true);
    counter.release('a');
    expect(counter.count('a')).toBe(1);
    expect(counter.tryAcquire('a')).toBe(true);
    expect(counter.tryAcquire('a')).toBe(false);
  });

  it('forgets a key released to zero, and never counts below zero', () => {
    const counter = new ConcurrencyCounter(1);
    expect(counter.tryAcquire('a')).toBe(true);
    counter.release('a');
    counter.release('a');
    expect(counter.count('a')).toBe(0);
    expect(counter.tryAcquire('a')).toBe(true);
    expect(counter.tryAcquire('a')).toBe(false);
  });

  it('admits nothing with a zero limit', () => {
    expect(new ConcurrencyCounter(0).tryAcquire('a')).toBe(false);
  });
});
