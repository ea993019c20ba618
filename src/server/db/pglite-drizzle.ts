import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteQueries } from './pglite-thread.ts';

/** What Drizzle's PGlite driver calls (drizzle-orm/pglite/session.js), typed by PGlite itself. */
type DrizzleCalls = Pick<PGlite, 'query' | 'exec' | 'transaction'>;
type DrizzleTransactionCalls = Pick<Transaction, 'query' | 'exec'>;

/** A statement runner of the database thread with PGlite's signatures. */
function callsOf(queries: PgliteQueries): DrizzleTransactionCalls {
  return {
    query: <T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) =>
      queries.query(sql, params, { rowMode: options?.rowMode }) as Promise<Results<T>>,
    exec: (sql: string) => queries.exec(sql) as Promise<Results[]>,
  };
}

/**
 * Anything else Drizzle reaches for fails at once, naming it: a Drizzle upgrade that calls more
 * of PGlite than the thread offers breaks the tests, never production silently.
 */
function only<T extends object>(calls: T, what: string): T {
  return new Proxy(calls, {
    get(target, key, receiver) {
      if (typeof key === 'symbol' || key in target || key === 'then' || key === 'constructor') {
        return Reflect.get(target, key, receiver) as unknown;
      }
      throw new Error(
        `the database thread offers ${what} query, exec and transaction only; Drizzle asked for ${key}`,
      );
    },
  });
}

/**
 * The database thread as the PGlite client Drizzle's driver takes: the three calls it makes,
 * checked against PGlite's own types (an upgrade that changes them fails the typecheck) and
 * guarded at run time (one that calls anything else fails the first query).
 */
export function drizzleClientOf(
  thread: PgliteQueries & {
    transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  },
): PGlite {
  const client: DrizzleCalls = {
    ...callsOf(thread),
    transaction: (work) =>
      thread.transaction((tx) => work(only(callsOf(tx), 'a transaction') as Transaction)),
  };
  // Drizzle's type asks for all of PGlite; it is given the calls it makes, and only those.
  return only(client, 'Drizzle') as PGlite;
}
