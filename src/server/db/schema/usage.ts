import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id'),
    modelId: text('model_id').notNull(),
    modelClass: text('model_class', {
      enum: ['ultra_premium', 'premium', 'standard', 'free'],
    }).notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    cost: real('cost').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('usage_events_user_class_time_idx').on(table.userId, table.modelClass, table.createdAt),
  ],
);

/** Tokens reserved and used per user, model class and UTC window (DESIGN D5, §5 reservation). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelClass: text('model_class', {
      enum: ['ultra_premium', 'premium', 'standard', 'free'],
    }).notNull(),
    /** Start of the UTC day or hour the counter covers. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    usedTokens: bigint('used_tokens', { mode: 'number' }).notNull().default(0),
    reservedTokens: bigint('reserved_tokens', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.modelClass, table.windowStart] })],
);

/**
 * A process's slice of a counter's allowance (DESIGN D22, decision 033): what the holder may still
 * spend (`tokens`, its calls in flight included) and how much of that its calls in flight hold
 * (`reserved`, also counted in the counter's `reserved_tokens`). `usage_lease` grants slices so
 * that the counter's used tokens and every live slice together never pass the limit; a slice not
 * renewed by `expires_at` is its holder's no more, and returns whole.
 */
export const usageLeases = pgTable(
  'usage_leases',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelClass: text('model_class', {
      enum: ['ultra_premium', 'premium', 'standard', 'free'],
    }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** The process holding the slice (its id for this run). */
    holder: text('holder').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.userId, table.modelClass, table.windowStart, table.holder],
    }),
    index('usage_leases_holder_idx').on(table.holder),
  ],
);
