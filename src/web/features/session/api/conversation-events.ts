import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import {
  CONVERSATION_EVENT_TYPES,
  applyConversationEvent,
  conversationEventsSchema,
  type ConversationEventOf,
  type ConversationView,
} from '../../../../contract/conversation-events.ts';
import type { Conversation, ConversationState } from '../../../../contract/conversations.ts';
import type { Verdict } from '../../../../contract/verdicts.ts';
import {
  openEventStream,
  type EventStreamOptions,
  type StreamRefusal,
} from '../../../lib/event-stream.ts';
import { apiUrl } from '../../../lib/api-client.ts';
import { createFrameBatcher } from '../../../lib/frame-batcher.ts';
import { readToken } from '../../../lib/session.ts';
import { applyActionAnswer } from '../lib/stream-state.ts';
import { conversationQueryKey } from './get-conversation.ts';
import type { VoteTally } from '../../../../contract/votes.ts';

/** A stream's connection: `ended` once refused for good or told the conversation is gone. */
export type StreamConnection = 'connecting' | 'open' | 'reconnecting' | 'ended';

const EVENT_TYPES = new Set<string>(CONVERSATION_EVENT_TYPES);

/** Where a conversation's events come from, and how their refusals are read. */
export type EventSource<C> = {
  url: string;
  /** The stream's events as the contract declares them (owner's or viewer's). */
  schema: z.ZodType<ConversationEventOf<C>>;
  /** Which refusals end the stream for good; any other is retried. */
  isFinal: (refusal: StreamRefusal) => boolean;
  /** The text of a refusal whose answer has none, by its status; and of an `ended` event. */
  fallbackMessage: (status: number) => string;
};

export type ConversationEventCallbacks<C> = {
  onEvent: (event: ConversationEventOf<C>) => void;
  onConnection: (connection: StreamConnection) => void;
  /** Refused for good, or the conversation ended (an `ended` event, read as a 404). */
  onEnded: (refusal: StreamRefusal) => void;
};

/**
 * A conversation's event stream (the owner's or a live viewer's: one vocabulary) through the
 * app's one event-stream client, the session token in its header; every payload is parsed with
 * the contract's schema. A dropped connection resumes by `Last-Event-ID`, so it gets only what it
 * missed. Returns the function that closes it.
 */
export function openConversationEvents<C>(
  source: EventSource<C>,
  callbacks: ConversationEventCallbacks<C>,
  options: Pick<EventStreamOptions, 'fetch' | 'retryMs' | 'idleMs' | 'token'> = {},
): () => void {
  const close = openEventStream(
    source.url,
    {
      onEvent: ({ data }) => {
        const parsed = source.schema.safeParse(JSON.parse(data));
        if (!parsed.success) return;
        const event = parsed.data;
        callbacks.onEvent(event);
        if (event.type !== 'ended') return;
        close();
        callbacks.onConnection('ended');
        callbacks.onEnded({
          status: 404,
          code: 'not_found',
          message: source.fallbackMessage(404),
          retryAfterMs: undefined,
        });
      },
      onOpen: () => callbacks.onConnection('open'),
      onDisconnected: () => callbacks.onConnection('reconnecting'),
      onRefused: (refusal) => {
        callbacks.onConnection('ended');
        callbacks.onEnded(refusal);
      },
    },
    {
      ...options,
      events: EVENT_TYPES,
      isFinal: source.isFinal,
      fallbackMessage: source.fallbackMessage,
    },
  );
  return close;
}

/** What the stream tells beside the conversation itself (the verdicts feature listens). */
export type StreamListeners = {
  /** A judge's verdict was saved (DESIGN D18). */
  onVerdict?: (verdict: Verdict) => void;
  /** The audience's vote counts changed (DESIGN D21). */
  onVotes?: (votes: VoteTally) => void;
  /** The stream is back after a drop: what it carried meanwhile (verdicts) was missed. */
  onResumed?: () => void;
  /** Refused for good, or the conversation ended. */
  onEnded?: (refusal: StreamRefusal) => void;
};

