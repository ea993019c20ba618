import { z } from 'zod';
import {
  FORMAT_LIMITS,
  formatRefSchema,
  phaseKindSchema,
  seatChoiceSchema,
  seatSchema,
} from './formats.ts';
import { idSchema } from './ids.ts';
import { DUEL, MAX } from './modes.ts';
import { judgeSettingsBodySchema, judgeSettingsSchema } from './verdicts.ts';

export { DUEL, MAX };

/** SPEC §7: how a prompt or transcript names the user's turns (the agents go by their names). */
export const USER_LABEL = 'User';

/** How a folded chat prompt (SPEC §7, o1 models) names the assistant's earlier replies. */
export const ASSISTANT_LABEL = 'Assistant';

export const CONVERSATION_LIMITS = {
  interventionMaxLength: 500,
  titleLength: 100,
  openingLineMaxLength: 10_000,
  instructionsMaxLength: 50_000,
  modelIdMaxLength: 200,
  /** A conversation whose owner has no client connected for this long pauses itself. */
  idlePauseMs: 10 * 60 * 1000,
  sseHeartbeatMs: 15_000,
  /** Partial content of a streaming message is written at most this often. */
  partialFlushMs: 1000,
  listDefaultLimit: 20,
  listMaxLimit: 100,
  /** A history search (issue 33) looks for at most this many characters in titles. */
  searchMaxLength: 100,
  /**
   * Messages one conversation holds (issue 27): at this count it stops with a notice, and
   * continuing or intervening is refused. About 100 checkpoints of a two-agent debate.
   */
  maxMessages: 1000,
  /** Exports one account may ask for in a minute, and build at once, per process (D24). */
  exportsPerMinute: 10,
  exportsAtOncePerUser: 1,
} as const;

/**
 * The mark SPEC §4 puts before a failed reply's text ('❌ Error: ...'). Stored as SPEC says;
 * screens show an icon instead (`withoutLeadingEmoji`), since many systems lack an emoji font.
 */
export const ERROR_MARK = '❌';

export const CONVERSATION_TEXT = {
  completeAllFields: 'Complete all fields to start the conversation',
  /** Not from SPEC: what is too long, and the limit (never "Complete all fields"). */
  instructionsTooLong: `System instructions must be at most ${CONVERSATION_LIMITS.instructionsMaxLength.toLocaleString('en-US')} characters`,
  openingLineTooLong: `The opening message must be at most ${CONVERSATION_LIMITS.openingLineMaxLength.toLocaleString('en-US')} characters`,
  modelIdTooLong: `A model id must be at most ${CONVERSATION_LIMITS.modelIdMaxLength} characters`,
  interventionRequired: 'Intervention message is required',
  interventionTooLong: `Intervention message must be at most ${CONVERSATION_LIMITS.interventionMaxLength} characters`,
  notFound: 'Conversation not found',
  unknownSlot: 'Unknown agent',
  invalidCursor: 'Invalid cursor',
  titleRequired: 'A title is required',
  titleTooLong: `A title must be at most ${CONVERSATION_LIMITS.titleLength} characters`,
  searchTooLong: `A search must be at most ${CONVERSATION_LIMITS.searchMaxLength} characters`,
  duelAgents: 'A two-agent conversation needs exactly 2 agents',
  maxAgents: `MAX Mode needs ${MAX.minAgents} to ${MAX.maxAgents} agents`,
  /** SPEC §4's error message keeps its mark in the text; the UI draws an icon in its place. */
  errorMessage: (message: string) => `${ERROR_MARK} Error: ${message}`,
  failedToGenerate: 'Failed to generate response',
  /** A message's own final full stop is dropped, so the sentence does not end in '..'. */
  agentError: (name: string, message: string) =>
    `Agent ${name} encountered an error: ${message.replace(/\.$/, '')}. Continuing with next agent...`,
  breakerOpened: `Circuit breaker activated: the conversation stopped after ${MAX.breakerThreshold} consecutive errors. Please check your API keys and model settings, then reset the circuit breaker.`,
  breakerReset: 'Circuit breaker reset. The conversation will resume.',
  movingServers: 'The conversation is moving to another server; try again in a moment',
  notSaved: 'Your change could not be saved, so it was not made. Please try again.',
  invalidLastEventId: 'Invalid Last-Event-ID',
  debateFinished:
    'The debate has run its course: each agent has given its closing statement. Continue to ask them again.',
  tooManyExports: `You exported ${CONVERSATION_LIMITS.exportsPerMinute} conversations in the last minute, the most allowed. Please wait a minute and try again.`,
  exportInProgress:
    'Another export of yours is still being prepared. Please try again in a moment.',
  messageLimitReached: `This conversation has reached ${CONVERSATION_LIMITS.maxMessages.toLocaleString('en-US')} messages, the most one conversation holds, and has stopped. Start a new conversation to go on.`,
  messageLimit: `This conversation already holds ${CONVERSATION_LIMITS.maxMessages.toLocaleString('en-US')} messages, the most one conversation holds. Start a new conversation to go on.`,
  replyNotSaved:
    'The last reply could not be saved, so the conversation stopped here. Continue to try again.',
} as const;

