import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A statement: raw SQL, or a Drizzle query builder (not run until the script runs). */
export type Statement =
  SQL | (PromiseLike<unknown> & { toSQL(): { sql: string; params: unknown[] } });
type ScriptRunner = (queries: { sql: string; params: unknown[] }[]) => Promise<void>;

const dialect = new PgDialect();
const runners = new WeakMap<object, ScriptRunner>();

/** The database `db` runs on can take a whole transaction at once (PGlite in its thread). */
export function registerScriptRunner(db: Db, run: ScriptRunner): void {
  runners.set(db, run);
}

/**
 * Runs statements in order in one transaction. On PGlite the whole script goes to the database's
 * thread as one message; elsewhere (PostgreSQL) it is a transaction like any other, its
 * statements built by `build` on the transaction.
 */
export async function runScript(db: Db, build: (executor: Db) => Statement[]): Promise<void> {
  const run = runners.get(db);
  if (run) {
    const queries = build(db).map((statement) =>
      'toSQL' in statement ? statement.toSQL() : dialect.sqlToQuery(statement),
    );
    return run(queries);
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await runEach(tx, build(tx));
  });
}

/** Runs statements one after another on `executor` (a transaction's, usually). */
export async function runEach(executor: Pick<Db, 'execute'>, statements: Statement[]) {
  for (const statement of statements) {
    await ('toSQL' in statement ? statement : executor.execute(statement));
  }
}
