import { z } from 'zod';
import {
  conversationModeSchema,
  conversationStatusSchema,
  formatProgressSchema,
} from './conversations.ts';
import { emailSchema } from './auth.ts';
import { idSchema } from './ids.ts';

/** SPEC §9 (live polling, copy feedback) and the bounds of the live feature. */
export const LIVE = {
  pollIntervalMs: 2000,
  copyFeedbackMs: 2000,
  tokenMaxLength: 9,
  /** Collaborators (invitations) one live session may have. */
  maxCollaborators: 50,
  /** Invitations one account, and one address, may send per minute (LIVE_INVITES_PER_MINUTE). */
  invitesPerMinute: 20,
  /** Viewer list height on /live (SPEC §2). */
  listHeightPx: 600,
} as const;

/** SPEC §2, §5, §8 texts of live sessions, shared by the server, the web app and the tests. */
export const LIVE_TEXT = {
  enterToken: 'Please enter a live session token',
  invalidFormat: 'Invalid token format. Expected format: XXXX-XXXX',
  joinFailed: 'Failed to join live session',
  invalidShareCode: 'Invalid share code',
  notFound: 'Session not found or inactive',
  notFoundBeforeConnection:
    'Live session not found. Make sure the session is active and the token is correct.',
  connecting: 'Connecting to live session...',
  watching: 'You are watching a live AI conversation',
  // Not from SPEC: the banner follows the conversation's status once connected (issue 23).
  waitingForHost: 'The agents are waiting for the host at a checkpoint',
  paused: 'The host paused this conversation',
  stopped: 'The host stopped this conversation',
  failed: 'This conversation stopped after an error',
  finished: 'The debate has run its course',
  connectionFailed: 'Connection failed',
  waiting: 'Waiting for the conversation to begin...',
  unavailable: 'Session Unavailable',
  // Not from SPEC: shown over the transcript kept when sharing ends after connection (issue 33).
  sharingEnded: 'Sharing of this session has ended. The conversation so far stays below.',
  tryAgain: 'Try Again',
  backToDashboard: 'Back to Dashboard',
  live: 'Live',
  viewMode: 'View Mode',
  watchMode: 'Watch Mode',
  collaborationMode: 'Collaboration Mode',
  connected: 'Connected',
  connectingBadge: 'Connecting',
  disconnected: 'Disconnected',
  watchTitle: 'Watch Live Session',
  createdTitle: 'Live Session Created',
  copyToken: 'Copy Token',
  tokenCopied: 'Token Copied!',
  startConversation: 'Start Conversation',
  // Not from SPEC: the created dialog's main button for a debate already running (issue 33).
  done: 'Done',
  goLive: 'Go Live',
  stopSharing: 'Stop Sharing',
  collaboratorNotFound: 'Collaborator not found',
  collaboratorIsOwner: 'You own this conversation; add someone else',
  addCollaborator: 'Add a collaborator',
  collaboratorHint: 'They can take part once signed in with this email',
  collaborators: 'Collaborators',
  addCollaboratorFailed: 'Failed to add the collaborator',
  tooManyInvitations: 'Too many invitations at once; please wait a minute',
  tooManyCollaborators: `A live session can have at most ${LIVE.maxCollaborators} collaborators`,
  notLive: 'Make the conversation live first',
  viewersCannotWrite: 'Only collaborators can intervene in a live session',
  tooManyRequests: 'Too many live session requests; please wait a moment',
  tooManyStreams: (max: number) =>
    `At most ${max} live streams may be open from one address; close one first`,
  invalidSince: 'since must be a timestamp',
} as const;

/** Codes the server issues and accepts: 4 letters or digits, a dash, 4 more (SPEC §5). */
export const LIVE_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * What the watch dialog's input shows as the user types: upper case, letters and digits only,
 * the dash inserted after the fourth, at most 9 characters (SPEC §2).
 */
export function formatLiveTokenInput(typed: string): string {
  const symbols = typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
  return symbols.length > 4 ? `${symbols.slice(0, 4)}-${symbols.slice(4)}` : symbols;
}

