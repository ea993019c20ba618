import { z } from 'zod';
import {
  conversationStateSchema,
  messageSchema,
  type ConversationMessage,
  type ConversationState,
} from './conversations.ts';
import { liveSessionInfoSchema, type LiveSessionInfo } from './live.ts';
import { verdictSchema, type Verdict } from './verdicts.ts';
import { voteTallySchema, type VoteTally } from './votes.ts';

/**
 * The one vocabulary of a conversation's event stream (SSE event name = `type`), sent to its owner
 * (`GET /api/conversations/{id}/events`, `C` = `ConversationState`) and to live viewers
 * (`GET /api/live/{code}/events`, `C` = `LiveSessionInfo`, a projection without the owner's
 * private fields). Every event's SSE id is a resume cursor: a reconnect sending it as
 * `Last-Event-ID` gets only what it missed. A new event is added here, to `conversationEventSchema`
 * and to `applyConversationEvent` (docs/architecture.md, "Event streams").
 */
export type ConversationEventOf<C> =
  /** The whole conversation: what a stream starts with, or a cursor that no longer fits. */
  | { type: 'snapshot'; conversation: C; messages: ConversationMessage[] }
  /** A new message, or a newer version of one (started, finished, resent whole on resume). */
  | { type: 'message'; message: ConversationMessage }
  /** More text of the message being written. */
  | { type: 'delta'; seq: number; text: string }
  /** The message being written was cancelled and removed. */
  | { type: 'discarded'; seq: number }
  /** The conversation's state changed (status, who is next, counts). */
  | { type: 'state'; conversation: C }
  /** A judge's verdict was saved (DESIGN D18); it changes no message (see `withVerdict`). */
  | { type: 'verdict'; verdict: Verdict }
  /** The audience's vote counts changed (DESIGN D21): aggregates only, never who voted. */
  | { type: 'votes'; votes: VoteTally }
  /** The conversation was deleted, or its live code revoked: the stream ends. */
  | { type: 'ended' };

export type ConversationEvent = ConversationEventOf<ConversationState>;
export type ViewerEvent = ConversationEventOf<LiveSessionInfo>;

function conversationEventSchema<C extends z.ZodType>(conversation: C) {
  return z.discriminatedUnion('type', [
    z.object({
      type: z.literal('snapshot'),
      conversation,
      messages: z.array(messageSchema),
    }),
    z.object({ type: z.literal('message'), message: messageSchema }),
    z.object({ type: z.literal('delta'), seq: z.number().int(), text: z.string() }),
    z.object({ type: z.literal('discarded'), seq: z.number().int() }),
    z.object({ type: z.literal('state'), conversation }),
    z.object({ type: z.literal('verdict'), verdict: verdictSchema }),
    z.object({ type: z.literal('votes'), votes: voteTallySchema }),
    z.object({ type: z.literal('ended') }),
  ]);
}

/** The owner's stream, as the browser parses it. */
export const conversationEventsSchema = conversationEventSchema(
  conversationStateSchema,
) satisfies z.ZodType<ConversationEvent>;
/** A live viewer's stream, as the browser parses it. */
export const viewerEventsSchema = conversationEventSchema(
  liveSessionInfoSchema,
) satisfies z.ZodType<ViewerEvent>;

export const CONVERSATION_EVENT_TYPES = [
  'snapshot',
  'message',
  'delta',
  'discarded',
  'state',
  'verdict',
  'votes',
  'ended',
] as const satisfies readonly ConversationEvent['type'][];

/** A conversation as a stream shows it: what `C` shows of it, and its messages. */
export type ConversationView<C> = C & { messages: ConversationMessage[] };

/** Index of the message with `seq`, searching from the end, where live changes happen. */
function indexOfSeq(messages: readonly ConversationMessage[], seq: number): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.seq === seq) return index;
  }
  return -1;
}

/** Puts `message` in seq order, replacing one with the same seq. Other rows keep their identity. */
function upsert(messages: ConversationMessage[], message: ConversationMessage) {
  const index = indexOfSeq(messages, message.seq);
  if (index >= 0) return messages.with(index, message);
  const next = [...messages, message];
  if (messages.length > 0 && messages[messages.length - 1]!.seq > message.seq) {
    next.sort((a, b) => a.seq - b.seq);
  }
  return next;
}

/**
 * The one reducer of both streams (the web app's and the tests'): the conversation shown once
 * `event` is applied. A snapshot replaces it, a message is put in place by its seq, a delta
 * extends its message, a discarded message goes, a state replaces all but the messages. Only the
 * message an event touches gets a new object, so memoised rows of older messages do not re-render.
 * Verdicts, votes and the end change nothing shown here.
 */
export function applyConversationEvent<C extends object>(
  view: ConversationView<C> | null,
  event: ConversationEventOf<C>,
): ConversationView<C> | null {
  if (event.type === 'snapshot') return { ...event.conversation, messages: event.messages };
  if (!view) return view;
  const { messages } = view;
  switch (event.type) {
    case 'message':
      return { ...view, messages: upsert(messages, event.message) };
    case 'delta': {
      const index = indexOfSeq(messages, event.seq);
      if (index < 0) return view;
      const message = messages[index]!;
      const extended = { ...message, content: message.content + event.text };
      return { ...view, messages: messages.with(index, extended) };
    }
    case 'discarded': {
      const index = indexOfSeq(messages, event.seq);
      return index < 0 ? view : { ...view, messages: messages.toSpliced(index, 1) };
    }
    case 'state':
      return { ...event.conversation, messages };
    case 'verdict':
    case 'votes':
    case 'ended':
      return view;
  }
}

/** An event stream's query: the resume cursor of a client that cannot send `Last-Event-ID`. */
export const eventStreamQuerySchema = z.object({ lastEventId: z.string().max(64).optional() });
