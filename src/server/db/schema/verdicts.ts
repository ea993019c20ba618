import { boolean, index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { PanelJudge, VerdictArgument } from '../../../contract/verdicts.ts';
import { createdAt } from './columns.ts';
import { conversations } from './conversations.ts';

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
