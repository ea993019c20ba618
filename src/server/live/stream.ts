import type { Conversation, ConversationStreamEvent } from '../../contract/conversations.ts';
import type { LiveSessionInfo, LiveStreamEvent, LiveStreamMessage } from '../../contract/live.ts';
import { messageForViewer } from '../conversations/views.ts';

/**
 * Where a viewer is: every message up to `seq` complete, or, with `partial`, message `seq`
 * (whose id starts with `partial.id`) known up to `partial.offset` characters. It is the SSE
 * event id, so a reconnect's `Last-Event-ID` says exactly what the viewer already has.
 */
export type LiveCursor = { seq: number; partial?: { offset: number; id: string } };

const ID_PREFIX = 8;

export function formatCursor(cursor: LiveCursor): string {
  return cursor.partial
    ? `${cursor.seq}.${cursor.partial.offset}.${cursor.partial.id}`
    : `${cursor.seq}`;
}

export function parseCursor(text: string): LiveCursor | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,9})\.([0-9a-f-]{1,36}))?$/.exec(text.trim());
  if (!match) return undefined;
  const seq = Number(match[1]);
  if (match[2] === undefined) return { seq };
  return { seq, partial: { offset: Number(match[2]), id: match[3]! } };
}

export function toSessionInfo(
  shareCode: string,
  conversation: Omit<Conversation, 'messages'>,
): LiveSessionInfo {
  return {
    shareCode,
    title: conversation.title,
    mode: conversation.mode,
    status: conversation.status,
    isActive: conversation.isActive,
    isGenerating: conversation.isGenerating,
    isWaitingForIntervention: conversation.isWaitingForIntervention,
    messageCount: conversation.messageCount,
    agents: conversation.agents.map(({ slot, name, model }) => ({ slot, name, model })),
  };
}

/** The cursor of a viewer who has `message` as it is now (and everything before it). */
export function cursorAfter(message: LiveStreamMessage | undefined): LiveCursor {
  if (!message) return { seq: 0 };
  if (message.status !== 'streaming') return { seq: message.seq };
  return {
    seq: message.seq,
    partial: { offset: message.content.length, id: message.id.slice(0, ID_PREFIX) },
  };
}

/**
 * What a viewer at `cursor` is missing from `messages` (the conversation now), with no event it
 * already had; `undefined` when the cursor does not fit (then a whole snapshot is the answer).
 */
export function resumeEvents(
  cursor: LiveCursor,
  messages: LiveStreamMessage[],
): LiveStreamEvent[] | undefined {
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const events: LiveStreamEvent[] = [];
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
    // The viewer saw it finish, but a process that died before saving it may have left it
    // interrupted and shorter: the stored version is resent whole (it replaces, by seq).
    events.push({ type: 'message', message: at });
  }
  for (const message of messages) {
    if (message.seq > cursor.seq) events.push({ type: 'message', message });
  }
  return events;
}

/**
 * Turns one watcher's conversation events (a snapshot, then live events in order) into live
 * events, each sent with the cursor the viewer has once it is applied.
 */
export function createLiveTranslator(options: {
  shareCode: string;
  /** The cursor a reconnecting viewer sent; it is answered from the first snapshot. */
  resumeFrom?: LiveCursor | undefined;
  send: (event: LiveStreamEvent, id: string) => void;
}): (event: ConversationStreamEvent) => void {
  const { shareCode, send } = options;
  let resumeFrom = options.resumeFrom;
  let cursor: LiveCursor = { seq: 0 };
  const emit = (event: LiveStreamEvent) => send(event, formatCursor(cursor));

  return (event) => {
    switch (event.type) {
      case 'snapshot': {
        const messages = event.conversation.messages.map(messageForViewer);
        const sessionInfo = toSessionInfo(shareCode, event.conversation);
        const missing = resumeFrom ? resumeEvents(resumeFrom, messages) : undefined;
        resumeFrom = undefined;
        cursor = cursorAfter(messages.at(-1));
        if (!missing) return emit({ type: 'snapshot', sessionInfo, messages });
        emit({ type: 'session', sessionInfo });
        for (const missed of missing) emit(missed);
        return;
      }
      case 'message-start':
      case 'message-done': {
        const message = messageForViewer(event.message);
        cursor = cursorAfter(message);
        return emit({ type: 'message', message });
      }
      case 'delta': {
        // A delta for any message but the one being written cannot be placed; none is expected.
        if (cursor.seq !== event.seq || !cursor.partial) return;
        cursor = {
          seq: cursor.seq,
          partial: { ...cursor.partial, offset: cursor.partial.offset + event.text.length },
        };
        return emit({ type: 'delta', seq: event.seq, text: event.text });
      }
      case 'message-discarded':
        cursor = { seq: event.seq - 1 };
        return emit({ type: 'discarded', seq: event.seq });
      case 'state':
        return emit({ type: 'session', sessionInfo: toSessionInfo(shareCode, event.conversation) });
      case 'verdict':
        return emit({ type: 'verdict', verdict: event.verdict });
    }
  };
}

export function formatLiveSse(event: LiveStreamEvent, id: string): string {
  return `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
