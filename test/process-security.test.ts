import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { AUTH_TEXT } from '../src/contract/texts.ts';
import { debateBody } from './helpers/conversations.ts';
import { callJson, startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'parley-process-security-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every call has a deadline: a frozen process fails the test instead of hanging it. */
const DEADLINE_MS = 15_000;
const within = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(DEADLINE_MS) });

async function signUp(url: string, email: string) {
  return callJson<{ token: string }>(`${url}/api/auth/signup`, {
    method: 'POST',
    body: JSON.stringify({ email, password: 'a-long-passphrase', name: 'Ids' }),
  });
}

type Answer = { status: number; body: unknown; retryAfter: string | undefined };

/** A JSON POST from a loopback address of the caller's choosing (127.0.0.x), as another client. */
function postFrom(url: string, payload: unknown, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: DEADLINE_MS,
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as unknown,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in time`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Every path under `dir` whose mode lets the group or other users in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return found;
}

/**
 * One server start (PGlite's first start is the slow part on a busy machine) for every check:
 * an existing DATA_DIR left open to everyone, as an old version or a careless copy made it, an
 * operator-chosen admin password, and logins from several addresses.
 */
describe('the server process', () => {
  beforeAll(async () => {
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'left-over'), 0o666);
    server = await startServerProcess(dataDir, {
      ADMIN_PASSWORD: 'operator-chosen-secret-1',
      CONVERSATION_TURN_DELAY_MS: '200',
      // The login throttles at their defaults (10 failures per account and address), and an
      // address budget a test reaches (decision 028).
      AUTH_FAILED_LOGINS_PER_15_MINUTES: '10',
      AUTH_RATE_LIMIT_PER_MINUTE: '15',
    });
  }, 240_000);

  it('makes DATA_DIR private and does not print the configured admin password', () => {
    expect(openToOthers(dataDir)).toEqual([]);
    expect(server!.output()).toContain('were open to other users; made private');
    expect(server!.output()).not.toContain('operator-chosen-secret-1');
    expect(server!.output()).toContain('Admin account: admin@example.com');
  });

  it('answers a conversation id in any case every time, stays responsive, and leaves others’ debates alone', async () => {
    const url = server!.url;
    const owner = await signUp(url, 'owner-ids@example.com');
    const stranger = await signUp(url, 'stranger-ids@example.com');
    const created = await callJson<Conversation>(`${url}/api/conversations`, {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify(debateBody()),
    });
    const upper = created.id.toUpperCase();
    const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

    // Someone else's id, in any case, is refused and changes nothing.
    for (const id of [upper, created.id]) {
      const refused = await within(`${url}/api/conversations/${id}/stop`, {
        method: 'POST',
        ...as(stranger.token),
      });
      expect(refused.status).toBe(404);
      expect((await within(`${url}/api/conversations/${id}`, as(stranger.token))).status).toBe(404);
    }

    // The owner's own id in upper case, asked again and again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await within(`${url}/api/conversations/${upper}`, as(owner.token));
      expect(response.status).toBe(200);
      expect(((await response.json()) as Conversation).id).toBe(created.id);
      expect((await within(`${url}/api/health`)).status).toBe(200);
    }

    const now = (await (
      await within(`${url}/api/conversations/${created.id}`, as(owner.token))
    ).json()) as Conversation;
    expect(now.status).toBe('running');
    expect(now.messages.filter((message) => message.status === 'interrupted')).toEqual([]);
  }, 180_000);

  it('answers a body over its limit 413 every time, never a reset, to Node’s fetch', async () => {
    const url = server!.url;
    const { token } = await signUp(url, 'big-bodies@example.com');
    const model = await callJson<{ id: string }>(`${url}/api/models`, {
      method: 'POST',
      token,
      body: JSON.stringify({ name: 'Big', baseModel: 'gpt-4o', systemInstructions: 'x' }),
    });
    const huge = JSON.stringify({ openingLine: 'y'.repeat(5 * 1024 * 1024) });
    const outcome = async (path: string, init: RequestInit) => {
      try {
        const response = await within(`${url}${path}`, { method: 'POST', ...init });
        return `${response.status} ${((await response.json()) as { code: string }).code}`;
      } catch (error) {
        return `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      }
    };
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      // A 5 MB body over the 1 MB limit, signed in and not: refused before it is read.
      outcomes.push(
        await outcome('/api/conversations', {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: huge,
        }),
        await outcome('/api/auth/login', {
          headers: { 'content-type': 'application/json' },
          body: huge,
        }),
      );
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // A 15 MB document: refused once its 10 MB + 1st byte arrives, mid-upload.
      const form = new FormData();
      const pdf = new Blob([new Uint8Array(15 * 1024 * 1024)], { type: 'application/pdf' });
      form.append('documents', pdf, 'huge.pdf');
      outcomes.push(
        await outcome(`/api/models/${model.id}/documents`, {
          headers: { authorization: `Bearer ${token}` },
          body: form,
        }),
      );
    }
    expect(outcomes).toEqual(Array(19).fill('413 too_large'));
    // The connections the refusals left are still usable, or closed cleanly.
    expect((await within(`${url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('never locks an owner out: ten wrong passwords from one address, the right one from another gets in', async () => {
    const url = server!.url;
    const email = 'owner-lockout@example.com';
    const password = 'the-owners-passphrase';
    await callJson(`${url}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({ email, password, name: 'Owner' }),
    });
    const login = (guess: string, from: string, who = email) =>
      postFrom(`${url}/api/auth/login`, { email: who, password: guess }, from);
    const answers: Answer[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await login(`guess-${i}`, '127.0.0.2'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));

    // That address is refused for this account, saying when to come back...
    const refused = await login(password, '127.0.0.2');
    answers.push(refused);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: AUTH_TEXT.tooManyFailedLogins, code: 'rate_limited' });
    // ...while the owner's right password from another address gets in (slowed, not refused).
    const owner = await login(password, '127.0.0.3');
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ user: { email } });
    // Signing up with that email is answered as any taken email is, never throttled; an email
    // someone failed to sign in with is free to sign up with.
    for (let i = 0; i < 10; i += 1) await login(`guess-${i}`, '127.0.0.5', 'newcomer@example.com');
    const taken = await postFrom(
      `${url}/api/auth/signup`,
      { email, password: 'another-passphrase', name: 'Copy' },
      '127.0.0.4',
    );
    expect(taken.status).toBe(409);
    const newcomer = await postFrom(
      `${url}/api/auth/signup`,
      { email: 'newcomer@example.com', password: 'a-newcomers-passphrase', name: 'New' },
      '127.0.0.2',
    );
    expect(newcomer.status).toBe(201);

    // Past the address's own budget (15 a minute here) every login from it is refused too.
    for (let i = 0; i < 5; i += 1) answers.push(await login(password, '127.0.0.2'));
    expect(answers.slice(10).map((answer) => answer.status)).toEqual(Array(6).fill(429));
    expect(answers.at(-1)!.body).toEqual({
      error: AUTH_TEXT.tooManyAttempts,
      code: 'rate_limited',
    });
    // Every 429 says when to come back.
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    for (const answer of limited) {
      expect(Number(answer.retryAfter), JSON.stringify(answer)).toBeGreaterThan(0);
    }
  }, 60_000);

  it('stops on SIGTERM in time, leaving every file it wrote private', async () => {
    server!.child.kill('SIGTERM');
    const exit = await Promise.race([
      server!.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
    ]);
    expect(exit, server!.output()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 30_000);
});
