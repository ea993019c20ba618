import { count, eq } from 'drizzle-orm';
import type { CreationKind } from '../../contract/account-limits.ts';
import type { Db } from '../db/client.ts';
import {
  communityPosts,
  conversations,
  customModels,
  debateFormats,
  users,
  verdicts,
} from '../db/schema.ts';
import type { UserRow } from '../auth/repository.ts';

export function createUsersRepository(db: Db) {
  return {
    async updateName(id: string, name: string): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ name }).where(eq(users.id, id)).returning();
      return row;
    },

    /** How many objects of `kind` the user holds (their conversations' verdicts for verdicts). */
    async countHeld(userId: string, kind: CreationKind): Promise<number> {
      const query =
        kind === 'conversations'
          ? db.select({ n: count() }).from(conversations).where(eq(conversations.ownerId, userId))
          : kind === 'customModels'
            ? db.select({ n: count() }).from(customModels).where(eq(customModels.ownerId, userId))
            : kind === 'communityPosts'
              ? db
                  .select({ n: count() })
                  .from(communityPosts)
                  .where(eq(communityPosts.authorId, userId))
              : kind === 'customFormats'
                ? db
                    .select({ n: count() })
                    .from(debateFormats)
                    .where(eq(debateFormats.ownerId, userId))
                : db
                    .select({ n: count() })
                    .from(verdicts)
                    .innerJoin(conversations, eq(conversations.id, verdicts.conversationId))
                    .where(eq(conversations.ownerId, userId));
      const [row] = await query;
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