type StreamState<C> = {
  view: ConversationView<C> | null;
  connection: StreamConnection;
  /** Why the stream ended, once `connection` is `ended`. */
  ended: StreamRefusal | null;
};

/**
 * A conversation as its stream shows it, owner's or viewer's. Events and connection changes are
 * applied in batches once per animation frame (a timer in hidden tabs), in order, so a fast
 * stream of deltas costs one render per frame. `change` applies a change of the page's own (an
 * action's answer) to the view.
 */
export function useConversationEvents<C extends object>(
  source: EventSource<C>,
  initial: ConversationView<C> | null,
  listeners: StreamListeners = {},
) {
  const heard = useRef(listeners);
  useEffect(() => {
    heard.current = listeners;
  });
  const [state, setState] = useState<StreamState<C>>(() => ({
    view: initial,
    connection: 'connecting',
    ended: null,
  }));
  const { url, schema, isFinal, fallbackMessage } = source;

  useEffect(() => {
    type Change = (state: StreamState<C>) => StreamState<C>;
    const batcher = createFrameBatcher<Change>((batch) =>
      setState((current) => batch.reduce((next, change) => change(next), current)),
    );
    let opened = false;
    const close = openConversationEvents(
      { url, schema, isFinal, fallbackMessage },
      {
        onEvent: (event) => {
          // A verdict changes no message: it joins the conversation's verdicts (DESIGN D18).
          if (event.type === 'verdict') heard.current.onVerdict?.(event.verdict);
          else if (event.type === 'votes') heard.current.onVotes?.(event.votes);
          else
            batcher.push((current) => ({
              ...current,
              view: applyConversationEvent(current.view, event),
            }));
        },
        onConnection: (connection) => {
          // Back after a drop: verdicts made meanwhile were not streamed to this page.
          if (connection === 'open' && opened) heard.current.onResumed?.();
          if (connection === 'open') opened = true;
          batcher.push((current) => ({ ...current, connection }));
        },
        onEnded: (refusal) => {
          heard.current.onEnded?.(refusal);
          batcher.push((current) => ({ ...current, ended: refusal }));
        },
      },
      { token: readToken },
    );
    return () => {
      close();
      batcher.cancel();
    };
  }, [url, schema, isFinal, fallbackMessage]);

  const change = useCallback(
    (apply: (view: ConversationView<C> | null) => ConversationView<C> | null) =>
      setState((current) => ({ ...current, view: apply(current.view) })),
    [],
  );
  return { ...state, change };
}

export const ownerEvents = (id: string): EventSource<ConversationState> => ({
  url: apiUrl('/api/conversations/{id}/events', { id }),
  schema: conversationEventsSchema,
  // 404: deleted, or not this user's; 401: signed out. A busy server's 503 or a full stream
  // allowance's 429 is retried.
  isFinal: (refusal) => [400, 401, 404].includes(refusal.status),
  fallbackMessage: () => '',
});

/**
 * The owner's live conversation (GET /api/conversations/{id}/events). A session that ended
 * (401) makes the app check it again and sign out. `applyAnswer` merges the state an action
 * answered.
 */
export function useConversationStream(id: string, listeners: StreamListeners = {}) {
  const queryClient = useQueryClient();
  const source = useMemo(() => ownerEvents(id), [id]);
  const stream = useConversationEvents(
    source,
    queryClient.getQueryData<Conversation>(conversationQueryKey(id)) ?? null,
    {
      ...listeners,
      onEnded: (refusal) => {
        if (refusal.status === 401)
          void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
      },
    },
  );
  const { change } = stream;
  const applyAnswer = useCallback(
    (answer: Conversation) => change((current) => applyActionAnswer(current, answer)),
    [change],
  );
  const signedOut = stream.ended?.status === 401;
  return {
    conversation: stream.view,
    // Signed out: the app is about to leave this page, not to say the conversation is gone.
    connection: signedOut ? ('reconnecting' as const) : stream.connection,
    applyAnswer,
  };
}
