import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation, ConversationStreamEvent } from '../../../../contract/conversations.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { createFrameBatcher } from '../../../lib/frame-batcher.ts';
import { readToken } from '../../../lib/session.ts';
import { applyActionAnswer, applyStreamEvents } from '../lib/stream-state.ts';
import { conversationQueryKey, getConversation } from './get-conversation.ts';

type VerdictEvent = Extract<ConversationStreamEvent, { type: 'verdict' }>;

/** What the stream tells beside the conversation itself (the verdicts feature listens). */
export type StreamListeners = {
  /** A judge's verdict was saved (DESIGN D18). */
  onVerdict?: (verdict: VerdictEvent['verdict']) => void;
  /** The stream is back after a drop: what it carried meanwhile (verdicts) was missed. */
  onResumed?: () => void;
};

const EVENT_TYPES: ConversationStreamEvent['type'][] = [
  'snapshot',
  'message-start',
  'delta',
  'message-done',
  'message-discarded',
  'state',
];
const RETRY_MS = 2000;

export type StreamConnection = 'connecting' | 'open' | 'reconnecting' | 'not-found';

/**
 * The live conversation from GET /api/conversations/{id}/events (EventSource with ?token=, as it
 * cannot send headers). Events are applied in batches once per animation frame, so a fast stream
 * of deltas costs one render per frame. `applyAnswer` merges the state an action answered.
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
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    let opened = false;

    const batcher = createFrameBatcher<ConversationStreamEvent>((batch) =>
      setConversation((current) => applyStreamEvents(current, batch)),
    );
    const enqueue = batcher.push;

    const connect = () => {
      const token = readToken() ?? '';
      source = new EventSource(
        `/api/conversations/${encodeURIComponent(id)}/events?token=${encodeURIComponent(token)}`,
      );
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          enqueue(JSON.parse((event as MessageEvent<string>).data) as ConversationStreamEvent);
        });
      }
      // A verdict changes no message: it joins the conversation's verdicts (DESIGN D18).
      source.addEventListener('verdict', (event) => {
        const { verdict } = JSON.parse((event as MessageEvent<string>).data) as VerdictEvent;
        heard.current.onVerdict?.(verdict);
      });
      source.onopen = () => {
        // Back after a drop: verdicts made meanwhile were not streamed to this page.
        if (opened) heard.current.onResumed?.();
        opened = true;
        setConnection('open');
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setConnection('reconnecting');
          return;
        }
        // The browser gave up (an error status): ask the API why, then retry unless it is gone.
        setConnection('reconnecting');
        getConversation(id).then(
          (fresh) => {
            if (disposed) return;
            enqueue({ type: 'snapshot', conversation: fresh });
            retry = setTimeout(connect, RETRY_MS);
          },
          (error: unknown) => {
            if (disposed) return;
            if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
              setConnection('not-found');
            } else {
              retry = setTimeout(connect, RETRY_MS);
            }
          },
        );
      };
    };

    connect();
    return () => {
      disposed = true;
      source?.close();
      clearTimeout(retry);
      batcher.cancel();
    };
  }, [id]);

  const applyAnswer = useCallback((answer: Conversation) => {
    setConversation((current) => applyActionAnswer(current, answer));
  }, []);

  return { conversation, connection, applyAnswer };
}
