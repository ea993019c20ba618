import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { ModelClass } from '../../src/contract/models.ts';
import type { Tier } from '../../src/contract/tiers.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { ROOMY_ACCOUNT_LIMITS } from './server-process.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Base URL when started with `listen: true`. */
  url: string;
  close(): Promise<void>;
};

/**
 * A real, empty database: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (created here, dropped by `drop`).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    const templateFile = process.env['PARLEY_PGLITE_TEMPLATE'];
    const template =
      templateFile && existsSync(templateFile) ? new Blob([readFileSync(templateFile)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, template });
    return { database, drop: () => database.close() };
  }
  const name = `parley_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    /** Receives the server's log lines (JSON), as production writes them. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `/tmp/parley-test-${process.pid}`,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_FAILED_LOGINS_PER_15_MINUTES: '1000',
    // Tests drive one account hard; the per-user bounds have their own tests.
    PASSWORD_CHANGE_LIMIT_PER_HOUR: '1000',
    CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    MAX_RUNNING_CONVERSATIONS_PER_USER: '1000',
    MAX_EVENT_STREAMS_PER_USER: '1000',
    ACCOUNT_LIMITS: ROOMY_ACCOUNT_LIMITS,
    // In-process, the event loop measured is the test runner's too: load shedding has its own
    // tests, and the server processes of test/process*.test.ts run with its defaults.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_HEAP_USED_MB: '100000',
    ...options.env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  let url = '';
  if (options.listen) {
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  } else {
    await app.ready();
  }
  return {
    app,
    database,
    config,
    url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * Usage metered earlier, as if from past calls: admitted through the one admission (reserving
 * nothing), then settled with what the provider reported, as every call is.
 */
export async function recordUsage(
  app: FastifyInstance,
  event: {
    userId: string;
    modelId: string;
    modelClass: ModelClass;
    promptTokens: number;
    completionTokens: number;
  },
): Promise<void> {
  const { promptTokens, completionTokens, ...call } = event;
  const admission = await app.services.usage.admit({
    ...call,
    promptTokens: 0,
    maxOutputTokens: 0,
  });
  if (!admission.allowed) throw new Error(`usage not admitted: ${admission.message}`);
  await admission.settle({ promptTokens, completionTokens });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Signs up a fresh user through the real endpoint; returns its token, user and auth header. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
) {
  const body = { email: uniqueEmail(), password: 'secret123', name: 'Test User', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  }
  const json = response.json() as { token: string; user: { id: string; email: string } };
  return { ...json, password: body.password, auth: { authorization: `Bearer ${json.token}` } };
}

/** Makes a fresh admin through the first-admin path (DESIGN D3) and signs it in. */
export async function signInAdmin(app: FastifyInstance) {
  const email = uniqueEmail('admin');
  const password = 'admin-secret-1';
  await app.services.auth.ensureFirstAdmin({ email, password });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  }
  const json = response.json() as { token: string; user: { id: string; email: string } };
  return { ...json, auth: { authorization: `Bearer ${json.token}` } };
}

/**
 * Sets a user's plan as an admin or a payment does: in the database, then the caches that hold
 * it (sessions, quotas, own keys) are told, as the admin and billing services tell them.
 */
export async function setTier(test: TestApp, userId: string, tier: Tier): Promise<void> {
  await test.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
  test.app.services.planChanged(userId);
}
