import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { UserRow } from '../auth/repository.ts';

export function createUsersRepository(db: Db) {
  return {
    async updateName(id: string, name: string): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
