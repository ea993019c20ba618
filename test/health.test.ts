import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/server/db/availability.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/auth/signup', '/api/chat/completions', '/api/conversations/{id}']) {
      expect(paths).toContain(path);
    }
    const signup = response.json().paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'name']),
    );
  });

  it('answers ok and unknown API routes answer a JSON 404', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ ok: true });
    const missing = await t.app.inject('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('on PostgreSQL', () => {
  it('survives the server dropping its idle connections', async () => {
    const t = await buildTestApp();
    try {
      const pool = t.database.pool!;
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      const admin = await pool.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
      } finally {
        admin.release();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'after-drop@example.com', password: 'secret123', name: 'After' },
      });
      expect(signup.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('survives the server dropping a connection checked out mid-transaction', async () => {
    const t = await buildTestApp();
    try {
      const pool = t.database.pool!;
      const held = await pool.connect();
      await held.query('begin');
      const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
      // Between two statements of a transaction: no query is waiting to be told.
      await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const next = await held.query('select 1').catch((error: unknown) => error);
      held.release(true);
      expect(isDatabaseUnavailable(next)).toBe(true);
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