export const conversationModeSchema = z.enum(['duel', 'max']);
export type ConversationMode = z.infer<typeof conversationModeSchema>;

export const conversationStatusSchema = z.enum([
  'running',
  'waiting',
  'paused',
  'stopped',
  'failed',
  // The agents gave their closing statements: the debate ran its course (decision 030).
  'finished',
]);
export type ConversationStatus = z.infer<typeof conversationStatusSchema>;

export const messageStatusSchema = z.enum(['complete', 'streaming', 'interrupted', 'error']);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** Required text: missing or blank is SPEC §5's notice; too long says so, with the limit. */
const nonBlank = (max: number, tooLong: string) =>
  z
    .string({ error: CONVERSATION_TEXT.completeAllFields })
    .max(max, tooLong)
    .refine((value) => value.trim().length > 0, CONVERSATION_TEXT.completeAllFields);

export const createConversationBodySchema = z.object({
  mode: conversationModeSchema.default('duel'),
  openingLine: nonBlank(
    CONVERSATION_LIMITS.openingLineMaxLength,
    CONVERSATION_TEXT.openingLineTooLong,
  ),
  /** Slot id of the agent who speaks the opening line; the first agent when omitted. */
  startingSlot: z.string().max(20).optional(),
  agents: z
    .array(
      z.object({
        /** MAX: the agent's slot (alpha…epsilon, in order); by position when omitted. */
        slot: z.string().max(20).optional(),
        model: nonBlank(CONVERSATION_LIMITS.modelIdMaxLength, CONVERSATION_TEXT.modelIdTooLong),
        systemInstructions: nonBlank(
          CONVERSATION_LIMITS.instructionsMaxLength,
          CONVERSATION_TEXT.instructionsTooLong,
        ),
        personaId: z.string().max(100).optional(),
        /**
         * Who holds the seat (DESIGN D20): its model (the default), the owner in person, or a
         * collaborator by their account's email (decision 039: the debate goes live at once).
         */
        seat: seatChoiceSchema.optional(),
      }),
      { error: CONVERSATION_TEXT.completeAllFields },
    )
    .min(MAX.minAgents, CONVERSATION_TEXT.completeAllFields)
    .max(MAX.maxAgents, CONVERSATION_TEXT.maxAgents),
  /** Who judges the debate, and when (DESIGN D18). */
  judge: judgeSettingsBodySchema.optional(),
  /** The debate format (DESIGN D20): a built-in id or a saved custom format's id; Free if left out. */
  format: formatRefSchema.optional(),
  /** How long a person's turn waits before the seat passes (3 minutes if left out). */
  turnTimerSeconds: z
    .number()
    .int()
    .min(FORMAT_LIMITS.seatTimerMinSeconds)
    .max(FORMAT_LIMITS.seatTimerMaxSeconds)
    .optional(),
});
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

