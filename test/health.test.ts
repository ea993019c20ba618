import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok and unknown API routes answer a JSON 404', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ ok: true });
    const missing = await t.app.inject('/api/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});