/** SPEC §5: blank, `XXXX-XXXX`, or 8 letters or digits (the dash is then inserted). */
export function checkLiveToken(
  value: string,
): { code: string; error?: undefined } | { code?: undefined; error: string } {
  const token = value.trim().toUpperCase();
  if (!token) return { error: LIVE_TEXT.enterToken };
  if (LIVE_CODE_PATTERN.test(token)) return { code: token };
  if (/^[A-Z0-9]{8}$/.test(token)) return { code: `${token.slice(0, 4)}-${token.slice(4)}` };
  return { error: LIVE_TEXT.invalidFormat };
}

/**
 * A path's share code, upper-cased (SPEC §5). Anything but `XXXX-XXXX` names no session, so it is
 * answered like an unknown code: 404 with 'Invalid share code' (the error handler answers every
 * malformed path parameter 404, as a malformed id names nothing).
 */
export const liveCodeParamsSchema = z.object({
  code: z
    .string()
    .max(LIVE.tokenMaxLength, LIVE_TEXT.invalidShareCode)
    .toUpperCase()
    .regex(LIVE_CODE_PATTERN, LIVE_TEXT.invalidShareCode),
});

export const liveMessageSchema = z.object({
  id: z.string(),
  /** model-a, model-b, user or system in a duel; the agent slot (alpha..epsilon) in MAX. */
  sender: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const liveSessionInfoSchema = z.object({
  shareCode: z.string(),
  title: z.string(),
  mode: conversationModeSchema,
  status: conversationStatusSchema,
  isActive: z.boolean(),
  isGenerating: z.boolean(),
  isWaitingForIntervention: z.boolean(),
  messageCount: z.number().int(),
  /** Slot and display name of every agent, so MAX senders show their names. */
  agents: z.array(z.object({ slot: z.string(), name: z.string(), model: z.string() })),
  /** The debate format's progress (DESIGN D20); null in Free. */
  format: formatProgressSchema.nullable(),
  /** The person's seat whose turn it is, and its timer (decision 039: a collaborator speaks here). */
  awaitingSeat: z.string().nullable(),
  seatTimerMs: z.number().int(),
});
export type LiveSessionInfo = z.infer<typeof liveSessionInfoSchema>;

export const livePollQuerySchema = z.object({
  since: z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), LIVE_TEXT.invalidSince)
    .optional(),
});

/** SPEC §7: `GET /api/live/{code}/messages?since=`, complete messages only. */
export const livePollResponseSchema = z.object({
  success: z.literal(true),
  sessionInfo: liveSessionInfoSchema,
  messages: z.array(liveMessageSchema),
});
export type LivePollResponse = z.infer<typeof livePollResponseSchema>;

export const liveRoleSchema = z.enum(['viewer', 'collaborator', 'owner']);
export type LiveRole = z.infer<typeof liveRoleSchema>;

/** `GET /api/live/{code}` for a signed-in user: the session and what the caller may do. */
export const liveJoinResponseSchema = z.object({
  sessionInfo: liveSessionInfoSchema,
  role: liveRoleSchema,
  /** The seats the caller holds in person (decision 039): they speak there on their turn. */
  seats: z.array(z.string()),
});
export type LiveJoinResponse = z.infer<typeof liveJoinResponseSchema>;

/**
 * A collaborator as the owner invited them: the invitation's id, the email they typed and when.
 * Nothing the owner did not type (no name, no account id), and the same whether the address has
 * an account or not: an invitation answers no question about who is registered (decision 020).
 */
export const collaboratorSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** The owner's view of sharing: the code (null when not live) and the collaborators. */
export const liveSharingSchema = z.object({
  shareCode: z.string().nullable(),
  collaborators: z.array(collaboratorSchema),
});
export type LiveSharing = z.infer<typeof liveSharingSchema>;

export const goLiveResponseSchema = z.object({ shareCode: z.string() });

/** Normalised as users' emails are, so an invitation matches the account that signs up. */
export const addCollaboratorBodySchema = z.object({ email: emailSchema });

export const collaboratorParamsSchema = z.object({
  id: idSchema('Conversation not found'),
  collaboratorId: idSchema(LIVE_TEXT.collaboratorNotFound),
});
