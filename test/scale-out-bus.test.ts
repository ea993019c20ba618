import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/server/events/bus.ts';
import { createPgEventBus } from '../src/server/events/pg-bus.ts';
import { openTestDatabase } from './helpers/app.ts';

type Event = { n: number; text: string };

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Two buses on one PostgreSQL stand for two processes. */
describe.skipIf(!process.env['TEST_DATABASE_URL'])('PostgreSQL event bus', () => {
  let testDb: Awaited<ReturnType<typeof openTestDatabase>>;
  let one: EventBus<Event>;
  let two: EventBus<Event>;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    one = createPgEventBus<Event>(testDb.database.pool!, { reconnectDelayMs: 50 });
    two = createPgEventBus<Event>(testDb.database.pool!, { reconnectDelayMs: 50 });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await testDb?.drop();
  });

  it('delivers to local subscribers at once and to the other process once, in order', async () => {
    const local: Event[] = [];
    const remote: Event[] = [];
    one.subscribe('conversation:x', (event) => local.push(event));
    two.subscribe('conversation:x', (event) => remote.push(event));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const big = 'long reply é😀 '.repeat(3000);
    const sent = Array.from({ length: 200 }, (_, n) => ({ n, text: n === 100 ? big : 'the ' }));
    for (const event of sent) one.publish('conversation:x', event);
    // Synchronous for the publishing process's own subscribers.
    expect(local).toEqual(sent);
    await until(() => remote.length >= sent.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(remote).toEqual(sent);
  });

  it('listens again after its connection is killed', async () => {
    const received: Event[] = [];
    two.subscribe('conversation:y', (event) => received.push(event));
    await new Promise((resolve) => setTimeout(resolve, 200));
    one.publish('conversation:y', { n: 1, text: 'before' });
    await until(() => received.length === 1);
    const killed = await testDb.database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await until(() => {
      one.publish('conversation:y', { n: 2, text: 'after' });
      return received.some((event) => event.text === 'after');
    });
    expect(received[0]).toEqual({ n: 1, text: 'before' });
  });
});
