/**
 * Every route of the app, read from Fastify's route table, under generated hostile input: ids in
 * any case (the caller's, someone else's, unknown, malformed), U+0000 and built-in object keys
 * (`__proto__`, `constructor`, ...) in every string field and as object keys. Whatever comes in:
 * never a 500, never a hang, and a refused request (4xx) leaves the database as it was.
 *
 * Nothing here names a route: a route added later is walked the same way, generated from its own
 * zod schemas. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { buildTestApp, signUp, type TestApp } from './helpers/app.ts';
import { createDebate } from './helpers/conversations.ts';
import { routeTable } from './helpers/routes.ts';
import { databaseSnapshot } from './helpers/snapshot.ts';
import { startWatchdog } from './helpers/watchdog.ts';

/** Generated requests per route; PROPERTY_RUNS raises it for a deeper search. */
const RUNS_PER_ROUTE = Number(process.env['PROPERTY_RUNS'] ?? 30);
/** A request that has not answered by then counts as a hang. */
const REQUEST_DEADLINE_MS = 10_000;

const watchdog = startWatchdog();

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

const BUILT_IN_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** Ids the test knows of; filled once the fixtures exist. */
const ids = { own: [] as string[], others: [] as string[] };

/** An id as a client might type it: any mix of cases. */
const anyCase = (id: string) =>
  fc
    .array(fc.boolean(), { minLength: id.length, maxLength: id.length })
    .map((upper) => [...id].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));

/** Mostly the caller's own objects (to get past ownership), then others', unknown and junk. */
const idLike = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids.own).chain(anyCase) },
    { weight: 2, arbitrary: fc.constantFrom(...ids.others).chain(anyCase) },
    { weight: 1, arbitrary: fc.uuid().chain(anyCase) },
    { weight: 1, arbitrary: fc.constantFrom('not-an-id', '0', '-1', '%', ...BUILT_IN_KEYS) },
  );

const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'x\u0000y', '\u0000'.repeat(3), ...BUILT_IN_KEYS),
  fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
);

/**
 * Plausible values by field name, so that generated requests also get past validation into the
 * services and the database. Hints about kinds of fields, not about routes: a new route's
 * fields fall back to generic text.
 */
const FIELD_HINTS: [RegExp, fc.Arbitrary<string>][] = [
  [/^model$|model$/i, fc.constantFrom(OFFLINE_MODEL_ID, OFFLINE_MODEL_ID, 'gpt-4o', 'nope')],
  [/provider/i, fc.constantFrom('local', 'local', 'openai')],
  [/password/i, fc.constantFrom('a-long-passphrase', 'another-passphrase', 'x')],
  [/email/i, fc.uuid().map((id) => `prop-${id.slice(0, 8)}@example.com`)],
  [/slot|target/i, fc.constantFrom('model-a', 'model-b', 'alpha', 'nobody')],
];

const plainText = fc.oneof(
  fc.constantFrom('Should cities ban cars?', 'You argue for it.', 'A point.', 'x'),
  fc.string({ maxLength: 20 }),
);

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-f]{8}')) return idLike();
  const hint = FIELD_HINTS.find(([pattern]) => pattern.test(name))?.[1];
  return hint ?? plainText;
}

/** Well-shaped values for one JSON schema node (hostile input is injected afterwards). */
function arbitraryFor(
  schema: JsonSchema | boolean | undefined,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema === undefined || typeof schema === 'boolean' || depth > 6) return plainText;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return fc.oneof(...alternatives.map((item) => arbitraryFor(item, name, depth + 1)));
  }
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
    case 'number': {
      const min = Math.ceil(schema.minimum ?? 0);
      const max = Math.floor(Math.min(schema.maximum ?? 1000, 1e9));
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min - 1, max + 1, 0.5));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? schema.prefixItems?.[0], name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(3, schema.minItems ?? 0)),
      });
    default: {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            arbitraryFor(value, key, depth + 1),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => Object.hasOwn(properties, key)) },
      );
    }
  }
}