export const interveneBodySchema = z.object({
  content: z
    .string({ error: CONVERSATION_TEXT.interventionRequired })
    .refine((value) => value.trim().length > 0, CONVERSATION_TEXT.interventionRequired)
    .refine(
      (value) => value.length <= CONVERSATION_LIMITS.interventionMaxLength,
      CONVERSATION_TEXT.interventionTooLong,
    ),
  target: z.string().max(20).optional(),
});
export type InterveneBody = z.infer<typeof interveneBodySchema>;

/** POST /api/conversations/{id}/speak: a person's turn (its word limit is the phase's). */
export const speakBodySchema = z.object({
  content: nonBlank(CONVERSATION_LIMITS.openingLineMaxLength, CONVERSATION_TEXT.openingLineTooLong),
});
export type SpeakBody = z.infer<typeof speakBodySchema>;

export const conversationIdParamsSchema = z.object({ id: idSchema(CONVERSATION_TEXT.notFound) });

export const listConversationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_LIMITS.listMaxLimit)
    .default(CONVERSATION_LIMITS.listDefaultLimit),
  cursor: z.string().max(200).optional(),
  /** Words the title contains, in any case (issue 33's history search). */
  q: z
    .string()
    .trim()
    .max(CONVERSATION_LIMITS.searchMaxLength, CONVERSATION_TEXT.searchTooLong)
    .optional(),
});

export const renameConversationBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CONVERSATION_TEXT.titleRequired)
    .max(CONVERSATION_LIMITS.titleLength, CONVERSATION_TEXT.titleTooLong),
});
export type RenameConversationBody = z.infer<typeof renameConversationBodySchema>;

export const exportQuerySchema = z.object({ format: z.enum(['md', 'json']).default('md') });

export const messageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  content: z.string(),
  /** model-a, model-b, user or system in a duel; the agent slot in MAX. */
  sender: z.string(),
  timestamp: z.string(),
  status: messageStatusSchema,
  /** The debate format's phase it was spoken in (DESIGN D20); absent in Free. */
  phase: z.string().optional(),
  /**
   * An error report's detail (the provider's own words, redacted): shown to the conversation's
   * owner alone; its content is SPEC §8's text, for everyone (issue 27).
   */
  detail: z.string().optional(),
});
export type ConversationMessage = z.infer<typeof messageSchema>;

export const agentSchema = z.object({
  slot: z.string(),
  name: z.string(),
  model: z.string(),
  personaId: z.string().nullable(),
  systemInstructions: z.string(),
  seat: seatSchema,
});
export type ConversationAgent = z.infer<typeof agentSchema>;

export const formatProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phases: z.array(
    z.object({
      name: z.string(),
      kind: phaseKindSchema,
      wordLimit: z.number().int(),
      turns: z.number().int(),
    }),
  ),
  /** The phase being spoken (its index); the phases' count once all are spoken. */
  phase: z.number().int(),
  /** Turns left in the phase, counting the one being spoken. */
  turnsLeft: z.number().int(),
});
export type FormatProgressView = z.infer<typeof formatProgressSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: conversationModeSchema,
  status: conversationStatusSchema,
  messageCount: z.number().int(),
  modelA: z.string(),
  modelB: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A conversation as its owner sees it, but for its messages. */
export const conversationStateSchema = conversationSummarySchema.extend({
  interventionCount: z.number().int(),
  isActive: z.boolean(),
  isGenerating: z.boolean(),
  isWaitingForIntervention: z.boolean(),
  nextResponder: z.string().nullable(),
  breakerOpen: z.boolean(),
  liveCode: z.string().nullable(),
  agents: z.array(agentSchema),
  /** The debate format's progress (DESIGN D20); null in Free. */
  format: formatProgressSchema.nullable(),
  /** The person's seat whose turn it is (their message is awaited), and its timer. */
  awaitingSeat: z.string().nullable(),
  seatTimerMs: z.number().int(),
});
export type ConversationState = z.infer<typeof conversationStateSchema>;

export const conversationSchema = conversationStateSchema.extend({
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** The answer of POST /api/conversations and GET /api/conversations/{id}: also its judge settings. */
export const conversationDetailSchema = conversationSchema.extend({ judge: judgeSettingsSchema });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
