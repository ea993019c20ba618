import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { customModels } from './models.ts';

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelId: uuid('model_id').references(() => customModels.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    modelToken: text('model_token').notNull(),
    tags: text('tags').array().notNull().default([]),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    importCount: integer('import_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('community_posts_created_idx').on(table.createdAt, table.id),
    index('community_posts_likes_idx').on(table.likes, table.id),
    index('community_posts_imports_idx').on(table.importCount, table.id),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** One row per viewer per UTC day, so a view counts once a day. */
export const postViews = pgTable(
  'post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** A user id, or a hash of the client address for signed-out visitors. */
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.viewerKey, table.day] })],
);

export const postImports = pgTable(
  'post_imports',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);
