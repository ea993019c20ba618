import { describe, expect, it } from 'vitest';
import { drizzleClientOf } from '../src/server/db/pglite-drizzle.ts';
import { PgliteThread } from '../src/server/db/pglite-thread.ts';

describe('drizzleClientOf', () => {
  it('runs Drizzle’s calls on the database thread, in and out of a transaction', async () => {
    const thread = await PgliteThread.start({ dataDir: undefined, template: undefined });
    try {
      const client = drizzleClientOf(thread);
      const rows = await client.query<[number]>('select 1 + $1::int', [2], { rowMode: 'array' });
      expect(rows.rows).toEqual([[3]]);
      const inside = await client.transaction((tx) => tx.query<{ n: number }>('select 4 as n'));
      expect(inside.rows).toEqual([{ n: 4 }]);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('refuses, naming it, any other part of PGlite a Drizzle upgrade might reach for', () => {
    const client = drizzleClientOf({
      query: async () => ({ rows: [] }),
      exec: async () => [],
      transaction: async (work) => work({ query: async () => ({}), exec: async () => [] }),
    });
    expect(() => client.listen).toThrow('Drizzle asked for listen');
    expect(() => client.describeQuery).toThrow('Drizzle asked for describeQuery');
  });
});
