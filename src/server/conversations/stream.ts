import type { ConversationEvent, ConversationEventOf } from '../../contract/conversation-events.ts';
import type { ConversationMessage, ConversationState } from '../../contract/conversations.ts';

/**
 * Where a client is: every message up to `seq` complete, or, with `partial`, message `seq`
 * (whose id starts with `partial.id`) known up to `partial.offset` characters. It is the SSE
 * event id, so a reconnect's `Last-Event-ID` says exactly what the client already has.
 */
export type StreamCursor = { seq: number; partial?: { offset: number; id: string } };

const ID_PREFIX = 8;

export function formatCursor(cursor: StreamCursor): string {
  return cursor.partial
    ? `${cursor.seq}.${cursor.partial.offset}.${cursor.partial.id}`
    : `${cursor.seq}`;
}

export function parseCursor(text: string): StreamCursor | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,9})\.([0-9a-f-]{1,36}))?$/.exec(text.trim());
  if (!match) return undefined;
  const seq = Number(match[1]);
  if (match[2] === undefined) return { seq };
  return { seq, partial: { offset: Number(match[2]), id: match[3]! } };
}

/** The cursor of a client who has `message` as it is now (and everything before it). */
export function cursorAfter(message: ConversationMessage | undefined): StreamCursor {
  if (!message) return { seq: 0 };
  if (message.status !== 'streaming') return { seq: message.seq };
  return {
    seq: message.seq,
    partial: { offset: message.content.length, id: message.id.slice(0, ID_PREFIX) },
  };
}

/** The events about messages, the same whatever a stream shows of the conversation. */
type MessageEvent = Extract<ConversationEvent, { type: 'message' | 'delta' | 'discarded' }>;

/**
 * What a client at `cursor` is missing from `messages` (the conversation now), with no event it
 * already had; `undefined` when the cursor does not fit (then a whole snapshot is the answer).
 */
export function resumeEvents(
  cursor: StreamCursor,
  messages: readonly ConversationMessage[],
): MessageEvent[] | undefined {
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const events: MessageEvent[] = [];
  // Replies a dead process had published as finished, then the next begun, but not saved come
  // back interrupted and shorter from the process that took over: each is resent whole (it
  // replaces, by seq). Only those after the last complete message can be such.
  const lastComplete = messages.findLast((message) => message.status === 'complete')?.seq ?? 0;
  for (const message of messages) {
    if (message.status === 'interrupted' && message.seq > lastComplete && message.seq < cursor.seq)
      events.push({ type: 'message', message });
  }
  const at = messages.find((message) => message.seq === cursor.seq);
  if (cursor.partial) {
    const { offset, id } = cursor.partial;
    if (!at || !at.id.startsWith(id)) {
      // The message being written was cancelled (another may have taken its place).
      events.push({ type: 'discarded', seq: cursor.seq });
      if (at) events.push({ type: 'message', message: at });
    } else if (at.status === 'streaming' && at.content.length >= offset) {
      const text = at.content.slice(offset);
      if (text) events.push({ type: 'delta', seq: at.seq, text });
    } else {
      events.push({ type: 'message', message: at });
    }
  } else if (cursor.seq > lastSeq) {
    return undefined;
  } else if (at) {
    // The client saw it finish, but a process that died before saving it may have left it
    // interrupted and shorter: the stored version is resent whole (it replaces, by seq).
    events.push({ type: 'message', message: at });
  }
  for (const message of messages) {
    if (message.seq > cursor.seq) events.push({ type: 'message', message });
  }
  return events;
}

/**
 * What a stream shows of the conversation: the owner all of it; a live viewer a projection
 * without the owner's private fields (see live/projection.ts).
 */
export type Projection<C> = {
  conversation: (state: ConversationState) => C;
  message: (message: ConversationMessage) => ConversationMessage;
};

export const ownerProjection: Projection<ConversationState> = {
  conversation: (state) => state,
  message: (message) => message,
};

/**
 * Turns one watcher's conversation events (a snapshot, then live events in order, as the runtime
 * publishes them) into what its stream sends, projected, each with the cursor the client has
 * once it applied it. A reconnect's cursor is answered from the first snapshot: the state, then
 * only what the client lacks (or a whole snapshot when the cursor no longer fits).
 */
export function createStreamTranslator<C>(options: {
  projection: Projection<C>;
  /** The cursor a reconnecting client sent; it is answered from the first snapshot. */
  resumeFrom?: StreamCursor | undefined;
  send: (event: ConversationEventOf<C>, id: string) => void;
}): (event: ConversationEvent) => void {
  const { projection, send } = options;
  let resumeFrom = options.resumeFrom;
  let cursor: StreamCursor = { seq: 0 };
  const emit = (event: ConversationEventOf<C>) => send(event, formatCursor(cursor));
  const projected = (event: MessageEvent): ConversationEventOf<C> =>
    event.type === 'message' ? { ...event, message: projection.message(event.message) } : event;

  return (event) => {
    switch (event.type) {
      case 'snapshot': {
        const { messages } = event;
        const conversation = projection.conversation(event.conversation);
        const missing = resumeFrom ? resumeEvents(resumeFrom, messages) : undefined;
        resumeFrom = undefined;
        cursor = cursorAfter(messages.at(-1));
        if (!missing) {
          return emit({
            type: 'snapshot',
            conversation,
            messages: messages.map(projection.message),
          });
        }
        emit({ type: 'state', conversation });
        for (const missed of missing) emit(projected(missed));
        return;
      }
      case 'message':
        cursor = cursorAfter(event.message);
        return emit(projected(event));
      case 'delta': {
        // A delta for any message but the one being written cannot be placed; none is expected.
        if (cursor.seq !== event.seq || !cursor.partial) return;
        cursor = {
          seq: cursor.seq,
          partial: { ...cursor.partial, offset: cursor.partial.offset + event.text.length },
        };
        return emit(event);
      }
      case 'discarded':
        cursor = { seq: event.seq - 1 };
        return emit(event);
      case 'state':
        return emit({ type: 'state', conversation: projection.conversation(event.conversation) });
      default:
        // Events that move no message (verdict, ended, and any new one) keep the cursor.
        return emit(event);
    }
  };
}
