import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache.ts';

describe('ExpiringCache', () => {
  it('keeps a value for its lifetime, then forgets it', () => {
    let now = 1_000;
    const cache = new ExpiringCache<string, string>(5_000, 10, () => now);
    cache.set('user', 'starter');
    now += 4_999;
    expect(cache.get('user')).toBe('starter');
    now += 1;
    expect(cache.get('user')).toBeUndefined();
  });

  it('forgets at once when told, and keeps nothing with a lifetime of 0', () => {
    const cache = new ExpiringCache<string, string>(5_000);
    cache.set('user', 'starter');
    cache.forget('user');
    expect(cache.get('user')).toBeUndefined();
    const off = new ExpiringCache<string, string>(0);
    off.set('user', 'starter');
    expect(off.get('user')).toBeUndefined();
  });

  it('drops the least recently stored entry when full', () => {
    const cache = new ExpiringCache<number, number>(60_000, 3);
    for (const key of [1, 2, 3]) cache.set(key, key);
    cache.set(1, 10);
    cache.set(4, 4);
    expect([1, 2, 3, 4].map((key) => cache.get(key))).toEqual([10, undefined, 3, 4]);
  });

  it('takes the caller clock, and forgets every entry that matches', () => {
    const cache = new ExpiringCache<string, string>(1_000, 10, () => 0);
    cache.set('a1', 'a', 500);
    cache.set('a2', 'a');
    cache.set('b1', 'b');
    expect(cache.get('a1', 1_499)).toBe('a');
    expect(cache.get('a1', 1_500)).toBeUndefined();
    cache.forgetWhere((value) => value === 'a');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBe('b');
  });
});
