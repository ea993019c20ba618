/**
 * Whether the database can be reached, and what a failure says about it. A restart, a failover
 * or a dead PGlite thread is an outage: requests answer 503, the conversations' writes are held
 * and retried, and no new debate turn starts until the database answers again. Any other
 * failure (a constraint, bad data) is the caller's, as before.
 */

/** The database cannot be reached at all (PGlite's thread is gone, or the outage outlived us). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * SQLSTATEs of an outage: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or
 * shutting down), too_many_connections; class 08 is every connection exception.
 */
const OUTAGE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these without a code: a dropped connection, a connect that timed out. */
const OUTAGE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isOutage(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (OUTAGE_STATES.has(code) || code.startsWith('08')) return true;
  // A socket error of the driver's own connection names its system call (`read ECONNRESET`).
  // Node's `aborted` (a client that left mid-body) has the same code and none: the client's
  // socket, not the database's, and never an outage (on PGlite an outage is final).
  if (SOCKET_CODES.has(code)) return 'syscall' in error && typeof error.syscall === 'string';
  const message = error instanceof Error ? error.message : '';
  return OUTAGE_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * True when `error` (or what caused it: Drizzle and the write queue wrap the driver's error)
 * says the database cannot be reached, rather than that it refused the statement.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (isOutage(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * The driver's own words for an outage (`connect ECONNREFUSED …`), never Drizzle's wrapper,
 * whose message holds the statement's parameters (tokens, hashes, user text).
 */
export function outageReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isOutage(current)) return current.message;
    current = current.cause;
  }
  return 'unreachable';
}

/** What the write path and the turns need: report a failure, wait for the database. */
export type Outages = {
  /** False from an outage's first failure until the database answers again. */
  readonly available: boolean;
  /** Reports a failure; true when it was an outage (then the caller holds and waits). */
  failed(error: unknown): boolean;
  /** Settles once the database answers; rejects with DatabaseUnavailableError on close. */
  whenAvailable(): Promise<void>;
};

export type DatabaseAvailability = Outages & {
  /**
   * Whether the database answers (health checks): asked now, one probe at a time, unless it
   * answered within `maxAgeMs` and nothing failed since, or is known to be unavailable.
   */
  check(maxAgeMs?: number): Promise<boolean>;
  /** Called each time the database answers again after an outage. */
  onRestored(listener: () => void): void;
  /** Stops probing; whoever waits is told the database is gone for good. */
  close(): void;
};

/** Probes while the database is unavailable: soon at first, then every `maxRetryMs`. */
export const RETRY_MS = { first: 250, max: 2000 } as const;

/**
 * The process's view of its database: available until a failure says otherwise, then probed
 * (`select 1`) until it answers, waking whatever waits for it.
 */
export function createDatabaseAvailability(options: {
  probe: () => Promise<unknown>;
  /**
   * An outage cannot end (PGlite's thread died, and PGlite cannot be restarted in this
   * process): whatever waits for the database is failed at once rather than held forever.
   */
  outagesAreFinal?: boolean;
  retryMs?: { first: number; max: number };
  onOutage?: (error: unknown) => void;
  onRestore?: (downForMs: number) => void;
}): DatabaseAvailability {
  const retryMs = options.retryMs ?? RETRY_MS;
  let available = true;
  let closed = false;
  let downSince = 0;
  /** When a probe last answered. */
  let answeredAt = 0;
  let probing: Promise<boolean> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let nextDelay: number = retryMs.first;
  let waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const restoredListeners: (() => void)[] = [];

  function restored() {
    if (available) return;
    available = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    options.onRestore?.(Date.now() - downSince);
    const woken = waiters;
    waiters = [];
    for (const waiter of woken) waiter.resolve();
    for (const listener of restoredListeners) listener();
  }

  function lost(error: unknown) {
    answeredAt = 0;
    if (!available || closed) return;
    available = false;
    downSince = Date.now();
    nextDelay = retryMs.first;
    options.onOutage?.(error);
    if (options.outagesAreFinal) close();
    else scheduleProbe();
  }

  function scheduleProbe() {
    if (closed || available || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void probe().then((answered) => {
        if (answered) return;
        nextDelay = Math.min(nextDelay * 2, retryMs.max);
        scheduleProbe();
      });
    }, nextDelay);
    retryTimer.unref();
  }

  /**
   * No timeout of its own: a connection that cannot be made fails after the pool's connect
   * timeout (an outage), and a database that is only slow is not gone (nor are debates paused).
   */
  function probeOnce(): Promise<boolean> {
    return options
      .probe()
      .then(
        () => true,
        (error: unknown) => {
          if (!isDatabaseUnavailable(error)) return true; // Refused, so it answered.
          lost(error);
          return false;
        },
      )
      .then((answered) => {
        if (!answered) return false;
        answeredAt = Date.now();
        restored();
        return true;
      });
  }

  function close() {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const told = waiters;
    waiters = [];
    for (const waiter of told)
      waiter.reject(new DatabaseUnavailableError('the database is closed'));
  }

  function probe(): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    probing ??= probeOnce().finally(() => {
      probing = null;
    });
    return probing;
  }

  return {
    get available() {
      return available;
    },
    failed(error) {
      if (!isDatabaseUnavailable(error)) return false;
      lost(error);
      return true;
    },
    whenAvailable() {
      if (closed) return Promise.reject(new DatabaseUnavailableError('the database is closed'));
      if (available) return Promise.resolve();
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    check(maxAgeMs = 0) {
      if (closed || !available) return Promise.resolve(false);
      if (Date.now() - answeredAt < maxAgeMs) return Promise.resolve(true);
      return probe();
    },
    onRestored(listener) {
      restoredListeners.push(listener);
    },
    close,
  };
}

/** For parts built without a database to watch (tests): every failure is the caller's. */
export const noOutages: DatabaseAvailability = {
  available: true,
  failed: () => false,
  whenAvailable: () => Promise.resolve(),
  check: () => Promise.resolve(true),
  onRestored: () => undefined,
  close: () => undefined,
};
