import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
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
 * an existing DATA_DIR left open to everyone, as an old version or a careless copy made it, and
 * an operator-chosen admin password.
 */
describe('the server process', () => {
  beforeAll(async () => {
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'left-over'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'left-over'), 0o666);
    server = await startServerProcess(dataDir, {
      ADMIN_PASSWORD: 'operator-chosen-secret-1',
      CONVERSATION_TURN_DELAY_MS: '200',
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
