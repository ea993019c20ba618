import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, sessions, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findAnyAdmin(): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.role, 'admin')).limit(1);
      return row;
    },

    /** Inserts unless the email exists; undefined when it does (the unique index decides, no race). */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },

    async deleteSessionByHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async writeAudit(entry: typeof auditLog.$inferInsert): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
