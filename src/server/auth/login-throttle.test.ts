import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import {
  createLoginThrottle,
  FAILURES_BEFORE_DELAY,
  LOGIN_FAILURE_WINDOW_MS,
  loginDelayMs,
} from './login-throttle.ts';

describe('loginDelayMs', () => {
  it('waits nothing at first, then 250 ms doubling with each failure, at most 4 s', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(FAILURES_BEFORE_DELAY - 1)).toBe(0);
    expect(
      [0, 1, 2, 3, 4, 5, 500].map((more) => loginDelayMs(FAILURES_BEFORE_DELAY + more)),
    ).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe('createLoginThrottle', () => {
  function throttle() {
    let now = 0;
    const waits: number[] = [];
    const logins = createLoginThrottle({
      failuresPerAddress: 3,
      now: () => now,
      wait: async (ms) => void waits.push(ms),
    });
    return { logins, waits, advance: (ms: number) => (now += ms) };
  }

  it('refuses an address that failed too often on an account, for that account alone', async () => {
    const { logins, advance } = throttle();
    for (let i = 0; i < 3; i += 1) {
      await logins.before('owner@example.com', '10.0.0.1');
      logins.failed('owner@example.com', '10.0.0.1');
    }
    advance(60_000);
    const refused = await logins.before('owner@example.com', '10.0.0.1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'rate_limited',
      message: AUTH_TEXT.tooManyFailedLogins,
      retryAfterSeconds: (LOGIN_FAILURE_WINDOW_MS - 60_000) / 1000,
    });
    // Another address on that account, and that address on another account, go on.
    await logins.before('owner@example.com', '10.0.0.2');
    await logins.before('other@example.com', '10.0.0.1');
    advance(LOGIN_FAILURE_WINDOW_MS);
    await logins.before('owner@example.com', '10.0.0.1');
  });

  it('slows every login to an account failed from many addresses, and never refuses a new one', async () => {
    const { logins, waits } = throttle();
    for (let i = 0; i < 20; i += 1) {
      const address = `10.0.${i}.1`;
      await logins.before('owner@example.com', address);
      logins.failed('owner@example.com', address);
    }
    waits.length = 0;
    await logins.before('owner@example.com', '192.0.2.7');
    expect(waits).toEqual([loginDelayMs(20)]);
    await logins.before('someone-else@example.com', '192.0.2.7');
    expect(waits).toEqual([loginDelayMs(20)]);
  });
});
