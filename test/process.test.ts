import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'parley-process-'));
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const server = await startServerProcess(dataDir, env);
  started.push(server);
  return server;
}

const signup = (url: string, email: string) =>
  fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123', name: 'Load' }),
  });

describe('the server process', () => {
  it('prints the URL and generated admin credentials on first start only', async () => {
    const freshDir = mkdtempSync(join(tmpdir(), 'parley-first-start-'));
    try {
      const first = await startServerProcess(freshDir, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      started.push(first);
      expect(first.output()).toMatch(/Parley is running at http:\/\/localhost:\d+/);
      const password = /password: (\S+)/.exec(first.output())?.[1];
      expect(password).toBeTruthy();
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@parley.local', password }),
      });
      expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = await startServerProcess(freshDir, { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
      started.push(second);
      expect(second.output()).not.toMatch(/password:/);
      second.child.kill('SIGTERM');
      await second.exited;
    } finally {
      rmSync(freshDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops on one line naming an invalid variable', async () => {
    await expect(start({ PORT: 'not-a-port' })).rejects.toThrow(/Invalid PORT: /);
  }, 60_000);

  it('shuts down cleanly on SIGTERM mid-request and reopens the same PGlite data', async () => {
    const server = await start();
    const emails = Array.from({ length: 40 }, (_, i) => `shutdown-${i}@example.com`);
    const answers = emails.map((email) =>
      signup(server.url, email).then(
        (r) => r.status,
        () => 0,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(answers);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);

    const reopened = await start();
    const created = emails.filter((_, i) => statuses[i] === 201);
    expect(created.length).toBeGreaterThan(0);
    for (const email of emails) {
      const login = await fetch(`${reopened.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret123' }),
      });
      // Every signup that was answered 201 is there; the database is readable for the rest.
      if (created.includes(email)) expect(login.status).toBe(200);
      else expect([200, 401]).toContain(login.status);
    }
    reopened.child.kill('SIGTERM');
    expect(await reopened.exited).toBe(0);
  }, 120_000);
});
