import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { openTestDatabase } from './helpers/app.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { describeSessionRevocation, SESSION_CACHE_MS } from './helpers/session-revocation.ts';

/** Two processes on one PostgreSQL: the session is revoked on A, its streams are open on B. */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('on several processes', () => {
  describeSessionRevocation('revoking a session on A', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-scale-revocation-'));
    const testDb = await openTestDatabase();
    const env = {
      DATABASE_URL: testDb.database.pool!.options.connectionString!,
      SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      CONVERSATION_SSE_HEARTBEAT_MS: '200',
    };
    const [a, b] = await Promise.all([
      startServerProcess(dataDir, env),
      startServerProcess(dataDir, env),
    ]);
    return {
      revoker: a.url,
      streams: b.url,
      stop: async () => {
        for (const server of [a, b]) {
          if (server.child.exitCode === null) server.child.kill('SIGKILL');
          await server.exited;
        }
        await testDb.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
});
