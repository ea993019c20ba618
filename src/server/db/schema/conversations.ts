import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Phase } from '../../../contract/formats.ts';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

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
