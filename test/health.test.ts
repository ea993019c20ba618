import { connect } from 'node:net';
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

describe('a client that leaves in the middle of its request body', () => {
  it('is no database outage: health and the database still answer (on PGlite an outage is final)', async () => {
    const t = await buildTestApp();
    try {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const socket = connect({ host: '127.0.0.1', port: Number(port) });
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nhost: parley\r\ncontent-type: application/json\r\n' +
            'content-length: 1000\r\n\r\n{"email":',
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Node's request stream errs with `aborted` (code ECONNRESET), as a dropped database
        // connection's socket does.
        socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(t.database.availability.available).toBe(true);
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      const signup = await fetch(`${address}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'stays-up@example.com', password: 'secret123', name: 'Up' }),
      });
      expect(signup.status).toBe(201);
    } finally {
      await t.close();
    }
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
