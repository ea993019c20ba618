import { afterEach, describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './fixed-window-limiter.ts';

type MapIterator = { next: (this: unknown) => IteratorResult<unknown> };
const mapIterator = Object.getPrototypeOf(new Map().entries()) as MapIterator;
const originalNext = mapIterator.next;

/** Counts the map entries walked (every Map iterator step), so work is measured, not time. */
function countMapSteps() {
  const counter = { steps: 0 };
  mapIterator.next = function next(this: unknown) {
    counter.steps += 1;
    return originalNext.call(this);
  };
  return counter;
}

afterEach(() => {
  mapIterator.next = originalNext;
});

describe('FixedWindowLimiter', () => {
  it('allows the limit per window and refuses the next, per key', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('walks a bounded number of entries per request, however many keys one window holds', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(3, 60_000, () => now);
    const keys = Array.from({ length: 15_000 }, (_, i) => `user-${i}@example.com`);
    const steps = countMapSteps();
    for (const key of keys) {
      now += 1;
      expect(limiter.take(key)).toBe(true);
    }
    // One step per request to find the front window still current, none per key held.
    expect(steps.steps).toBeGreaterThanOrEqual(keys.length); // the count works
    expect(steps.steps).toBeLessThanOrEqual(2 * keys.length);
    steps.steps = 0;

    // The limit still holds for every key of the crowd.
    for (let i = 0; i < 3; i += 1) limiter.take(keys[0]!);
    expect(limiter.take(keys[0]!)).toBe(false);
    expect(limiter.size).toBe(keys.length);

    // When the window has passed, the expired ones go, each once: all of them in total.
    now += 60_000;
    steps.steps = 0;
    expect(limiter.take('newcomer@example.com')).toBe(true);
    expect(limiter.size).toBe(1);
    expect(steps.steps).toBeLessThanOrEqual(keys.length + 2);
    steps.steps = 0;
    expect(limiter.take(keys[0]!)).toBe(true);
    expect(steps.steps).toBeLessThanOrEqual(2);
  });

  it('forgets windows in the order they started, as soon as they end', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1000, () => now);
    for (let i = 0; i < 500; i += 1) limiter.take(`early-${i}`);
    now = 600;
    for (let i = 0; i < 500; i += 1) limiter.take(`late-${i}`);
    expect(limiter.take('early-0')).toBe(false);

    now = 1000;
    expect(limiter.take('early-1')).toBe(true); // its window ended: a new one
    expect(limiter.size).toBe(501);
    expect(limiter.take('late-0')).toBe(false); // still in its window

    // A window restarted moves to the back: it outlives the late ones.
    now = 1600;
    expect(limiter.take('probe')).toBe(true);
    expect(limiter.size).toBe(2);
    expect(limiter.take('early-1')).toBe(false);
  });

  it('holds at most maxKeys windows, forgetting the oldest first', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 60_000, () => now, 1000);
    for (let i = 0; i < 5000; i += 1) {
      now += 1;
      limiter.take(`key-${i}`);
      expect(limiter.size).toBeLessThanOrEqual(1000);
    }
    expect(limiter.size).toBe(1000);
    expect(limiter.take('key-4999')).toBe(false);
    expect(limiter.take('key-0')).toBe(true); // pushed out long ago
  });

  it('ends a window when the clock is set back by more than a window', () => {
    let now = 10_000;
    const limiter = new FixedWindowLimiter(1, 1000, () => now);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    now = 9_500;
    expect(limiter.take('a')).toBe(false);
    now = 5_000;
    expect(limiter.take('a')).toBe(true);
  });
});

describe('msUntilReset', () => {
  it('is the time left in the key’s window, and 0 without one', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter(1, 60_000, () => now);
    expect(limiter.msUntilReset('a')).toBe(0);
    limiter.take('a');
    now += 15_000;
    expect(limiter.msUntilReset('a')).toBe(45_000);
    now += 60_000;
    expect(limiter.msUntilReset('a')).toBe(0);
  });
});

describe('count and isSpent', () => {
  it('read the key’s current window without counting an attempt', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 1000, () => now);
    expect([limiter.count('a'), limiter.isSpent('a')]).toEqual([0, false]);
    limiter.take('a');
    expect([limiter.count('a'), limiter.isSpent('a')]).toEqual([1, false]);
    limiter.take('a');
    expect([limiter.count('a'), limiter.isSpent('a'), limiter.count('b')]).toEqual([2, true, 0]);
    now = 1000;
    expect([limiter.count('a'), limiter.isSpent('a')]).toEqual([0, false]);
  });
});
