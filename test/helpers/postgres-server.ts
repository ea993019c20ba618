import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15, as `scripts/test-all.sh` uses it in CI. */
const BIN = '/usr/lib/postgresql/15/bin';

/** Why a test that starts its own PostgreSQL server cannot run here, or null when it can. */
export function postgresServerUnavailable(): string | null {
  if (!existsSync(join(BIN, 'initdb'))) return `no PostgreSQL binaries in ${BIN}`;
  if (process.getuid?.() !== 0) return 'not root: PostgreSQL is run as the postgres user';
  return null;
}

export type PostgresServer = {
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended (57P01) and the server goes away. */
  stop(): Promise<void>;
  /** Ends every other session of the server (`pg_terminate_backend`). */
  terminateBackends(): Promise<number>;
  /** Stops the server and deletes its files. */
  remove(): Promise<void>;
  /**
   * `remove` at once and synchronously (`pg_ctl stop -m immediate`), for a process that is
   * exiting (a bench stopped by SIGINT or failing) and cannot wait for a promise.
   */
  removeNow(): void;
};

/** A throw-away PostgreSQL server of the test's own (initdb in a temp dir, its own port). */
export async function createPostgresServer(port: number): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-pg-'));
  const { uid, gid } = accountOf('postgres');
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]);
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;
  const server: PostgresServer = {
    url,
    async start() {
      await asPostgres('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-o',
        options,
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async terminateBackends() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        return rows.filter((row) => row.ended).length;
      } finally {
        await client.end();
      }
    },
    async remove() {
      if (running) await server.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
    removeNow() {
      if (running) {
        try {
          execFileSync('runuser', [
            '-u',
            'postgres',
            '--',
            join(BIN, 'pg_ctl'),
            '-D',
            data,
            '-m',
            'immediate',
            '-w',
            'stop',
          ]);
        } catch {
          // Stopped already: nothing to do.
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A local account's uid and gid, from /etc/passwd. */
function accountOf(user: string): { uid: number; gid: number } {
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${user}:`));
  if (!entry) throw new Error(`no user ${user}`);
  const fields = entry.split(':');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}
