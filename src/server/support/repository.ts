import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '../../contract/admin.ts';
import type { SupportStatus } from '../../contract/support.ts';
import type { Db } from '../db/client.ts';
import { supportMessages } from '../db/schema.ts';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

const newestFirst = [desc(supportMessages.createdAt), desc(supportMessages.id)];

export function createSupportRepository(db: Db) {
  return {
    async insert(values: typeof supportMessages.$inferInsert): Promise<SupportMessageRow> {
      const [row] = await db.insert(supportMessages).values(values).returning();
      return row!;
    },

    listOfUser(userId: string, limit: number): Promise<SupportMessageRow[]> {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    async listPage({ page, pageSize }: PageQuery) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(supportMessages)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(supportMessages),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(supportMessages)
        .where(eq(supportMessages.status, 'open'));
      return row?.value ?? 0;
    },

    async findById(id: string): Promise<SupportMessageRow | undefined> {
      const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
      return row;
    },

    async setStatus(id: string, status: SupportStatus): Promise<SupportMessageRow | undefined> {
      const [row] = await db
        .update(supportMessages)
        .set({ status })
        .where(eq(supportMessages.id, id))
        .returning();
      return row;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
