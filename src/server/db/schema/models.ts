import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const customModels = pgTable(
  'custom_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseModel: text('base_model').notNull(),
    systemInstructions: text('system_instructions').notNull(),
    openingStatement: text('opening_statement'),
    shareToken: text('share_token').unique(),
    isPublic: boolean('is_public').notNull().default(false),
    shareCount: integer('share_count').notNull().default(0),
    /** The shared model this one is a read-only copy of. */
    importedFrom: uuid('imported_from'),
    originalOwnerName: text('original_owner_name'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('custom_models_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('custom_models_owner_import_idx').on(table.ownerId, table.importedFrom),
  ],
);

export const modelDocuments = pgTable(
  'model_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => customModels.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('model_documents_model_idx').on(table.modelId)],
);
