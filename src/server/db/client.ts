import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  createDatabaseAvailability,
  outageReason,
  type DatabaseAvailability,
} from './availability.ts';
import { drizzleClientOf } from './pglite-drizzle.ts';
import { PgliteThread } from './pglite-thread.ts';
import { schema } from './schema.ts';
import { registerScriptRunner } from './script.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool when on PostgreSQL (LISTEN/NOTIFY, advisory locks). */
  pool: pg.Pool | undefined;
  /** Whether the database answers; outages are waited out (see availability.ts). */
  availability: DatabaseAvailability;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, used to clone migrated test databases. */
  dump?: () => Promise<Blob>;
  /** PGlite only: the thread it runs on (tests end it as a crash would). */
  thread?: PgliteThread;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** undefined keeps PGlite in memory (tests). */
      dataDir: string | undefined;
      /** A data directory dump (`dumpDataDir`) to start from: skips initdb and migrations' work. */
      template?: Blob;
    }
  | { kind: 'postgres'; url: string };

/** Any fixed number: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_041_962;

/** Several processes may start at once on one PostgreSQL; only one migrates at a time. */
async function migrateExclusively(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** A connection not made within this is an outage (a host that is gone never refuses). */
const CONNECT_TIMEOUT_MS = 10_000;

function watchAvailability(
  probe: () => Promise<unknown>,
  outagesAreFinal = false,
): DatabaseAvailability {
  return createDatabaseAvailability({
    probe,
    outagesAreFinal,
    onOutage: (error) =>
      console.warn(
        `parley: database unavailable (${outageReason(error)}); ${
          outagesAreFinal
            ? 'requests answer 503 until the server is restarted'
            : 'requests answer 503, debates pause and their writes wait until it answers'
        }`,
      ),
    onRestore: (downForMs) =>
      console.warn(`parley: database available again after ${downForMs} ms`),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server drops (restart, failover, admin kill) is replaced on next use;
    // without a listener the pool's 'error' event would crash the process.
    pool.on('error', (error) =>
      console.warn(`parley: idle database connection lost: ${error.message}`),
    );
    // A checked-out connection (a transaction between two statements) that the server drops
    // emits 'error' too, and the pool listens only to idle ones: unheard, it would crash the
    // process. Its statement in flight, or the next one, fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    await migrateExclusively(pool, () => migratePg(db, { migrationsFolder }));
    const availability = watchAvailability(() => pool.query('select 1'));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      availability,
      close: async () => {
        availability.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const client = await PgliteThread.start({
    dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
    template: options.template ? new Uint8Array(await options.template.arrayBuffer()) : undefined,
  });
  const pglite = drizzlePglite({ client: drizzleClientOf(client), schema });
  await migratePglite(pglite, { migrationsFolder });
  const db = pglite as unknown as Db;
  registerScriptRunner(db, (queries) => client.script(queries));
  // PGlite's only outage is its thread dying, and it cannot be restarted in this process.
  const availability = watchAvailability(() => client.query('select 1'), true);
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    availability,
    dump: () => client.dumpDataDir(),
    thread: client,
    close: async () => {
      availability.close();
      await client.close();
    },
  };
}
