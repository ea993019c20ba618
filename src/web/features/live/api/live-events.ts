import { createParser } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import { CONVERSATION_LIMITS } from '../../../../contract/conversations.ts';
import {
  applyLiveEvent,
  LIVE_TEXT,
  type LiveSessionInfo,
  type LiveStreamEvent,
  type LiveStreamMessage,
} from '../../../../contract/live.ts';
import { withVerdict, type Verdict } from '../../../../contract/verdicts.ts';
import { failureMessage, readResponse } from '../../../lib/api-client.ts';
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

export type LiveStreamOptions = {
  fetch?: typeof fetch;
  retryMs?: number;
  /** No byte for this long (the server sends a heartbeat every 15 s): the stream is dead. */
  idleMs?: number;
  /**
   * The signed-in viewer's session token, sent so that the stream ends when the session does
   * (logout, a password change); a signed-out viewer watches by the code alone.
   */
  token?: () => string | null;
};

const RETRY_MS = 2000;
const IDLE_MS = CONVERSATION_LIMITS.sseHeartbeatMs * 2 + 5000;

async function unavailableReason(response: Response): Promise<string> {
  const fallback = response.status === 404 ? LIVE_TEXT.notFound : LIVE_TEXT.tooManyRequests;
  try {
    await readResponse(response);
    return fallback;
  } catch (error) {
    return failureMessage(error, fallback);
  }
}

/**
 * GET /api/live/{code}/events read with fetch, so the status of a refused stream is known (an
 * EventSource only says "error"). 404 or 429, even after a successful join: the session is
 * unavailable and no retry is made. Anything else that ends the stream (network, 5xx, a server
 * restarting) retries every 2 s, resuming from the last event id (`Last-Event-ID`), so nothing
 * is missed or doubled. Returns the function that closes it.
 */
export function openLiveStream(
  code: string,
  callbacks: LiveStreamCallbacks,
  options: LiveStreamOptions = {},
): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const retryMs = options.retryMs ?? RETRY_MS;
  const idleMs = options.idleMs ?? IDLE_MS;
  const url = `/api/live/${encodeURIComponent(code)}/events`;
  let lastEventId = '';
  let closed = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      if (closed || !event || !EVENT_TYPES.has(event)) return;
      if (id !== undefined) lastEventId = id;
      const parsed = JSON.parse(data) as LiveStreamEvent;
      if (parsed.type === 'ended') {
        closed = true;
        controller?.abort();
      }
      callbacks.onEvent(parsed);
    },
  });

  /** Reads one connection to its end; true when it should be tried again. */
  async function read(signal: AbortSignal, touch: () => void): Promise<boolean> {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const token = options.token?.();
    if (token) headers['authorization'] = `Bearer ${token}`;
    const response = await doFetch(url, { headers, signal, cache: 'no-store' });
    if (response.status === 404 || response.status === 429) {
      const reason = await unavailableReason(response);
      if (!closed) {
        closed = true;
        callbacks.onUnavailable(reason);
      }
      return false;
    }
    // A cursor the server cannot resume from: start afresh with a snapshot.
    if (response.status === 400) lastEventId = '';
    if (!response.ok || !response.body) return true;
    callbacks.onConnection('connected');
    parser.reset();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || closed) return !closed;
      touch();
      parser.feed(value);
    }
  }

  async function connect() {
    controller = new AbortController();
    const current = controller;
    let lastByte = Date.now();
    const watchdog = setInterval(
      () => {
        if (Date.now() - lastByte > idleMs) current.abort();
      },
      Math.min(idleMs, 5000),
    );
    let again = true;
    try {
      again = await read(current.signal, () => (lastByte = Date.now()));
    } catch {
      // Network failure, a dropped connection or the watchdog's abort: try again.
    } finally {
      clearInterval(watchdog);
    }
    if (closed || !again) return;
    callbacks.onConnection('disconnected');
    retry = setTimeout(() => void connect(), retryMs);
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    controller?.abort();
  };
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
