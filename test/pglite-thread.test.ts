import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../src/server/db/availability.ts';
import { PgliteThread } from '../src/server/db/pglite-thread.ts';

const dir = mkdtempSync(join(tmpdir(), 'parley-pglite-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PgliteThread', () => {
  it('creates a new data directory (in a thread of its own), then keeps what was written', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await PgliteThread.start({ dataDir, template: undefined });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    await first.exec('create table notes (body text)');
    await first.query('insert into notes (body) values ($1)', ['kept']);
    await first.close();

    const again = await PgliteThread.start({ dataDir, template: undefined });
    const result = (await again.query('select body from notes')) as { rows: { body: string }[] };
    expect(result.rows).toEqual([{ body: 'kept' }]);
    await again.close();
  }, 60_000);

  it('answers a failed statement with the database error, and goes on', async () => {
    const thread = await PgliteThread.start({ dataDir: undefined, template: undefined });
    await expect(thread.query('select * from missing_table')).rejects.toMatchObject({
      code: '42P01',
    });
    expect(await thread.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    await thread.close();
  }, 60_000);

  it('once its thread has died, fails every call waiting and every later one at once', async () => {
    const thread = await PgliteThread.start({ dataDir: undefined, template: undefined });
    const waiting = thread.query('select pg_sleep(1)');
    // As if the thread had crashed: PGlite cannot be restarted in this process.
    await (thread as unknown as { worker: Worker }).worker.terminate();
    await expect(waiting).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const later = await thread.query('select 1').catch((error: unknown) => error);
    expect(later).toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(later)).toBe(true);
    await thread.close();
  }, 60_000);
});
