import { createParser } from 'eventsource-parser';
import { CONVERSATION_LIMITS } from '../../contract/conversations.ts';
import { failureMessage, failureOf } from './api-client.ts';

/** Why the server would not open a stream: its status, and what it said. */
export type StreamRefusal = {
  status: number;
  /** The answer's `code` (`not_found`, `rate_limited`, `unavailable`…), when it sent one. */
  code: string | undefined;
  /** The server's text, else `fallback`'s, else the status text. */
  message: string;
  /** From `Retry-After`, when the server said when to come back. */
  retryAfterMs: number | undefined;
};

export type StreamEvent = { type: string; data: string; id: string | undefined };

export type EventStreamHandlers = {
  /** Each event whose name is one of `events`, in order. */
  onEvent: (event: StreamEvent) => void;
  /** A connection opened (the first, or one after a drop). */
  onOpen?: () => void;
  /** The connection dropped or was refused for now: another is tried after a pause. */
  onDisconnected?: () => void;
  /** Refused for good (`isFinal`): no other connection is tried. */
  onRefused?: (refusal: StreamRefusal) => void;
};

export type EventStreamOptions = {
  /** The event names delivered; any other event is ignored. */
  events: ReadonlySet<string>;
  /** Which refusals end the stream for good; any other is retried. */
  isFinal: (refusal: StreamRefusal) => boolean;
  /** The text of a refusal whose answer has none, by its status. */
  fallbackMessage?: (status: number) => string;
  /** The session token, read at each connection, sent as `Authorization: Bearer`; null: none. */
  token?: () => string | null;
  fetch?: typeof fetch;
  /** The pause before another connection, unless the server's `Retry-After` asks for longer. */
  retryMs?: number;
  /** No byte for this long (the server sends a heartbeat every 15 s): the connection is dead. */
  idleMs?: number;
};

const RETRY_MS = 2000;
const IDLE_MS = CONVERSATION_LIMITS.sseHeartbeatMs * 2 + 5000;

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0
    ? seconds * 1000
    : undefined;
}

async function refusalOf(response: Response, fallback: string): Promise<StreamRefusal> {
  const failure = failureOf(response, await response.text());
  return {
    status: response.status,
    code: failure.code,
    message: failureMessage(failure, fallback),
    retryAfterMs: retryAfterMs(response),
  };
}

/**
 * The one Server-Sent Events client of the app. It reads the stream with `fetch`, so the token
 * goes in a header (never the URL) and a refused stream's status and text are known, where an
 * `EventSource` only says "error". A connection that drops, goes quiet past `idleMs`, or is
 * refused with a status `isFinal` lets pass is tried again after `retryMs` (or the server's
 * `Retry-After`), sending the last event id seen as `Last-Event-ID`; a 400 to that cursor
 * starts afresh without it. Returns the function that closes it, which `onEvent` may call too.
 */
export function openEventStream(
  url: string,
  handlers: EventStreamHandlers,
  options: EventStreamOptions,
): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const retryMs = options.retryMs ?? RETRY_MS;
  const idleMs = options.idleMs ?? IDLE_MS;
  const fallback = options.fallbackMessage ?? (() => '');
  let lastEventId = '';
  let closed = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    closed = true;
    clearTimeout(retry);
    controller?.abort();
  };

  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      if (closed || !event || !options.events.has(event)) return;
      if (id !== undefined) lastEventId = id;
      handlers.onEvent({ type: event, data, id });
    },
  });

  /** Reads one connection to its end; resolves with the pause before the next, or null: none. */
  async function read(signal: AbortSignal, touch: () => void): Promise<number | null> {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const resumeFrom = lastEventId;
    if (resumeFrom) headers['last-event-id'] = resumeFrom;
    const token = options.token?.();
    if (token) headers['authorization'] = `Bearer ${token}`;
    const response = await doFetch(url, { headers, signal, cache: 'no-store' });
    if (!response.ok || !response.body) {
      const refusal = await refusalOf(response, fallback(response.status));
      if (closed) return null;
      // A cursor the server cannot resume from: start afresh (a new snapshot).
      if (refusal.status === 400 && resumeFrom) {
        lastEventId = '';
        return 0;
      }
      if (options.isFinal(refusal)) {
        closed = true;
        handlers.onRefused?.(refusal);
        return null;
      }
      return Math.max(retryMs, refusal.retryAfterMs ?? 0);
    }
    handlers.onOpen?.();
    parser.reset();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || closed) return closed ? null : retryMs;
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
    let pause: number | null = retryMs;
    try {
      pause = await read(current.signal, () => (lastByte = Date.now()));
    } catch {
      // Network failure, a dropped connection or the watchdog's abort: try again.
    } finally {
      clearInterval(watchdog);
    }
    if (closed || pause === null) return;
    handlers.onDisconnected?.();
    retry = setTimeout(() => void connect(), pause);
  }

  void connect();
  return close;
}
