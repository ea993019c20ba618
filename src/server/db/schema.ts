import {
  bigint,
  boolean,
  date,
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
import type { Phase } from '../../contract/formats.ts';
import type { PanelJudge, VerdictArgument } from '../../contract/verdicts.ts';

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
      enum: ['running', 'waiting', 'paused', 'stopped', 'failed', 'finished'],
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
    /** Raised on every takeover; a write carrying an older epoch is refused (fencing). */
    leaseEpoch: integer('lease_epoch').notNull().default(0),
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
    /** Who holds the seat (DESIGN D20): its model, the owner in person, or a collaborator. */
    seat: text('seat', { enum: ['model', 'owner', 'collaborator'] })
      .notNull()
      .default('model'),
    /** The collaborator's account holding the seat (decision 039); null once it is deleted. */
    seatUserId: uuid('seat_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.slot] }),
    index('conversation_agents_seat_user_idx').on(table.seatUserId),
  ],
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
    /** An error report's detail (the upstream's words, redacted): its owner's alone. */
    detail: text('detail'),
    /**
     * The content's estimated tokens (`estimateTokens`), counted once when the content is set;
     * prompts add these up (decision 033). Null on messages written before it was kept.
     */
    contentTokens: integer('content_tokens'),
    /** The debate format's phase the message was spoken in (DESIGN D20); null in Free. */
    phase: text('phase'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('messages_conversation_seq_idx').on(table.conversationId, table.seq)],
);

/** Who judges a debate and when (DESIGN D18), as set when it was created; none: the defaults. */
export const judgeSettings = pgTable('judge_settings', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  /** Catalog model ids, one to three (DESIGN D21); empty: the offline model judges alone. */
  panel: text('panel').array().notNull().default([]),
  everyCheckpoint: boolean('every_checkpoint').notNull().default(false),
  /** The debate stops once a verdict's consensus reaches this (1–100). */
  stopAtConsensus: integer('stop_at_consensus'),
});

/**
 * Audience votes of a live debate (DESIGN D21): one per voter and poll ('before', 'after', or
 * 'winner' for the People's Choice). `voter` is `user:<id>` or the hash of an anonymous viewer's
 * token with the share code it voted through; no identity is ever answered.
 */
export const audienceVotes = pgTable(
  'audience_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    poll: text('poll', { enum: ['before', 'after', 'winner'] }).notNull(),
    /** A stance (for, against, undecided), or an agent's slot for 'winner'. */
    choice: text('choice').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('audience_votes_one_per_poll_idx').on(
      table.conversationId,
      table.poll,
      table.voter,
    ),
  ],
);

/** Conversations whose owner turned audience voting off (none: voting is on). */
export const audienceVotingOff = pgTable('audience_voting_off', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
});

/** A judge's verdict on a debate's transcript (DESIGN D18); quotes checked before it is saved. */
export const verdicts = pgTable(
  'verdicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    judgeModel: text('judge_model').notNull(),
    /** Asked for by the owner, or made at a checkpoint (judge setting `everyCheckpoint`). */
    trigger: text('trigger', { enum: ['request', 'checkpoint'] }).notNull(),
    messageCount: integer('message_count').notNull(),
    summary: text('summary').notNull(),
    positions: jsonb('positions').$type<{ slot: string; stance: string }[]>().notNull(),
    arguments: jsonb('arguments').$type<VerdictArgument[]>().notNull(),
    agreements: text('agreements').array().notNull(),
    disagreements: text('disagreements').array().notNull(),
    /** A slot of the conversation's agents, or null for a draw. */
    winner: text('winner'),
    confidence: real('confidence').notNull(),
    consensus: integer('consensus').notNull(),
    /** Each judge's two readings and reconciled verdict (DESIGN D21); empty before panels. */
    panel: jsonb('panel').$type<PanelJudge[]>().notNull().default([]),
    /** How many judges gave the most common verdict; 0 before panels. */
    agreement: integer('agreement').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('verdicts_conversation_idx').on(table.conversationId, table.createdAt)],
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

/** Enterprise users' own provider API keys, AES-256-GCM under SECRET_KEY (DESIGN D5). */
export const providerKeys = pgTable(
  'provider_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    keyCiphertext: text('key_ciphertext').notNull(),
    keyLast4: text('key_last4').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  billingInterval: text('billing_interval', { enum: ['month', 'year', 'once'] })
    .notNull()
    .default('month'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stripe Checkout session id (or the demo checkout's). */
    providerSessionId: text('provider_session_id').notNull().unique(),
    plan: text('plan').notNull(),
    billingInterval: text('billing_interval', { enum: ['month', 'year', 'once'] })
      .notNull()
      .default('month'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('payments_user_idx').on(table.userId, table.createdAt)],
);

export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Who may take part in a live session, as the owner invited them: by email, as typed (trimmed,
 * lower-cased like users.email). A signed-in user whose email matches is a collaborator, so an
 * invitation for an address with no account yet works once it signs up (decision 020).
 */
export const liveInvitations = pgTable(
  'live_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('live_invitations_conversation_email_idx').on(table.conversationId, table.email),
  ],
);

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

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt)],
);

export const schema = {
  users,
  sessions,
  auditLog,
  usageEvents,
  conversations,
  conversationAgents,
  messages,
  judgeSettings,
  verdicts,
  audienceVotes,
  audienceVotingOff,
  usageCounters,
  providerKeys,
  subscriptions,
  payments,
  processedWebhookEvents,
  customModels,
  modelDocuments,
  liveInvitations,
  communityPosts,
  postLikes,
  postViews,
  postImports,
  supportMessages,
};

/** An account's saved debate formats (DESIGN D20); a debate keeps a copy of its phases. */
export const debateFormats = pgTable(
  'debate_formats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phases: jsonb('phases').$type<Phase[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('debate_formats_owner_idx').on(table.ownerId)],
);
