import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  subscriptionTier: text('subscription_tier', {
    enum: ['explore', 'starter', 'professional', 'enterprise'],
  })
    .notNull()
    .default('explore'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_at_idx').on(table.at)],
);

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

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['duel', 'max'] }).notNull(),
    title: text('title').notNull(),
    status: text('status', {
      enum: ['running', 'waiting', 'paused', 'stopped', 'failed'],
    }).notNull(),
    openingLine: text('opening_line').notNull(),
    nextSlot: text('next_slot'),
    messageCount: integer('message_count').notNull().default(0),
    interventionCount: integer('intervention_count').notNull().default(0),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    breakerOpen: boolean('breaker_open').notNull().default(false),
    liveCode: text('live_code').unique(),
    /** The engine's full state, so a restart resumes exactly where it stopped. */
    engineState: jsonb('engine_state').$type<Record<string, unknown>>(),
    /** The process running the conversation (DESIGN D8), until `lease_expires_at` unless renewed. */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversations_owner_updated_idx').on(table.ownerId, table.updatedAt),
    index('conversations_status_idx').on(table.status),
  ],
);

export const conversationAgents = pgTable(
  'conversation_agents',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    name: text('name').notNull(),
    modelId: text('model_id').notNull(),
    customModelId: uuid('custom_model_id'),
    personaId: text('persona_id'),
    systemInstructions: text('system_instructions').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.slot] })],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender').notNull(),
    agentSlot: text('agent_slot'),
    content: text('content').notNull(),
    status: text('status', { enum: ['complete', 'streaming', 'interrupted', 'error'] })
      .notNull()
      .default('complete'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    modelId: text('model_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('messages_conversation_seq_idx').on(table.conversationId, table.seq)],
);

export const schema = {
  users,
  sessions,
  auditLog,
  usageEvents,
  conversations,
  conversationAgents,
  messages,
};
