import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT, type Conversation } from '../src/contract/conversations.ts';
import type { ConversationEvent } from '../src/contract/conversation-events.ts';
import { LIMITS_TEXT, UPLOADS_AT_ONCE_PER_USER } from '../src/contract/limits.ts';
import { PASSWORD_RULE, PASSWORD_TEXT } from '../src/contract/passwords.ts';
import { NULL_CHARACTER_MESSAGE } from '../src/contract/text.ts';
import { AUTH_TEXT, CHAT_TEXT } from '../src/contract/texts.ts';
import { messages } from '../src/server/db/schema.ts';
import { buildTestApp, signUp, uniqueEmail, type TestApp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  getDebate,
  post,
  readEvents,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { providerEnv } from './fake-providers/server.ts';
import { multipart } from './helpers/multipart.ts';
import { makeRtf } from './helpers/sample-documents.ts';
import { databaseSnapshot } from './helpers/snapshot.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

const XAI_KEY = 'xai-configured-secret-0123456789abcdef';

const fake = useFakeProviders();
const test = useTestApp(() => ({
  listen: true,
  env: {
    OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
    CONVERSATION_TURN_DELAY_MS: '5',
    ...providerEnv(fake.url, ['openai', 'xai']),
    XAI_API_KEY: XAI_KEY,
  },
  logStream: { write: (line) => logs.push(line) },
}));
const logs: string[] = [];
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  owner = await signUp(test.app);
});

type Attempt = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};
const send = (attempt: Attempt, app = test) =>
  app.app.inject({
    method: attempt.method,
    url: attempt.url,
    headers: attempt.headers ?? owner.auth,
    ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }),
  });

/** A stopped debate: nothing changes in the database unless a request changes it. */
async function stoppedDebate(auth: Auth = owner.auth): Promise<Conversation> {
  const created = await createDebate(test.app, auth);
  await post(test.app, auth, `/api/conversations/${created.id}/stop`);
  return waitForDebate(test.app, auth, created.id, (c) => c.status === 'stopped');
}

describe('text PostgreSQL cannot store (U+0000)', () => {
  it('is refused in every kind of field with a 400 naming it, and changes nothing', async () => {
    const { id } = await stoppedDebate();
    const cases: [Attempt, string][] = [
      [
        {
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: uniqueEmail(), password: 'a-fine-passphrase', name: 'Ada\u0000' },
        },
        'name',
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.user.email, password: 'x\u0000' },
        },
        'password',
      ],
      [
        {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: owner.password, newPassword: 'a-new\u0000passphrase' },
        },
        'newPassword',
      ],
      [
        {
          method: 'POST',
          url: '/api/conversations',
          payload: debateBody({ openingLine: 'Ban cars?\u0000' }),
        },
        'openingLine',
      ],
      [
        {
          method: 'POST',
          url: '/api/conversations',
          payload: debateBody({
            agents: [
              { model: 'parley-sparring-partner', systemInstructions: 'For.' },
              { model: 'parley-sparring-partner', systemInstructions: 'Against.\u0000' },
            ],
          }),
        },
        'agents.1.systemInstructions',
      ],
      [
        {
          method: 'POST',
          url: `/api/conversations/${id}/intervene`,
          payload: { content: 'Over to you\u0000' },
        },
        'content',
      ],
      [
        {
          method: 'POST',
          url: '/api/chat/completions',
          payload: {
            provider: 'local',
            model: 'parley-sparring-partner',
            messages: [{ role: 'user', content: 'hi\u0000' }],
          },
        },
        'messages.0.content',
      ],
      [{ method: 'GET', url: '/api/conversations?cursor=ab%00cd' }, 'cursor'],
    ];
    for (const [attempt, field] of cases) {
      const before = await databaseSnapshot(test.database.db);
      const response = await send(attempt);
      expect(response.statusCode, attempt.url).toBe(400);
      expect(response.json()).toEqual({
        error: `${field}: ${NULL_CHARACTER_MESSAGE}`,
        code: 'bad_request',
      });
      expect(await databaseSnapshot(test.database.db)).toEqual(before);
    }
    const after = await getDebate(test.app, owner.auth, id);
    expect(after.messages).toHaveLength(after.messageCount);
  });

  it('is dropped from a provider’s reply, which is stored whole', async () => {
    fake.defaults = { tokens: 3, word: 'nu\u0000ll' };
    try {
      const created = await createDebate(test.app, owner.auth, debateBody({}, 'gpt-4o'));
      const done = await waitForDebate(test.app, owner.auth, created.id, (c) =>
        c.messages.some((m) => m.seq === 3 && m.status === 'complete'),
      );
      await post(test.app, owner.auth, `/api/conversations/${created.id}/stop`);
      expect(done.messages[1]!.content).toBe('null0 null1 null2 ');
      const stored = await waitForDebate(
        test.app,
        owner.auth,
        created.id,
        (c) => c.status === 'stopped',
      );
      expect(stored.messages).toHaveLength(stored.messageCount);
      expect(stored.messages.every((m) => !m.content.includes('\u0000'))).toBe(true);
    } finally {
      fake.defaults = {};
    }
  });
});

