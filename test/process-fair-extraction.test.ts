import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_MODEL_TEXT, type CustomModel } from '../src/contract/custom-models.ts';
import {
  LIMITS_TEXT,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_AT_ONCE_PER_USER,
} from '../src/contract/limits.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { multipart } from './helpers/multipart.ts';
import { makeSlowPdf } from './helpers/sample-documents.ts';
import { callJson, startServerProcess, type ServerProcess } from './helpers/server-process.ts';

/**
 * DESIGN D24 on a real server process: one account floods the document readers with uploads of
 * three PDFs that each take seconds of processor time, as fast as it is let; another account's
 * 53-byte upload is read by the other reader at once, rather than waiting behind the flood.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'parley-fair-extraction-'));
let server: ServerProcess | undefined;

beforeAll(async () => {
  server = await startServerProcess(dataDir);
}, 240_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const signUp = async (name: string) =>
  (
    await callJson<{ token: string }>(`${server!.url}/api/auth/signup`, {
      method: 'POST',
      body: JSON.stringify({ email: `${name}@example.com`, password: 'a-long-passphrase', name }),
    })
  ).token;

const newModel = (token: string) =>
  callJson<CustomModel>(`${server!.url}/api/models`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Notes', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'x' }),
  });

function upload(
  token: string,
  modelId: string,
  files: { name: string; data: Buffer }[],
  signal?: AbortSignal,
) {
  const { payload, headers } = multipart(files);
  return fetch(`${server!.url}/api/models/${modelId}/documents`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: payload,
    signal: AbortSignal.any([AbortSignal.timeout(120_000), ...(signal ? [signal] : [])]),
  });
}

/** A 53-byte RTF, as the attack's victim uploaded. */
const TINY = Buffer.from('{\\rtf1\\ansi Trams carry three hundred people, daily.}');

/** The victim's upload to a fresh model: its time in ms (the model is made beforehand). */
async function timedTinyUpload(token: string): Promise<number> {
  const model = await newModel(token);
  const startedAt = performance.now();
  const response = await upload(token, model.id, [{ name: 'notes.rtf', data: TINY }]);
  const elapsed = performance.now() - startedAt;
  expect(response.status, await response.text()).toBe(201);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('document readers shared between accounts', () => {
  // First, before the flood's readers are busy: the budget is processor time, which a busy
  // machine hands out slowly.
  it('refuses an upload past its processor-time budget, saying so', async () => {
    const token = await signUp('slow');
    const model = await newModel(token);
    const names = ['a.pdf', 'b.pdf', 'c.pdf'];
    const response = await upload(
      token,
      model.id,
      names.map((name) => ({ name, data: makeSlowPdf() })),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.tooSlow(names) });
    const stored = await callJson<CustomModel>(`${server!.url}/api/models/${model.id}`, { token });
    expect(stored.document_count).toBe(0);
  }, 120_000);

  it('read another account’s tiny upload within 2 s while one account floods them', async () => {
    expect(TINY.length).toBe(53);
    const [flooder, victim] = [await signUp('flooder'), await signUp('victim')];
    const quiet: number[] = [];
    // The first upload also builds the readers' bundle: a start-up cost, not a wait.
    await timedTinyUpload(victim);
    for (let index = 0; index < 3; index += 1) quiet.push(await timedTinyUpload(victim));

    // The flood: more uploads at once than the account's share, each of three slow PDFs (more
    // processor time than one upload may use: refused, so the same model takes the next one).
    const slow = makeSlowPdf();
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, data: slow }));
    const floodModel = await newModel(flooder);
    const statuses: Record<number, number> = {};
    const refusals: { retryAfter: string | null; body: unknown }[] = [];
    const stopFlood = new AbortController();
    const loop = async () => {
      while (!stopFlood.signal.aborted) {
        const response = await upload(flooder, floodModel.id, files, stopFlood.signal).catch(
          (error: unknown) => {
            if (stopFlood.signal.aborted) return undefined;
            throw error;
          },
        );
        if (!response) return;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 429) {
          refusals.push({
            retryAfter: response.headers.get('retry-after'),
            body: await response.json(),
          });
          await sleep(200);
        } else await response.body?.cancel();
      }
    };
    const loops = Array.from({ length: UPLOADS_AT_ONCE_PER_USER + 2 }, loop);
    // Let the flood take its reader and queue behind it.
    await sleep(2_000);

    const flooded: number[] = [];
    try {
      for (let index = 0; index < 5; index += 1) flooded.push(await timedTinyUpload(victim));
    } finally {
      // The server reads what it accepted to the end; the test need not wait for it.
      stopFlood.abort();
      await Promise.all(loops);
    }
    console.info(
      `victim's 53-byte upload: quiet median ${median(quiet).toFixed(0)} ms (${quiet.map((t) => t.toFixed(0)).join(', ')}); ` +
        `during the flood median ${median(flooded).toFixed(0)} ms, max ${Math.max(...flooded).toFixed(0)} ms ` +
        `(${flooded.map((t) => t.toFixed(0)).join(', ')}); flooder's answers ${JSON.stringify(statuses)}`,
    );
    // Under 2 s, or on a machine so loaded that a quiet upload takes most of that, within three
    // times the quiet median (first come, first served, the flood made it 15 s or more).
    const bound = Math.max(2_000, 3 * median(quiet));
    for (const time of flooded) expect(time).toBeLessThan(bound);
    // The flooder's extra uploads were refused before their bodies were read, saying why and when.
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal.retryAfter).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(refusal.body).toMatchObject({
        error: LIMITS_TEXT.tooManyUploads(UPLOADS_AT_ONCE_PER_USER),
        code: 'rate_limited',
      });
    }
  }, 240_000);
});
