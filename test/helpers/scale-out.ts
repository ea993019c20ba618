import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Conversation } from '../../src/contract/conversations.ts';
import { conversations } from '../../src/server/db/schema.ts';
import { openTestDatabase, uniqueEmail } from './app.ts';
import { callJson, startServerProcess, type ServerProcess } from './server-process.ts';

export type TwoServers = {
  /** Replaced by `restart('a')`: read it in each test, not once at the top. */
  a: ServerProcess;
  b: ServerProcess;
  /** A session of the account signed up on A. */
  token: string;
  database: Awaited<ReturnType<typeof openTestDatabase>>['database'];
  /** SIGKILLs the process and starts a new one in its place. */
  restart(which: 'a' | 'b'): Promise<ServerProcess>;
  get(server: ServerProcess, id: string): Promise<Conversation>;
  /** The id of the process holding the debate's lease, if any. */
  leaseOf(id: string): Promise<string | null>;
};

/**
 * DESIGN D8's set-up for one describe block: two server processes on one fresh PostgreSQL
 * database, with one account signed up; everything is stopped and dropped after the block.
 */
export function twoServersOnPostgres(name: string, env: Record<string, string>): TwoServers {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-scale-'));
  const started: ServerProcess[] = [];
  let testDb: Awaited<ReturnType<typeof openTestDatabase>>;

  const start = async () => {
    const server = await startServerProcess(dataDir, {
      DATABASE_URL: testDb.database.pool!.options.connectionString!,
      ...env,
    });
    started.push(server);
    return server;
  };
  const kill = async (server: ServerProcess) => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  };

  const cluster: TwoServers = {
    a: undefined as never,
    b: undefined as never,
    token: '',
    get database() {
      return testDb.database;
    },
    async restart(which) {
      await kill(cluster[which]);
      cluster[which] = await start();
      return cluster[which];
    },
    get: (server, id) =>
      callJson<Conversation>(`${server.url}/api/conversations/${id}`, { token: cluster.token }),
    async leaseOf(id) {
      const [row] = await testDb.database.db
        .select({ owner: conversations.leaseOwner })
        .from(conversations)
        .where(eq(conversations.id, id));
      return row?.owner ?? null;
    },
  };

  beforeAll(async () => {
    testDb = await openTestDatabase();
    [cluster.a, cluster.b] = await Promise.all([start(), start()]);
    ({ token: cluster.token } = await callJson<{ token: string }>(
      `${cluster.a.url}/api/auth/signup`,
      {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail(), password: 'secret123', name }),
      },
    ));
  }, 240_000);

  afterAll(async () => {
    for (const server of started) await kill(server);
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return cluster;
}