describe('a write the database refuses', () => {
  beforeAll(async () => {
    await test.database.db.execute(
      sql.raw(`
      create function refuse_marked_messages() returns trigger language plpgsql as $$
      begin
        if new.content like '%[refuse-write]%' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await test.database.db.execute(
      sql.raw(`
      create trigger refuse_marked_messages before insert or update on messages
        for each row execute function refuse_marked_messages()`),
    );
  });

  it('fails the command, and the conversation stays as the database has it', async () => {
    const { id } = await stoppedDebate();
    const before = await getDebate(test.app, owner.auth, id);
    const snapshots = (events: ConversationEvent[]) =>
      events.flatMap((event) => (event.type === 'snapshot' ? [event.messages] : []));
    let watching = () => {};
    const subscribed = new Promise<void>((resolve) => (watching = resolve));
    const viewer = readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (events) => {
        if (snapshots(events).length >= 1) watching();
        return snapshots(events).length >= 2;
      },
      { token: owner.token },
    );
    await subscribed;
    const refused = await post(test.app, owner.auth, `/api/conversations/${id}/intervene`, {
      content: '[refuse-write] a point about parking',
    });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ error: CONVERSATION_TEXT.notSaved, code: 'internal' });
    // A viewer, who saw the unsaved message go by, is sent the saved conversation again.
    const seen = snapshots((await viewer).events).at(-1)!;
    expect(seen).toEqual(before.messages);

    const after = await getDebate(test.app, owner.auth, id);
    expect(after.messages).toEqual(before.messages);
    expect(after.messageCount).toBe(before.messageCount);
    expect(after.status).toBe('stopped');

    // The conversation goes on from there.
    const next = await post(test.app, owner.auth, `/api/conversations/${id}/intervene`, {
      content: 'A point about parking.',
    });
    expect(next.statusCode).toBe(200);
    await post(test.app, owner.auth, `/api/conversations/${id}/stop`);
    const settled = await waitForDebate(test.app, owner.auth, id, (c) => c.status === 'stopped');
    expect(settled.messages.map((m) => m.seq)).toEqual(
      Array.from({ length: settled.messageCount }, (_, i) => i + 1),
    );
    const rows = await test.database.db.select({ seq: messages.seq }).from(messages);
    expect(rows.length).toBeGreaterThan(0);

    // Logged without the statement's parameters.
    const logged = logs.join('');
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('a point about parking');
  });
});

describe('built-in object keys as names', () => {
  it('are unknown providers and models, never a crash', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const byProvider = await send({
        method: 'POST',
        url: '/api/chat/completions',
        payload: { provider: name, model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] },
      });
      expect(byProvider.statusCode, name).toBe(400);
      expect(byProvider.json().error).toBe(CHAT_TEXT.unsupportedProvider(name));
      const debate = await send({
        method: 'POST',
        url: '/api/conversations',
        payload: debateBody({}, name),
      });
      expect(debate.statusCode, name).toBe(400);
      expect(debate.json().error).toContain(CHAT_TEXT.unknownModel(name));
    }
  });

  it('as JSON keys are refused', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: '{"model":"gpt-4o","messages":[],"__proto__":{"isAdmin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('session tokens in query strings', () => {
  it('are ignored everywhere, event streams included', async () => {
    const { id } = await stoppedDebate();
    const token = `?token=${owner.token}`;
    const attempts: Attempt[] = [
      { method: 'GET', url: `/api/auth/me${token}` },
      { method: 'GET', url: `/api/user/profile${token}` },
      { method: 'POST', url: `/api/conversations${token}`, payload: debateBody() },
      { method: 'GET', url: `/api/conversations/${id}${token}` },
      { method: 'DELETE', url: `/api/conversations/${id}${token}` },
      {
        method: 'POST',
        url: `/api/auth/change-password${token}`,
        payload: { currentPassword: owner.password, newPassword: 'taken-over-account' },
      },
      { method: 'POST', url: `/api/auth/logout${token}` },
      { method: 'GET', url: `/api/conversations/${id}/events${token}` },
    ];
    for (const attempt of attempts) {
      const before = await databaseSnapshot(test.database.db);
      const response = await send({ ...attempt, headers: {} });
      expect(response.statusCode, attempt.url).toBe(401);
      expect(await databaseSnapshot(test.database.db)).toEqual(before);
    }
    // The header opens the same stream.
    const { events } = await readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (received) => received.some((event) => event.type === 'snapshot'),
      { token: owner.token },
    );
    expect(events[0]).toMatchObject({ type: 'snapshot', conversation: { id } });
  });
});

describe('secrets in answers, transcripts and logs', () => {
  const leaky = () =>
    `Incorrect API key provided: ${XAI_KEY}. Request had Authorization: Bearer ${XAI_KEY} ` +
    `and went to ${fake.url}/xai/v1/chat/completions`;
  const host = () => new URL(fake.url).host;

  it('redacts configured keys, bearer strings and provider addresses from an upstream error', async () => {
    fake.defaults = { error: { status: 500, message: leaky() } };
    try {
      const answer = await send({
        method: 'POST',
        url: '/api/chat/completions',
        payload: { provider: 'xai', model: 'grok-3', messages: [{ role: 'user', content: 'hi' }] },
      });
      expect(answer.statusCode).toBe(502);
      const error = answer.json().error as string;
      expect(error).toMatch(/^XAI API error: Incorrect API key provided: \[redacted\]/);
      expect(error).not.toContain(XAI_KEY);
      expect(error).not.toContain(host());

      const created = await createDebate(test.app, owner.auth, debateBody({}, 'grok-3'));
      const failed = await waitForDebate(
        test.app,
        owner.auth,
        created.id,
        (c) => c.status === 'failed',
      );
      const report = failed.messages.at(-1)!;
      expect(report.status).toBe('error');
      // The transcript holds none of the upstream's words; its owner's detail holds them redacted.
      expect(report.detail).toContain('[redacted]');
      const stored = await test.database.db
        .select({ content: messages.content, detail: messages.detail })
        .from(messages);
      for (const row of stored) {
        expect(JSON.stringify(row)).not.toContain(XAI_KEY);
        expect(JSON.stringify(row)).not.toContain(host());
      }
      expect(logs.join('')).not.toContain(XAI_KEY);
    } finally {
      fake.defaults = {};
    }
  });

  it('logs requests without their query strings, and no password hash ever', async () => {
    await send({ method: 'GET', url: '/api/conversations?limit=5&cursor=private-cursor-value' });
    await send({ method: 'GET', url: `/api/auth/me?token=${owner.token}` });
    const logged = logs.join('');
    expect(logged).toContain('"url":"/api/conversations"');
    expect(logged).not.toContain('private-cursor-value');
    expect(logged).not.toContain(owner.token);
    expect(logged).not.toContain('$argon2');
  });
});

describe('small ones', () => {
  it('refuses the commonest and all-whitespace passwords, keeping the minimum lengths', async () => {
    const signup = (password: string) =>
      send({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail(), password, name: 'Common' },
        headers: {},
      });
    for (const [password, message] of [
      ['12345678', PASSWORD_TEXT.tooCommon],
      ['password', PASSWORD_TEXT.tooCommon],
      ['Qwerty123', PASSWORD_TEXT.tooCommon],
      ['        ', PASSWORD_TEXT.onlySpaces],
      ['kq7#vzp', PASSWORD_RULE.tooShort],
    ] as const) {
      const response = await signup(password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toBe(`password: ${message}`);
    }
    expect((await signup('kq7#vzpm')).statusCode).toBe(201);
    const change = await send({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: owner.password, newPassword: 'password1' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe(`newPassword: ${PASSWORD_TEXT.tooCommon}`);
  });

  it('marks every API answer, errors included, Cache-Control: no-store', async () => {
    const { id } = await stoppedDebate();
    for (const attempt of [
      { method: 'GET', url: '/api/health', headers: {} },
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/models/providers', headers: {} },
      { method: 'GET', url: `/api/conversations/${id}` },
      { method: 'GET', url: `/api/conversations/${id}/export?format=md` },
      { method: 'GET', url: '/api/auth/me', headers: {} },
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'POST', url: '/api/auth/login', payload: {}, headers: {} },
    ] satisfies Attempt[]) {
      const response = await send(attempt);
      expect(response.headers['cache-control'], attempt.url).toBe('no-store');
    }
  });

  it('marks every event stream no-store too (and no-transform, so proxies do not buffer it)', async () => {
    const { id } = await stoppedDebate();
    const live = await post(test.app, owner.auth, `/api/conversations/${id}/live`);
    const { shareCode } = live.json() as { shareCode: string };
    const streams: [string, RequestInit][] = [
      [`/api/conversations/${id}/events`, { headers: owner.auth }],
      [`/api/live/${shareCode}/events`, {}],
      [
        '/api/chat/completions',
        {
          method: 'POST',
          headers: { ...owner.auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            provider: 'local',
            model: 'parley-sparring-partner',
            messages: [{ role: 'user', content: 'hi' }],
            stream: true,
          }),
        },
      ],
    ];
    for (const [path, init] of streams) {
      const controller = new AbortController();
      try {
        const response = await fetch(`${test.url}${path}`, { ...init, signal: controller.signal });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/event-stream/);
        expect(response.headers.get('cache-control'), path).toBe('no-store, no-transform');
      } finally {
        controller.abort();
      }
    }
  });
});

describe('per-user bounds (DESIGN D13)', () => {
  let bounded: TestApp;
  beforeAll(async () => {
    bounded = await buildTestApp({
      listen: true,
      env: {
        // Debates stay running without taking turns: only requests change the database.
        CONVERSATION_TURN_DELAY_MS: '600000',
        MAX_RUNNING_CONVERSATIONS_PER_USER: '2',
        MAX_EVENT_STREAMS_PER_USER: '2',
        CHAT_RATE_LIMIT_PER_MINUTE: '3',
        OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
      },
    });
  });
  afterAll(() => bounded?.close());

  it('caps running conversations with a clear message, a burst included', async () => {
    const user = await signUp(bounded.app);
    const create = () =>
      bounded.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: user.auth,
        payload: debateBody(),
      });
    const burst = await Promise.all(Array.from({ length: 8 }, create));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({
      error: LIMITS_TEXT.tooManyRunning(2),
      code: 'rate_limited',
    });
    const [first] = burst.filter((response) => response.statusCode === 201);
    const firstId = (first!.json() as Conversation).id;

    // Someone else is not affected.
    const other = await signUp(bounded.app);
    await createDebate(bounded.app, other.auth);

    // Stopping one makes room; resuming it when full is refused.
    await post(bounded.app, user.auth, `/api/conversations/${firstId}/stop`);
    expect((await create()).statusCode).toBe(201);
    const resumed = await post(bounded.app, user.auth, `/api/conversations/${firstId}/continue`);
    expect(resumed.statusCode).toBe(429);
    expect((await getDebate(bounded.app, user.auth, firstId)).status).toBe('stopped');
  });

  it('caps document uploads in progress per account; the excess is refused at once', async () => {
    const newModel = async (auth: Auth) => {
      const response = await bounded.app.inject({
        method: 'POST',
        url: '/api/models',
        headers: auth,
        payload: {
          name: 'Uploader',
          baseModel: 'parley-sparring-partner',
          systemInstructions: 'x',
        },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const rtf = [{ name: 'notes.rtf', data: makeRtf(['Trams carry 300 people.']) }];
    const upload = (auth: Auth, modelId: string, parts: Parameters<typeof multipart>[0] = rtf) => {
      const { payload, headers } = multipart(parts);
      return bounded.app.inject({
        method: 'POST',
        url: `/api/models/${modelId}/documents`,
        headers: { ...auth, ...headers },
        payload,
      });
    };
    /** An upload over HTTP whose body keeps arriving until `finish`: it holds a slot. */
    const slowUpload = (auth: Auth, modelId: string) => {
      const { payload, headers } = multipart(rtf);
      const request = httpRequest(`${bounded.url}/api/models/${modelId}/documents`, {
        method: 'POST',
        headers: { ...auth, ...headers, 'content-length': String(payload.length) },
      });
      const slow = { answered: false, status: Promise.resolve(0), finish, destroy };
      slow.status = new Promise<number>((resolve, reject) => {
        request.on('response', (response) => {
          slow.answered = true;
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
      });
      slow.status.catch(() => undefined);
      request.write(payload.subarray(0, 64));
      function finish() {
        request.end(payload.subarray(64));
        return slow.status;
      }
      function destroy() {
        request.destroy();
      }
      return slow;
    };
    const user = await signUp(bounded.app);
    const slowModelId = await newModel(user.auth);
    const modelId = await newModel(user.auth);
    const slow: ReturnType<typeof slowUpload>[] = [];
    try {
      // A probe with no files changes nothing: 400 until two uploads are in, then 429. A slow
      // upload that came in while a probe held a slot was refused: it is replaced, and the probe
      // waits longer for it each time.
      const deadline = Date.now() + 10_000;
      let pause = 50;
      let probe;
      for (;;) {
        for (const [index, held] of slow.entries()) {
          if (held.answered) slow[index] = slowUpload(user.auth, slowModelId);
        }
        while (slow.length < UPLOADS_AT_ONCE_PER_USER) {
          slow.push(slowUpload(user.auth, slowModelId));
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
        probe = await upload(user.auth, modelId, []);
        if (probe.statusCode !== 400 || Date.now() > deadline) break;
        pause = Math.min(2 * pause, 1000);
      }
      expect(probe.statusCode).toBe(429);
      expect(probe.json()).toEqual({
        error: LIMITS_TEXT.tooManyUploads(UPLOADS_AT_ONCE_PER_USER),
        code: 'rate_limited',
      });
      expect((await upload(user.auth, modelId)).statusCode).toBe(429);

      // Someone else is not affected.
      const other = await signUp(bounded.app);
      expect((await upload(other.auth, await newModel(other.auth))).statusCode).toBe(201);

      // A finished upload makes room.
      expect(await slow[0]!.finish()).toBe(201);
      expect((await upload(user.auth, modelId)).statusCode).toBe(201);
      expect(await slow[1]!.finish()).toBe(201);
    } finally {
      for (const held of slow) held.destroy();
    }
  });

  it('caps open event streams, and a closed one makes room', async () => {
    const user = await signUp(bounded.app);
    const { id } = await createDebate(bounded.app, user.auth);
    await post(bounded.app, user.auth, `/api/conversations/${id}/stop`);
    const url = `${bounded.url}/api/conversations/${id}/events`;
    const open = () => {
      const controller = new AbortController();
      return fetch(url, { headers: user.auth, signal: controller.signal }).then((response) => ({
        response,
        close: () => controller.abort(),
      }));
    };
    const streams = [await open(), await open()];
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200]);
    const excess = await open();
    expect(excess.response.status).toBe(429);
    expect(await excess.response.json()).toEqual({
      error: LIMITS_TEXT.tooManyStreams(2),
      code: 'rate_limited',
    });
    streams[0]!.close();
    const deadline = Date.now() + 5000;
    let again = await open();
    while (again.response.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open();
    }
    expect(again.response.status).toBe(200);
    again.close();
    streams[1]!.close();
  });

  it('limits chat completions per user per minute', async () => {
    const user = await signUp(bounded.app);
    const ask = (auth: Auth) =>
      bounded.app.inject({
        method: 'POST',
        url: '/api/chat/completions',
        headers: auth,
        payload: {
          provider: 'local',
          model: 'parley-sparring-partner',
          messages: [{ role: 'user', content: 'hi' }],
        },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask(user.auth)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await ask(user.auth)).json().error).toBe(LIMITS_TEXT.tooManyChatRequests);
    expect((await ask((await signUp(bounded.app)).auth)).statusCode).toBe(200);
  });
});

describe('client addresses (DESIGN D14)', () => {
  const login = (app: TestApp, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'whatever' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '10.9.8.7',
    });

  it('ignores X-Forwarded-For by default: rotating it does not escape the per-IP limit', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await login(app, `203.0.113.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
      expect(lines.join('')).toContain('"remoteAddress":"10.9.8.7"');
      expect(lines.join('')).not.toContain('203.0.113.');
    } finally {
      await app.close();
    }
  });

  it('reads it from a configured proxy only', async () => {
    const app = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.9.8.0/24' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await login(app, `203.0.113.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401]);
    } finally {
      await app.close();
    }
  });

  it('limits password changes per account, whatever the address', async () => {
    const app = await buildTestApp({ env: { PASSWORD_CHANGE_LIMIT_PER_HOUR: '2' } });
    try {
      const user = await signUp(app.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await app.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: user.auth,
          payload: { currentPassword: `guess-${i}`, newPassword: 'a-new-passphrase' },
          remoteAddress: `10.0.0.${i + 1}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error).toBe(AUTH_TEXT.tooManyPasswordChanges);
        }
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await app.close();
    }
  });
});
