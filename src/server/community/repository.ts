import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  communityPosts,
  customModels,
  postImports,
  postLikes,
  postViews,
  users,
} from '../db/schema.ts';
import type { PostCursor } from './cursor.ts';

export type PostRow = typeof communityPosts.$inferSelect;
export type NewPost = Pick<
  typeof communityPosts.$inferInsert,
  'authorId' | 'modelId' | 'title' | 'description' | 'modelToken' | 'tags'
>;

export type ListedPostRow = {
  post: PostRow;
  username: string;
  liked: boolean;
  imported: boolean;
  isAuthorsFirst: boolean;
  likesThisWeek: number;
};

const posts = communityPosts;

/**
 * The post's token still names a shared model: a model deleted, unshared or shared again under a
 * new token takes its posts off the list (and out of likes and imports).
 */
const stillShared = and(
  eq(customModels.id, posts.modelId),
  eq(customModels.isPublic, true),
  eq(customModels.shareToken, posts.modelToken),
);

/** PostgreSQL's foreign_key_violation: the post was deleted while we wrote about it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23503') return true;
  }
  return false;
}

const countColumn = {
  'most liked': posts.likes,
  'most imported': posts.importCount,
} as const;

/** Rows after the cursor in the sort's order: (count desc,) created_at desc, id desc. */
function afterCursor(cursor: PostCursor): SQL {
  const at = sql`${new Date(cursor.at).toISOString()}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  if (cursor.sort === 'newest') return sql`(${posts.createdAt}, ${posts.id}) < (${at}, ${id})`;
  const column = countColumn[cursor.sort];
  return sql`(${column}, ${posts.createdAt}, ${posts.id}) < (${cursor.count}::int, ${at}, ${id})`;
}

export function createCommunityRepository(db: Db) {
  const counters = {
    likes: posts.likes,
    importCount: posts.importCount,
  } as const;

  /**
   * The mark (a like or an import) and its counter change together in one transaction; the post
   * row is key-share locked first so it cannot vanish between the check and the write.
   */
  async function markOnce(
    table: typeof postLikes | typeof postImports,
    counter: keyof typeof counters,
    postId: string,
    userId: string,
    change: 'add' | 'remove',
  ): Promise<number | undefined> {
    const column = counters[counter];
    return db.transaction(async (tx) => {
      const [post] = await tx
        .select({ value: column })
        .from(posts)
        .where(eq(posts.id, postId))
        .for('key share');
      if (!post) return undefined;
      const changed =
        change === 'add'
          ? await tx
              .insert(table)
              .values({ postId, userId })
              .onConflictDoNothing()
              .returning({ postId: table.postId })
          : await tx
              .delete(table)
              .where(and(eq(table.postId, postId), eq(table.userId, userId)))
              .returning({ postId: table.postId });
      if (changed.length === 0) {
        // Read again: a concurrent request for the same mark (which this one waited for) may have
        // changed the counter since `post` was read.
        const [current] = await tx
          .select({ value: column })
          .from(posts)
          .where(eq(posts.id, postId));
        return current?.value ?? post.value;
      }
      const [row] = await tx
        .update(posts)
        .set({ [counter]: sql`${column} ${change === 'add' ? sql`+` : sql`-`} 1` })
        .where(eq(posts.id, postId))
        .returning({ value: column });
      return row!.value;
    });
  }

  return {
    /**
     * One page (`limit` + 1 rows, so the caller knows whether more follow) in the cursor's
     * sort, with the caller's like and import marks and the counts badges are made from.
     */
    async listPage(options: {
      sort: PostCursor['sort'];
      cursor: PostCursor | undefined;
      limit: number;
      viewerId: string | null;
      trendingSince: Date;
    }): Promise<ListedPostRow[]> {
      const { sort, cursor, limit, viewerId, trendingSince } = options;
      const liked = viewerId
        ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`
        : sql<boolean>`false`;
      const order =
        sort === 'newest'
          ? [desc(posts.createdAt), desc(posts.id)]
          : [desc(countColumn[sort]), desc(posts.createdAt), desc(posts.id)];
      const rows = await db
        .select({
          post: posts,
          username: users.name,
          liked,
          // Imported: the viewer holds a copy of the model, however it was imported.
          imported: viewerId
            ? sql<boolean>`exists (select 1 from ${customModels} as copy where copy.owner_id = ${viewerId} and copy.imported_from = ${posts.modelId})`
            : sql<boolean>`false`,
          // The inner table is aliased, so the bare "community_posts" names the outer row.
          isAuthorsFirst: sql<boolean>`not exists (select 1 from ${posts} as earlier where earlier.author_id = ${posts.authorId} and (earlier.created_at, earlier.id) < (${posts.createdAt}, ${posts.id}))`,
          likesThisWeek: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.createdAt} >= ${trendingSince.toISOString()}::timestamptz)`,
        })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .innerJoin(customModels, stillShared)
        .where(cursor ? afterCursor(cursor) : undefined)
        .orderBy(...order)
        .limit(limit + 1);
      return rows.map((row) => ({
        ...row,
        liked: Boolean(row.liked),
        imported: Boolean(row.imported),
        isAuthorsFirst: Boolean(row.isAuthorsFirst),
        likesThisWeek: Number(row.likesThisWeek),
      }));
    },

    /** The post, any post (its author may still remove one the list hides). */
    async find(id: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row;
    },

    /** The post while the list shows it: its model still shared under its token. */
    async findShown(id: string): Promise<PostRow | undefined> {
      const [row] = await db
        .select({ post: posts })
        .from(posts)
        .innerJoin(customModels, stillShared)
        .where(eq(posts.id, id))
        .limit(1);
      return row?.post;
    },

    /**
     * Stamped here in whole milliseconds (not by the database's microsecond clock), so a page
     * cursor, which carries a JavaScript time, names the stored instant exactly.
     */
    async insert(values: NewPost): Promise<PostRow> {
      const [row] = await db
        .insert(posts)
        .values({ ...values, createdAt: new Date() })
        .returning();
      return row!;
    },

    async countByAuthor(authorId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(posts)
        .where(eq(posts.authorId, authorId));
      return Number(row?.value ?? 0);
    },

    async removeOwn(id: string, authorId: string): Promise<boolean> {
      const rows = await db
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
        .returning({ id: posts.id });
      return rows.length > 0;
    },

    /**
     * Counts a view of each post by `viewerKey` on `day` (YYYY-MM-DD), once: answers the new
     * view counts of the posts this call counted. A post deleted meanwhile is skipped.
     */
    async countViews(postIds: string[], viewerKey: string, day: string) {
      if (postIds.length === 0) return [];
      try {
        return await db.transaction(async (tx) => {
          const fresh = await tx
            .insert(postViews)
            .values(postIds.map((postId) => ({ postId, viewerKey, day })))
            .onConflictDoNothing()
            .returning({ postId: postViews.postId });
          if (fresh.length === 0) return [];
          return tx
            .update(posts)
            .set({ views: sql`${posts.views} + 1` })
            .where(
              inArray(
                posts.id,
                fresh.map((row) => row.postId),
              ),
            )
            .returning({ id: posts.id, views: posts.views });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return [];
        throw error;
      }
    },

    /**
     * Marks the post liked by the user, once however often it is asked (the primary key on
     * post and user decides, so concurrent requests cannot count twice), and answers the
     * post's like count; undefined when the post does not exist.
     */
    async like(postId: string, userId: string): Promise<number | undefined> {
      return markOnce(postLikes, 'likes', postId, userId, 'add');
    },

    async unlike(postId: string, userId: string): Promise<number | undefined> {
      return markOnce(postLikes, 'likes', postId, userId, 'remove');
    },

    /** Counts an import from the post once per user; answers import_count. */
    async recordImport(postId: string, userId: string): Promise<number | undefined> {
      return markOnce(postImports, 'importCount', postId, userId, 'add');
    },

    /** Counts an import of the model, by post or by share token, on each post listing it. */
    async recordModelImport(modelId: string, userId: string): Promise<void> {
      const listing = await db
        .select({ id: posts.id })
        .from(posts)
        .innerJoin(customModels, stillShared)
        .where(eq(posts.modelId, modelId));
      for (const { id } of listing) await markOnce(postImports, 'importCount', id, userId, 'add');
    },
  };
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
