import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
