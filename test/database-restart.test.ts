import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationMessage } from '../src/contract/conversations.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/contract/errors.ts';
import { GENERIC_TEXT } from '../src/contract/texts.ts';
import { uniqueEmail } from './helpers/app.ts';
import { debateBody, watchEvents } from './helpers/conversations.ts';
import {
  createPostgresServer,
  postgresServerUnavailable,
  type PostgresServer,
} from './helpers/postgres-server.ts';
import {
  callJson,
  freePort,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.ts';

/** Like the other PostgreSQL tests it runs in the PostgreSQL pass, on a server of its own. */
const skipReason = process.env['TEST_DATABASE_URL']
  ? postgresServerUnavailable()
  : 'TEST_DATABASE_URL is not set (the PGlite pass)';
if (skipReason) console.warn(`database restart test skipped: ${skipReason}`);

async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A request that must answer within `ms` (a hang is a failure, not a slow pass). */
function timed(url: string, init: RequestInit, ms = 5000) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}

/**
 * Issue 20, item 10: the database restarts mid-debate (backends terminated, then the server
 * stopped and started) under a real server process. Requests answer 503 with a clear message
 * while it is gone, the debate pauses and then resumes on its own, no finished message is lost
 * and the process does not crash.
 */
describe.skipIf(skipReason !== null)('PostgreSQL restarting mid-debate', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-restart-'));
  let database: PostgresServer;
  /** Runs the debate. */
  let server: ServerProcess;
  /** Another process on the same database: its viewer hears the debate by LISTEN/NOTIFY. */
  let other: ServerProcess;
  let token: string;
  const log: string[] = [];

  beforeAll(async () => {
    database = await createPostgresServer(await freePort());
    await database.start();
    const start = () =>
      startServerProcess(dataDir, {
        DATABASE_URL: database.url,
        // About a second a reply, so that a reply is streaming when the database goes.
        OFFLINE_MODEL_TOKENS_PER_SECOND: '60',
        CONVERSATION_TURN_DELAY_MS: '100',
      });
    [server, other] = await Promise.all([start(), start()]);
    ({ token } = await callJson<{ token: string }>(`${server.url}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'secret123', name: 'Restart' }),
    }));
  }, 120_000);

  afterAll(async () => {
    console.log(`database restart, step by step:\n${log.join('\n')}`);
    for (const process of [server, other]) {
      if (!process) continue;
      if (process.child.exitCode !== null) {
        console.log(`server exited (${process.child.exitCode}):\n${process.output().slice(-4000)}`);
      } else process.child.kill('SIGKILL');
      await process.exited;
    }
    await database?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is gone, pauses the debate, resumes it and loses no finished message', async () => {
    const t0 = Date.now();
    const note = (what: string) => log.push(`${String(Date.now() - t0).padStart(6)} ms  ${what}`);
    const auth = { authorization: `Bearer ${token}` };
    const created = await callJson<Conversation>(`${server.url}/api/conversations`, {
      method: 'POST',
      token,
      body: JSON.stringify(debateBody()),
    });
    const eventsPath = `/api/conversations/${created.id}/events`;
    const events = watchEvents(`${server.url}${eventsPath}`, token);
    const elsewhere = watchEvents(`${other.url}${eventsPath}`, token);
    note('debate started');

    // Mid-debate: a few replies finished and the next one streaming.
    await until(
      'three replies and one streaming',
      () => events.finished().length >= 3 && events.seen.at(-1)?.event.type === 'delta',
      30_000,
    );
    note(`${events.finished().length} messages finished, one streaming`);

    const ended = await database.terminateBackends();
    note(`pg_terminate_backend ended ${ended} sessions`);
    await database.stop();
    const downAt = Date.now();
    note('PostgreSQL stopped');

    // While it is gone: clear 503s, fast, and the process alive.
    // A session not in the process's cache must be looked up: 503, not 401.
    const uncached = { authorization: `Bearer ${'x'.repeat(43)}` };
    for (const [path, headers] of [
      [`/api/conversations/${created.id}`, auth],
      ['/api/usage/stats', auth],
      ['/api/auth/me', uncached],
    ] as const) {
      const started = Date.now();
      const response = await timed(`${server.url}${path}`, { headers });
      note(`GET ${path}: ${response.status} in ${Date.now() - started} ms`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await response.json()).toEqual({
        error: GENERIC_TEXT.databaseUnavailable,
        code: 'unavailable',
      });
    }
    const otherAnswer = await timed(`${other.url}/api/conversations/${created.id}`, {
      headers: auth,
    });
    expect(otherAnswer.status).toBe(503);
    const login = await timed(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'secret123' }),
    });
    expect(login.status).toBe(503);
    const health = await timed(`${server.url}/api/health`, {});
    note(`GET /api/health: ${health.status}`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false });

    // The reply streaming when it went may finish; no new turn starts while it is gone.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const startsWhileDown = events.starts().filter(({ at }) => at > downAt + 1500);
    const doneWhileDown = events.finished().filter(({ at }) => at > downAt);
    note(
      `while down: ${doneWhileDown.map(({ seq, at }) => `message ${seq} finished at +${at - downAt} ms`).join(', ') || 'no message finished'}; ${startsWhileDown.length} turns started after the first 1.5 s`,
    );
    expect(startsWhileDown).toEqual([]);
    expect([server.child.exitCode, other.child.exitCode]).toEqual([null, null]);
    const finishedBeforeReturn = events.finished().length;

    await database.start();
    const upAt = Date.now();
    note('PostgreSQL started again');
    const healthy = await until(
      'health 200',
      () => fetch(`${server.url}/api/health`).then((r) => (r.status === 200 ? r : false)),
      10_000,
    );
    expect(await healthy.json()).toEqual({ ok: true });
    note('health answers 200 again');

    // The debate resumes on its own: new replies finish.
    await until(
      'two more replies',
      () => events.finished().length >= finishedBeforeReturn + 2,
      20_000,
    );
    const resumed = events.finished()[finishedBeforeReturn]!;
    note(
      `first reply after the restart finished ${resumed.at - upAt} ms after PostgreSQL was back`,
    );
    // The other process listens again: its viewer hears the resumed debate.
    const heard = await until(
      'the other process to hear the resumed debate',
      () => elsewhere.finished().find(({ seq }) => seq >= resumed.seq),
      10_000,
    );
    note(`the other process's viewer heard message ${heard.seq} ${heard.at - resumed.at} ms later`);

    await fetch(`${server.url}/api/conversations/${created.id}/stop`, {
      method: 'POST',
      headers: auth,
    });
    await Promise.all([events.stop(), elsewhere.stop()]);
    expect([server.child.exitCode, other.child.exitCode]).toEqual([null, null]);

    // Every message seen finished is in the database, as it was seen.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const { rows } = await check.query<{ seq: number; content: string; status: string }>(
      'select seq, content, status from messages where conversation_id = $1 order by seq',
      [created.id],
    );
    await check.end();
    const stored = new Map(rows.map((row) => [row.seq, row]));
    const lost = events.finished().filter((message: ConversationMessage & { at: number }) => {
      const row = stored.get(message.seq);
      return !row || row.content !== message.content || row.status !== message.status;
    });
    note(`${events.finished().length} messages finished, ${rows.length} rows stored`);
    expect(lost).toEqual([]);
  }, 90_000);
});
