import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import { FixedWindowLimiter } from '../lib/fixed-window-limiter.ts';

/** Decision 028: failed logins are remembered this long. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Failures on one account (from anywhere) before its logins are slowed down. */
export const FAILURES_BEFORE_DELAY = 10;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/**
 * How long a login to an account waits before its password is checked, given the account's
 * failures in the window: nothing up to `FAILURES_BEFORE_DELAY`, then 250 ms doubling with each
 * failure to at most 4 s. Right and wrong passwords wait alike, so the wait tells nothing.
 */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < FAILURES_BEFORE_DELAY) return 0;
  const doublings = Math.min(accountFailures - FAILURES_BEFORE_DELAY, 16);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** doublings);
}

/**
 * Decision 028 (OWASP ASVS 5.0 V6.1.1, V6.3.1): failed logins are throttled per account and
 * address together, so an address that guessed wrong too often is refused for that account
 * alone (429 with `Retry-After`), while the owner's right password from another address still
 * gets in. What an account suffers from everywhere only slows its logins down (`loginDelayMs`),
 * never refuses them. Unknown emails are throttled like accounts, so the answers tell nothing.
 */
export function createLoginThrottle(options: {
  failuresPerAddress: number;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}) {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;
  const perAddress = new FixedWindowLimiter(
    options.failuresPerAddress,
    LOGIN_FAILURE_WINDOW_MS,
    now,
  );
  const perAccount = new FixedWindowLimiter(Number.MAX_SAFE_INTEGER, LOGIN_FAILURE_WINDOW_MS, now);
  const pair = (email: string, address: string) => `${email} ${address}`;

  return {
    /** Before the password is checked: refused when this address has failed too often here. */
    async before(email: string, address: string): Promise<void> {
      const key = pair(email, address);
      if (perAddress.isSpent(key)) {
        throw new AppError('rate_limited', AUTH_TEXT.tooManyFailedLogins, {
          retryAfterSeconds: Math.ceil(perAddress.msUntilReset(key) / 1000),
        });
      }
      const delay = loginDelayMs(perAccount.count(email));
      if (delay > 0) await wait(delay);
    },

    /** A wrong password (or an unknown email) from `address`. */
    failed(email: string, address: string): void {
      perAddress.take(pair(email, address));
      perAccount.take(email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
