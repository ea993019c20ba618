import { useEffect, useState } from 'react';
import {
  applyLiveEvent,
  LIVE_TEXT,
  type LiveSessionInfo,
  type LiveStreamEvent,
  type LiveStreamMessage,
} from '../../../../contract/live.ts';
import { withVerdict, type Verdict } from '../../../../contract/verdicts.ts';
import { openEventStream, type EventStreamOptions } from '../../../lib/event-stream.ts';
import { createFrameBatcher } from '../../../lib/frame-batcher.ts';
import { readToken } from '../../../lib/session.ts';

const EVENT_TYPES = new Set<string>([
  'snapshot',
  'message',
  'delta',
  'discarded',
  'session',
  'verdict',
  'ended',
] satisfies LiveStreamEvent['type'][]);

/** SPEC §2's badge: Connected / Connecting / Disconnected; `ended` when the session is gone. */
export type LiveConnection = 'connecting' | 'connected' | 'disconnected' | 'ended';

export type LiveStreamState = {
  connection: LiveConnection;
  /** True once a first snapshot arrived (the session exists). */
  everConnected: boolean;
  sessionInfo: LiveSessionInfo | null;
  messages: LiveStreamMessage[];
  /** Verdicts made while watching (DESIGN D18), oldest first. */
  verdicts: Verdict[];
  /** Why the session is unavailable, once `connection` is `ended`. */
  unavailableReason: string | null;
};

const INITIAL: LiveStreamState = {
  connection: 'connecting',
  everConnected: false,
  sessionInfo: null,
  messages: [],
  verdicts: [],
  unavailableReason: null,
};

export function reduceLiveStream(state: LiveStreamState, event: LiveStreamEvent): LiveStreamState {
  if (event.type === 'ended') {
    return { ...state, connection: 'ended', unavailableReason: LIVE_TEXT.notFound };
  }
  const sessionInfo =
    event.type === 'snapshot' || event.type === 'session' ? event.sessionInfo : state.sessionInfo;
  return {
    ...state,
    connection: 'connected',
    everConnected: true,
    sessionInfo,
    messages: applyLiveEvent(state.messages, event),
    verdicts:
      event.type === 'verdict' ? withVerdict(state.verdicts, event.verdict) : state.verdicts,
  };
}

export type LiveStreamCallbacks = {
  onEvent: (event: LiveStreamEvent) => void;
  /** The stream is open, or it dropped and a new one will be tried. */
  onConnection: (connection: 'connected' | 'disconnected') => void;
  /** The session is gone (404: revoked, deleted, never existed) or refused (429): no retry. */
  onUnavailable: (reason: string) => void;
};

export type LiveStreamOptions = Pick<EventStreamOptions, 'fetch' | 'retryMs' | 'idleMs'> & {
  /**
   * The signed-in viewer's session token, sent so that the stream ends when the session does
   * (logout, a password change); a signed-out viewer watches by the code alone.
   */
  token?: () => string | null;
};

/**
 * GET /api/live/{code}/events through the app's one event-stream client. 404 or 429, even after
 * a successful join: the session is unavailable and no retry is made. Anything else that ends
 * the stream (network, 5xx, a server restarting or shedding load) is retried, resuming from the
 * last event id, so nothing is missed or doubled. Returns the function that closes it.
 */
export function openLiveStream(
  code: string,
  callbacks: LiveStreamCallbacks,
  options: LiveStreamOptions = {},
): () => void {
  const close = openEventStream(
    `/api/live/${encodeURIComponent(code)}/events`,
    {
      onEvent: ({ data }) => {
        const event = JSON.parse(data) as LiveStreamEvent;
        if (event.type === 'ended') close();
        callbacks.onEvent(event);
      },
      onOpen: () => callbacks.onConnection('connected'),
      onDisconnected: () => callbacks.onConnection('disconnected'),
      onRefused: (refusal) => callbacks.onUnavailable(refusal.message),
    },
    {
      ...options,
      events: EVENT_TYPES,
      isFinal: (refusal) => refusal.status === 404 || refusal.status === 429,
      fallbackMessage: (status) =>
        status === 404 ? LIVE_TEXT.notFound : LIVE_TEXT.tooManyRequests,
    },
  );
  return close;
}

type Change = (state: LiveStreamState) => LiveStreamState;

/**
 * The live session's messages and connection for /live/{code}. Changes are applied in batches
 * once per animation frame (a timer in hidden tabs), so a fast stream of deltas costs one render
 * per frame; connection changes go through the same queue, in order with the events.
 */
export function useLiveStream(code: string): LiveStreamState {
  const [state, setState] = useState<LiveStreamState>(INITIAL);

  useEffect(() => {
    const batcher = createFrameBatcher<Change>((batch) =>
      setState((current) => batch.reduce((next, change) => change(next), current)),
    );
    const enqueue = batcher.push;
    const close = openLiveStream(
      code,
      {
        onEvent: (event) => enqueue((current) => reduceLiveStream(current, event)),
        onConnection: (connection) => enqueue((current) => ({ ...current, connection })),
        onUnavailable: (reason) =>
          enqueue((current) => ({ ...current, connection: 'ended', unavailableReason: reason })),
      },
      { token: readToken },
    );
    return () => {
      close();
      batcher.cancel();
    };
  }, [code]);

  return state;
}
