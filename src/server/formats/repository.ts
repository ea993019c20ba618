import { and, asc, eq } from 'drizzle-orm';
import type { Phase } from '../../contract/formats.ts';
import type { Db } from '../db/client.ts';
import { debateFormats } from '../db/schema.ts';

export type FormatRow = typeof debateFormats.$inferSelect;

/** An account's saved debate formats. */
export function createFormatRepository(db: Db) {
  return {
    list: (ownerId: string) =>
      db
        .select()
        .from(debateFormats)
        .where(eq(debateFormats.ownerId, ownerId))
        .orderBy(asc(debateFormats.createdAt), asc(debateFormats.id)),

    async find(ownerId: string, id: string): Promise<FormatRow | undefined> {
      const [row] = await db
        .select()
        .from(debateFormats)
        .where(and(eq(debateFormats.ownerId, ownerId), eq(debateFormats.id, id)));
      return row;
    },

    async insert(ownerId: string, name: string, phases: Phase[]): Promise<FormatRow> {
      const [row] = await db.insert(debateFormats).values({ ownerId, name, phases }).returning();
      return row!;
    },

    async remove(ownerId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(debateFormats)
        .where(and(eq(debateFormats.ownerId, ownerId), eq(debateFormats.id, id)))
        .returning({ id: debateFormats.id });
      return removed.length > 0;
    },
  };
}

export type FormatRepository = ReturnType<typeof createFormatRepository>;
