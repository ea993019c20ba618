/**
 * JSON bodies nested thousands of levels deep (issue 20, item 5): every route that takes a body,
 * read from Fastify's route table, answers 400 with a clear message before authentication,
 * and a flood of them leaves `/api/health` answering.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JSON_TOO_DEEP_MESSAGE } from '../src/contract/text.ts';
import { accessOf } from '../src/server/auth/authenticate.ts';
import { buildTestApp, signInAdmin, signUp, type TestApp } from './helpers/app.ts';
import { floodFromChild } from './helpers/flood.ts';
import { healthLatencyDuring, quietHealthLatency } from './helpers/latency.ts';
import { routeTable } from './helpers/routes.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const DEPTH = 8000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
/** An object whose fields are nested: what a route's own fields would hold. */
const deepField = `{"name":${deepArray},"email":"a@example.com"}`;
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Stripe signs the exact bytes it sent: that route's scope keeps JSON bodies unparsed. */
const RAW_BODY_ROUTES = ['/api/billing/webhook'];

const fillParams = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    /code|token/i.test(name) ? 'ABCD-EFGH' : '00000000-0000-4000-8000-000000000000',
  );

describe('deeply nested JSON on every route', () => {
  let test: TestApp;
  let auth: { authorization: string };
  let admin: { authorization: string };

  beforeAll(async () => {
    test = await buildTestApp();
    auth = (await signUp(test.app)).auth;
    admin = (await signInAdmin(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
  });

  it(`is refused with 400 past ${JSON_MAX_DEPTH} levels, signed in or not, before the route runs`, async () => {
    const routes = routeTable(test.app).filter(
      ({ method, url }) => BODY_METHODS.includes(method) && !RAW_BODY_ROUTES.includes(url),
    );
    expect(routes.length).toBeGreaterThan(20);
    const answers = new Map<string, number>();
    for (const { method, url, route } of routes) {
      for (const payload of [deepArray, deepObject, deepField]) {
        for (const [who, headers] of Object.entries({ nobody: {}, user: auth, admin })) {
          const response = await test.app.inject({
            method: method as 'POST',
            url: fillParams(url),
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          });
          const answer = `${method} ${url} as ${who}: ${response.statusCode} ${response.body}`;
          // Routes that need a user refuse nobody, and the admin routes anyone else, before
          // they read a body (401, 403).
          const refusedFirst =
            (accessOf(route) === 'user' && who === 'nobody') ||
            (url.startsWith('/api/admin/') && who !== 'admin');
          if (refusedFirst) expect([401, 403], answer).toContain(response.statusCode);
          else {
            expect(response.statusCode, answer).toBe(400);
            expect(response.json(), answer).toEqual({
              error: JSON_TOO_DEEP_MESSAGE,
              code: 'bad_request',
            });
          }
          answers.set(`${response.statusCode}`, (answers.get(`${response.statusCode}`) ?? 0) + 1);
        }
      }
    }
    expect(answers.get('500')).toBeUndefined();
  });

  it('is answered as before up to the limit: the route’s own validation speaks', async () => {
    const atLimit = `{"name":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}`;
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: atLimit,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).not.toBe(JSON_TOO_DEEP_MESSAGE);
    expect(response.json().error).toMatch(/^name: /);
  });

  it('never reaches a route that keeps its body raw as anything but bytes', async () => {
    for (const url of RAW_BODY_ROUTES) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deepArray,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('a flood of deeply nested bodies against the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-nested-json-'));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess(dataDir);
  }, 240_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves /api/health answering quickly while they arrive 200 at once', async () => {
    const quiet = await quietHealthLatency(server.url);
    const flood = floodFromChild(`${server.url}/api/auth/login`, {
      body: deepArray,
      concurrency: 200,
      rounds: 10,
    });
    const during = await healthLatencyDuring(server.url, flood);
    const { sent, statuses, errors } = await flood;
    console.log(
      `/api/health while ${sent} bodies ${DEPTH} levels deep arrived, 200 at a time: ` +
        `quiet p50 ${quiet.p50.toFixed(1)} ms; during p50 ${during.p50.toFixed(1)} ms, ` +
        `p99 ${during.p99.toFixed(1)} ms, max ${during.max.toFixed(1)} ms (${during.count} probes)`,
    );
    expect(statuses).toEqual({ 400: sent });
    expect(errors).toBe(0);
    expect(during.failed).toBe(0);
    // Before the fix: 500s, and /api/health waited up to 5.6 s behind 200 of them.
    expect(during.p50).toBeLessThan(200);
    expect(during.max).toBeLessThan(2500);
    expect(server.output()).not.toContain('Maximum call stack');
  }, 60_000);
});