const toJsonSchema = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

type Path = (string | number)[];
type Parts = { params: string[]; query: Record<string, unknown>; body: unknown };

/** Where hostile input can go: every string, and every object (as an extra key). */
function places(value: unknown, path: Path = []): { strings: Path[]; objects: Path[] } {
  const found = { strings: [] as Path[], objects: [] as Path[] };
  if (typeof value === 'string') found.strings.push(path);
  else if (value && typeof value === 'object') {
    if (!Array.isArray(value)) found.objects.push(path);
    for (const [key, item] of Object.entries(value)) {
      const inner = places(item, [...path, Array.isArray(value) ? Number(key) : key]);
      found.strings.push(...inner.strings);
      found.objects.push(...inner.objects);
    }
  }
  return found;
}

function at(root: unknown, path: Path): Record<string | number, unknown> {
  let node = root as Record<string | number, unknown>;
  for (const key of path) node = node[key] as Record<string | number, unknown>;
  return node;
}

/**
 * One hostile change to well-shaped parts, or none: a string replaced by U+0000 or a built-in
 * key's name, or an extra own key named `__proto__`, `constructor`... (as JSON.parse makes it).
 */
function withHostileInput(parts: Parts): fc.Arbitrary<Parts> {
  const { strings, objects } = places(parts);
  const replace = strings.length
    ? fc.tuple(fc.nat(strings.length - 1), hostileText).map(([index, text]) => {
        const copy = structuredClone(parts);
        const path = strings[index]!;
        at(copy, path.slice(0, -1))[path.at(-1)!] = text;
        return copy;
      })
    : fc.constant(parts);
  const addKey = objects.length
    ? fc
        .tuple(fc.nat(objects.length - 1), fc.constantFrom(...BUILT_IN_KEYS))
        .map(([index, key]) => {
          const copy = structuredClone(parts);
          Object.defineProperty(at(copy, objects[index]!), key, {
            value: { polluted: true },
            enumerable: true,
            configurable: true,
            writable: true,
          });
          return copy;
        })
    : fc.constant(parts);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(parts) },
    { weight: 2, arbitrary: replace },
    { weight: 1, arbitrary: addKey },
  );
}

type Caller = 'owner' | 'stranger' | 'admin' | 'nobody';
type GeneratedRequest = { method: string; url: string; body: unknown; caller: Caller };

