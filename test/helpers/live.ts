import {
  applyConversationEvent,
  viewerEventsSchema,
  type ConversationView,
  type ViewerEvent,
} from '../../src/contract/conversation-events.ts';
import type { LiveSessionInfo } from '../../src/contract/live.ts';
import { readStream, type StreamReadOptions } from './conversations.ts';

export type ReceivedLiveEvent = { id: string; event: ViewerEvent };

/**
 * Reads a live event stream over real HTTP (with `Last-Event-ID` when given) until `until` says
 * stop, the server ends it, or `timeoutMs` passes.
 */
export async function readLiveEvents(
  url: string,
  until: (events: ReceivedLiveEvent[]) => boolean,
  options: StreamReadOptions = {},
): Promise<ReceivedLiveEvent[]> {
  return (await readStream(url, viewerEventsSchema, until, options)).received;
}

/** What a viewer shows once it applied `received` to `from` (the one reducer, as the web app). */
export const viewAfter = (
  received: readonly ReceivedLiveEvent[],
  from: ConversationView<LiveSessionInfo> | null = null,
) =>
  received.reduce<ConversationView<LiveSessionInfo> | null>(
    (view, { event }) => applyConversationEvent(view, event),
    from,
  );
