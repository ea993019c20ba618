import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDatabaseAvailability,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  outageReason,
} from './availability.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const socketError = (code: string, syscall: string, message = `${syscall} ${code}`) =>
  Object.assign(new Error(message), { code, syscall });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      '57P01 admin_shutdown',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['08006 connection_failure', withCode('08006')],
    ['08001 unable to connect', withCode('08001')],
    ['53300 too_many_connections', withCode('53300')],
    ['a refused connection', socketError('ECONNREFUSED', 'connect')],
    ['a reset connection', socketError('ECONNRESET', 'read')],
    ['a name that does not resolve yet', socketError('EAI_AGAIN', 'getaddrinfo')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a dead PGlite thread', new DatabaseUnavailableError('the database thread stopped')],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('reads the driver error that Drizzle and the write queue wrap', () => {
    const driver = withCode('57P01');
    const drizzle = new DrizzleQueryError('select 1', [], driver);
    expect(isDatabaseUnavailable(drizzle)).toBe(true);
    expect(isDatabaseUnavailable(new Error('write failed', { cause: drizzle }))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a missing table', withCode('42P01')],
    ['a raised exception', withCode('P0001', 'refused by the test')],
    ['a plain error', new Error('something else')],
    ['a wrapped constraint', new DrizzleQueryError('insert', [], withCode('23503'))],
    ['no error at all', undefined],
    ['a string', 'ECONNREFUSED'],
    // What Node's request stream emits when the client leaves mid-body.
    ["a client's aborted request", withCode('ECONNRESET', 'aborted')],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("names an outage by the driver's words, never by Drizzle's message and its parameters", () => {
    const driver = socketError('ECONNREFUSED', 'connect', 'connect ECONNREFUSED 127.0.0.1:5432');
    const drizzle = new DrizzleQueryError(
      'select * from sessions where token_hash = $1',
      ['secret-hash'],
      driver,
    );
    expect(outageReason(drizzle)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(outageReason('?')).toBe('unreachable');
  });

  it('stops at a cause that refers to itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('createDatabaseAvailability', () => {
  afterEach(() => vi.useRealTimers());

  /** A database whose probe answers once `up` is set. */
  function database(options: { outagesAreFinal?: boolean } = {}) {
    const state = { up: true, probes: 0 };
    const restored: string[] = [];
    const availability = createDatabaseAvailability({
      probe: async () => {
        state.probes += 1;
        if (!state.up) throw socketError('ECONNREFUSED', 'connect');
      },
      retryMs: { first: 100, max: 400 },
      ...options,
    });
    availability.onRestored(() => restored.push('restored'));
    return { state, restored, availability };
  }

  it('an outage makes it unavailable until a probe answers, then wakes whoever waits', async () => {
    vi.useFakeTimers();
    const { state, restored, availability } = database();
    state.up = false;
    expect(availability.failed(withCode('57P01'))).toBe(true);
    expect(availability.available).toBe(false);
    let woken = false;
    void availability.whenAvailable().then(() => (woken = true));

    await vi.advanceTimersByTimeAsync(100 + 200 + 400 + 400);
    expect(state.probes).toBe(4);
    expect(woken).toBe(false);
    // Backs off to the maximum, then answers.
    state.up = true;
    await vi.advanceTimersByTimeAsync(400);
    expect(availability.available).toBe(true);
    expect(woken).toBe(true);
    expect(restored).toEqual(['restored']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.probes).toBe(5);
  });

  it('a failure that is not an outage changes nothing', () => {
    const { availability } = database();
    expect(availability.failed(withCode('23505'))).toBe(false);
    expect(availability.available).toBe(true);
  });

  it('health checks probe at most once per max age, and answer false at once while down', async () => {
    const { state, availability } = database();
    expect(await availability.check(1000)).toBe(true);
    expect(await availability.check(1000)).toBe(true);
    expect(state.probes).toBe(1);
    state.up = false;
    expect(await availability.check(0)).toBe(false);
    expect(availability.available).toBe(false);
    const probes = state.probes;
    expect(await availability.check(1000)).toBe(false);
    expect(state.probes).toBe(probes);
    availability.close();
  });

  it('when outages are final (PGlite), whoever waits is failed at once', async () => {
    const { availability } = database({ outagesAreFinal: true });
    await expect(availability.whenAvailable()).resolves.toBeUndefined();
    availability.failed(new DatabaseUnavailableError('the database thread stopped'));
    await expect(availability.whenAvailable()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await availability.check()).toBe(false);
  });

  it('closing fails whoever waits', async () => {
    const { state, availability } = database();
    state.up = false;
    availability.failed(socketError('ECONNREFUSED', 'connect'));
    const waiting = availability.whenAvailable();
    availability.close();
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