/** One route's generated requests: its path parameters, query and body from its own schemas. */
function requestsFor(route: RouteOptions, method: string): fc.Arbitrary<GeneratedRequest> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const queryShape = toJsonSchema(schema['querystring']);
  const bodyShape = toJsonSchema(schema['body']);
  const parts = fc
    .record({
      params: fc.tuple(...paramNames.map(() => idLike())),
      query: queryShape ? arbitraryFor(queryShape) : fc.constant({}),
      body: bodyShape ? arbitraryFor(bodyShape) : fc.constant(undefined),
    })
    .chain((generated) => withHostileInput(generated as Parts));
  const caller = fc.constantFrom<Caller>('owner', 'owner', 'owner', 'stranger', 'admin', 'nobody');
  return fc.tuple(parts, caller).map(([{ params, query, body }, who]) => {
    let path = route.url.replace(/\*$/, 'anything');
    paramNames.forEach((name, i) => {
      path = path.replace(`:${name}`, encodeURIComponent(params[i]!));
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const url = search.size ? `${path}?${search.toString()}` : path;
    return { method, url, body, caller: who };
  });
}

/** Routes with nothing to generate (no schema, no parameter) need only a few runs. */
function runsFor(route: RouteOptions, method: string): number {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const generated = route.url.includes(':') || schema['body'] || schema['querystring'];
  return method === 'HEAD' || !generated ? Math.min(5, RUNS_PER_ROUTE) : RUNS_PER_ROUTE;
}

let test: TestApp;
type Session = Awaited<ReturnType<typeof signUp>>;
type SignedIn = Exclude<Caller, 'nobody'>;
const sessions = {} as Record<SignedIn, Session>;
/** Whose objects count as the caller's own (the admin acts on everyone else's). */
const known = (who: SignedIn) => (who === 'owner' ? ids.own : ids.others);

/** A user with a conversation running and one stopped, so ids hit real objects. */
async function newUser(who: SignedIn): Promise<Session> {
  const session = await signUp(test.app);
  if (who === 'admin') {
    await test.app.services.auth.ensureFirstAdmin({
      email: session.user.email,
      password: session.password,
    });
  }
  known(who).push(session.user.id, (await createDebate(test.app, session.auth)).id);
  const stopped = await createDebate(test.app, session.auth);
  await test.app.inject({
    method: 'POST',
    url: `/api/conversations/${stopped.id}/stop`,
    headers: session.auth,
  });
  known(who).push(stopped.id);
  return session;
}

beforeAll(async () => {
  test = await buildTestApp({
    listen: true,
    // Debates stay where they are: only requests change the database.
    env: { CONVERSATION_TURN_DELAY_MS: '600000', OFFLINE_MODEL_TOKENS_PER_SECOND: '0' },
  });
  for (const who of ['owner', 'stranger', 'admin'] as const) sessions[who] = await newUser(who);
});
afterAll(() => test?.close());

/** A generated request may sign its caller out (logout, password change): sign in again. */
async function keepSignedIn() {
  for (const [who, session] of Object.entries(sessions) as [SignedIn, Session][]) {
    const me = await test.app.inject({ url: '/api/auth/me', headers: session.auth });
    if (me.statusCode !== 401) continue;
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.user.email, password: session.password },
    });
    if (login.statusCode === 200) {
      const { token } = login.json() as { token: string };
      Object.assign(session, { token, auth: { authorization: `Bearer ${token}` } });
    } else {
      Object.assign(session, await newUser(who));
    }
  }
}

function withDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within the deadline: ${what}`)),
      REQUEST_DEADLINE_MS,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Sends a generated request; event streams over real HTTP (their success never ends). */
async function send(route: RouteOptions, request: GeneratedRequest): Promise<number> {
  const headers: Record<string, string> =
    request.caller === 'nobody' ? {} : sessions[request.caller].auth;
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (route.config?.eventStream) {
    const controller = new AbortController();
    try {
      const response = await fetch(`${test.url}${request.url}`, {
        method: request.method,
        headers,
        signal: controller.signal,
      });
      return response.status;
    } finally {
      controller.abort();
    }
  }
  const response = await test.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...headers,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return response.statusCode;
}

describe('every route, under generated hostile input', () => {
  it('never answers 500, never hangs, and a refused request changes nothing', async () => {
    const routes = routeTable(test.app);
    // Sanity: the table is Fastify's, with the app's own routes in it.
    expect(routes.some(({ route }) => route.url === '/api/conversations/:id')).toBe(true);
    let expected = 0;
    let checked = 0;
    let unchanged: Record<string, string> | undefined;
    for (const { route, method } of routes) {
      const numRuns = runsFor(route, method);
      expected += numRuns;
      await fc.assert(
        fc.asyncProperty(requestsFor(route, method), async (request) => {
          const what = `${request.method} ${JSON.stringify(request.url)} as ${request.caller}`;
          watchdog.doing(what);
          // Nothing changes the database between requests, so a refused request's "after" is
          // the next request's "before".
          const before = unchanged ?? (await databaseSnapshot(test.database.db));
          unchanged = undefined;
          const status = await withDeadline(send(route, request), what);
          expect(status, what).toBeLessThan(500);
          if (status >= 400) {
            const after = await databaseSnapshot(test.database.db);
            expect(after, `${what} answered ${status}`).toEqual(before);
            unchanged = after;
          } else {
            await keepSignedIn();
          }
          checked += 1;
        }),
        { numRuns },
      );
    }
    expect(checked).toBe(expected);
  }, 600_000);
});
