import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, ConversationStreamEvent } from '../../../../contract/conversations.ts';
import { openEventStream, type EventStreamOptions } from '../../../lib/event-stream.ts';
import { createFrameBatcher } from '../../../lib/frame-batcher.ts';
import { readToken } from '../../../lib/session.ts';
import { applyActionAnswer, applyStreamEvents } from '../lib/stream-state.ts';
import { conversationQueryKey } from './get-conversation.ts';

type VerdictEvent = Extract<ConversationStreamEvent, { type: 'verdict' }>;

/** What the stream tells beside the conversation itself (the verdicts feature listens). */
export type StreamListeners = {
  /** A judge's verdict was saved (DESIGN D18). */
  onVerdict?: (verdict: VerdictEvent['verdict']) => void;
  /** The stream is back after a drop: what it carried meanwhile (verdicts) was missed. */
  onResumed?: () => void;
};

const EVENT_TYPES = new Set<string>([
  'snapshot',
  'message-start',
  'delta',
  'message-done',
  'message-discarded',
  'state',
  'verdict',
] satisfies ConversationStreamEvent['type'][]);

export type StreamConnection = 'connecting' | 'open' | 'reconnecting' | 'not-found';

export type ConversationStreamCallbacks = {
  onEvent: (event: ConversationStreamEvent) => void;
  onConnection: (connection: StreamConnection) => void;
  /** The session ended (401): the app re-checks it and signs out. */
  onSignedOut: () => void;
};

/**
 * GET /api/conversations/{id}/events through the app's one event-stream client, the session
 * token in its header. Every connection starts with a fresh snapshot, so a dropped one simply
 * connects again; 404 (deleted, or not this user's) and 401 (signed out) end it, and a busy
 * server's 503 or a full stream allowance's 429 is retried. Returns the function that closes it.
 */
export function openConversationStream(
  id: string,
  callbacks: ConversationStreamCallbacks,
  options: Pick<EventStreamOptions, 'fetch' | 'retryMs' | 'idleMs' | 'token'> = {},
): () => void {
  return openEventStream(
    `/api/conversations/${encodeURIComponent(id)}/events`,
    {
      onEvent: ({ data }) => callbacks.onEvent(JSON.parse(data) as ConversationStreamEvent),
      onOpen: () => callbacks.onConnection('open'),
      onDisconnected: () => callbacks.onConnection('reconnecting'),
      onRefused: (refusal) => {
        if (refusal.status === 401) callbacks.onSignedOut();
        else callbacks.onConnection('not-found');
      },
    },
    {
      token: readToken,
      ...options,
      events: EVENT_TYPES,
      isFinal: (refusal) => [400, 401, 404].includes(refusal.status),
    },
  );
}

/**
 * The live conversation. Events are applied in batches once per animation frame, so a fast
 * stream of deltas costs one render per frame. `applyAnswer` merges the state an action answered.
 */
export function useConversationStream(id: string, listeners: StreamListeners = {}) {
  const queryClient = useQueryClient();
  const heard = useRef(listeners);
  useEffect(() => {
    heard.current = listeners;
  });
  const [conversation, setConversation] = useState<Conversation | null>(
    () => queryClient.getQueryData<Conversation>(conversationQueryKey(id)) ?? null,
  );
  const [connection, setConnection] = useState<StreamConnection>('connecting');

  useEffect(() => {
    const batcher = createFrameBatcher<ConversationStreamEvent>((batch) =>
      setConversation((current) => applyStreamEvents(current, batch)),
    );
    let opened = false;
    const close = openConversationStream(id, {
      onEvent: (event) => {
        // A verdict changes no message: it joins the conversation's verdicts (DESIGN D18).
        if (event.type === 'verdict') heard.current.onVerdict?.(event.verdict);
        else batcher.push(event);
      },
      onConnection: (next) => {
        // Back after a drop: verdicts made meanwhile were not streamed to this page.
        if (next === 'open' && opened) heard.current.onResumed?.();
        if (next === 'open') opened = true;
        setConnection(next);
      },
      onSignedOut: () => {
        setConnection('reconnecting');
        void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      },
    });
    return () => {
      close();
      batcher.cancel();
    };
  }, [id, queryClient]);

  const applyAnswer = useCallback((answer: Conversation) => {
    setConversation((current) => applyActionAnswer(current, answer));
  }, []);

  return { conversation, connection, applyAnswer };
}
