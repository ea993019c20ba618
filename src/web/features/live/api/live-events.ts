import { useEffect, useState } from 'react';
import {
  applyLiveEvent,
  type LiveSessionInfo,
  type LiveStreamEvent,
  type LiveStreamMessage,
} from '../../../../contract/live.ts';

const EVENT_TYPES: LiveStreamEvent['type'][] = [
  'snapshot',
  'message',
  'delta',
  'discarded',
  'session',
  'ended',
];

/** SPEC §2's badge: Connected / Connecting / Disconnected; `ended` when the code was revoked. */
export type LiveConnection = 'connecting' | 'connected' | 'disconnected' | 'ended';

export type LiveStreamState = {
  connection: LiveConnection;
  /** True once a first snapshot arrived (the session exists). */
  everConnected: boolean;
  sessionInfo: LiveSessionInfo | null;
  messages: LiveStreamMessage[];
};

const INITIAL: LiveStreamState = {
  connection: 'connecting',
  everConnected: false,
  sessionInfo: null,
  messages: [],
};

export function reduceLiveStream(state: LiveStreamState, event: LiveStreamEvent): LiveStreamState {
  if (event.type === 'ended') return { ...state, connection: 'ended' };
  const sessionInfo =
    event.type === 'snapshot' || event.type === 'session' ? event.sessionInfo : state.sessionInfo;
  return {
    connection: 'connected',
    everConnected: true,
    sessionInfo,
    messages: applyLiveEvent(state.messages, event),
  };
}

const RETRY_MS = 2000;

/**
 * GET /api/live/{code}/events. The browser's EventSource reconnects by itself and sends the last
 * event id, so a dropped connection resumes where it stopped; when it gives up (an error status,
 * e.g. a server restarting), a new one resumes from that id. Events are applied in batches once
 * per animation frame, so a fast stream of deltas costs one render per frame.
 */
export function useLiveStream(code: string): LiveStreamState {
  const [state, setState] = useState<LiveStreamState>(INITIAL);

  useEffect(() => {
    let source: EventSource | null = null;
    let lastEventId = '';
    let ended = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pending: LiveStreamEvent[] = [];
    let frame = 0;
    const flush = () => {
      frame = 0;
      const batch = pending;
      pending = [];
      setState((current) => batch.reduce(reduceLiveStream, current));
    };
    const connect = () => {
      const resume = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
      source = new EventSource(`/api/live/${encodeURIComponent(code)}/events${resume}`);
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          const message = event as MessageEvent<string>;
          lastEventId = message.lastEventId;
          const parsed = JSON.parse(message.data) as LiveStreamEvent;
          if (parsed.type === 'ended') {
            ended = true;
            source?.close();
          }
          pending.push(parsed);
          if (frame) return;
          frame = document.hidden ? window.setTimeout(flush, 250) : requestAnimationFrame(flush);
        });
      }
      source.onerror = () => {
        if (ended) return;
        setState((current) => ({ ...current, connection: 'disconnected' }));
        if (source?.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      ended = true;
      source?.close();
      clearTimeout(retry);
      if (frame) {
        cancelAnimationFrame(frame);
        clearTimeout(frame);
      }
    };
  }, [code]);

  return state;
}
