/**
 * Issue 27, item 4, on a real server process with the plans' own account limits: the attack of
 * the third round (an explore account creating MAX debates with a 10 KB opening line and five
 * 50 KB instructions, stopping each at once, as fast as it can) makes 30 debates an hour, not
 * 300 in five seconds, and the data folder grows by what those hold.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, ACCOUNT_LIMITS_TEXT } from '../src/contract/account-limits.ts';
import { CONVERSATION_LIMITS, MAX } from '../src/contract/conversations.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { callJson, startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'parley-storage-'));
let server: ServerProcess | undefined;

beforeAll(async () => {
  // The plans' limits, not the tests' roomy ones.
  server = await startServerProcess(dataDir, { ACCOUNT_LIMITS: '' });
}, 240_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

function folderMb(path: string): number {
  let bytes = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes / 1024 / 1024;
}

const ATTEMPTS = 300;

describe('an explore account creating debates as fast as it can', () => {
  it('gets its hour’s 30, then 429 with Retry-After, and the data folder grows by those', async () => {
    const { token } = await callJson<{ token: string }>(`${server!.url}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({
        email: 'hoarder@example.com',
        password: 'a-long-passphrase',
        name: 'H',
      }),
    });
    // Text that does not compress, as the database would store a real one.
    const text = (length: number) => randomBytes(length).toString('base64').slice(0, length);
    const body = JSON.stringify({
      mode: 'max',
      openingLine: text(CONVERSATION_LIMITS.openingLineMaxLength),
      agents: MAX.slots.map((slot) => ({
        slot,
        model: OFFLINE_MODEL_ID,
        systemInstructions: text(CONVERSATION_LIMITS.instructionsMaxLength),
      })),
    });
    const before = folderMb(dataDir);
    const startedAt = performance.now();
    const statuses: Record<number, number> = {};
    let retryAfter: string | null = null;
    let refusal: unknown;
    for (let index = 0; index < ATTEMPTS; index += 1) {
      const response = await fetch(`${server!.url}/api/conversations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: string };
        await fetch(`${server!.url}/api/conversations/${id}/stop`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
      } else {
        retryAfter = response.headers.get('retry-after');
        refusal = await response.json();
      }
    }
    const seconds = (performance.now() - startedAt) / 1000;
    // Written behind: give the database a moment to reach its files.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = folderMb(dataDir);
    console.info(
      `${ATTEMPTS} attempts in ${seconds.toFixed(1)} s: ${JSON.stringify(statuses)}; ` +
        `data folder ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    );
    const { perHour } = ACCOUNT_LIMITS.explore.conversations;
    expect(statuses).toEqual({ 201: perHour, 429: ATTEMPTS - perHour });
    expect(refusal).toEqual({
      error: ACCOUNT_LIMITS_TEXT.hourly('conversations', perHour),
      code: 'rate_limited',
    });
    expect(Number(retryAfter)).toBeGreaterThan(3_000);
    // 30 debates of 260 KB of text each, stored with the database's overhead.
    expect(after - before).toBeLessThan(60);
  }, 240_000);
});
