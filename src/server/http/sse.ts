import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may answer with an event stream that stays open (`EventStreams.open`): a client,
     * or a test, reads its start rather than waiting for its end.
     */
    sse?: boolean;
  }
}

/**
 * The headers of every Server-Sent Events answer (conversation events, live events, streamed
 * chat completions). Written with `writeHead` on a hijacked reply, they bypass the `onSend` hook
 * that marks API answers `no-store`, so they say it themselves; `no-transform` keeps proxies from
 * compressing (and so buffering) the stream, and `x-accel-buffering: no` tells nginx the same.
 */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
} as const;

/** One Server-Sent Events frame: the one way the server writes an event (conversations, chat). */
export function sseFrame(data: string, options: { event?: string; id?: string } = {}): string {
  const id = options.id === undefined ? '' : `id: ${options.id}\n`;
  const event = options.event === undefined ? '' : `event: ${options.event}\n`;
  return `${id}${event}data: ${data}\n\n`;
}

/** A typed event as a frame: named by its `type`, its JSON the data. */
export const sseEvent = (event: { type: string }, id?: string): string =>
  sseFrame(JSON.stringify(event), { event: event.type, ...(id === undefined ? {} : { id }) });

/**
 * The answer to HEAD on an event stream: its headers, ended at once. Node sends a HEAD answer's
 * headers only on `end()`, so a stream started for HEAD would leave the client waiting forever.
 */
export function answerHeadOfEventStream(reply: FastifyReply): FastifyReply {
  return reply.headers(SSE_HEADERS).send();
}

/** Takes the socket from Fastify and starts an event stream on it: status 200 and its headers. */
function startEventStream(reply: FastifyReply): FastifyReply['raw'] {
  reply.hijack();
  reply.raw.writeHead(200, { ...SSE_HEADERS, connection: 'keep-alive' });
  return reply.raw;
}

export type EventWriter = {
  /** Writes at once when the stream was quiet; joins what follows in this turn of the loop. */
  write(text: string): void;
  /** Writes what is held (and `last`), then ends the stream. */
  end(last?: string): void;
};

/** How much a stream may hold for a client that does not read, and for how long. */
export type WriteBound = {
  /** Bytes written while the socket cannot take more, before the client is dropped. */
  maxBufferedBytes: number;
  /** How long the socket may stay unable to take more before the client is dropped. */
  stallMs: number;
};

/**
 * Writes an event stream with one socket write per turn of the event loop at most: the events
 * written together after a quiet spell (one event, or a burst such as a resumed viewer's session
 * and what it missed) go out as one write as soon as that code has run (no added latency), the
 * ones that follow in the same turn are joined and written when it ends. With many busy streams a
 * turn carries several tokens per stream, and each write is a system call; a burst written whole
 * also reaches the client whole.
 *
 * A client that stops reading must not make the process hold its events without bound. Once the
 * socket has refused more (`write` answered false), what is written until it drains is counted,
 * and past `maxBufferedBytes`, or when it has not drained within `stallMs`, the socket is
 * destroyed. The write that filled the socket is not counted, so a large first event (a long
 * conversation's snapshot) on a slow link is not mistaken for a reader that stopped. A dropped
 * client reconnects and resumes, as after any broken connection.
 */
export function createEventWriter(raw: FastifyReply['raw'], bound: WriteBound): EventWriter {
  let held: string[] | null = null;
  let sinceDrain = 0;
  let stalled: NodeJS.Timeout | undefined;
  const stopWatching = () => {
    sinceDrain = 0;
    clearTimeout(stalled);
    stalled = undefined;
  };
  raw.on('drain', stopWatching);
  raw.on('close', stopWatching);
  const send = (text: string) => {
    if (raw.writableEnded || raw.destroyed) return;
    if (raw.writableNeedDrain) {
      sinceDrain += Buffer.byteLength(text);
      if (sinceDrain > bound.maxBufferedBytes) return void raw.destroy();
    }
    if (!raw.write(text)) stalled ??= setTimeout(() => raw.destroy(), bound.stallMs);
  };
  const release = () => {
    const pending = held;
    held = null;
    if (pending && pending.length > 0) send(pending.join(''));
  };
  return {
    write(text) {
      if (held) {
        held.push(text);
        return;
      }
      held = [text];
      queueMicrotask(() => {
        release();
        held = [];
        setImmediate(release);
      });
    },
    end(last) {
      release();
      if (!raw.writableEnded && !raw.destroyed) raw.end(last);
    },
  };
}

/** The session that opened a stream (auth's `SessionKey`): revoking it ends the stream. */
export type StreamSession = { userId: string; tokenHash: string };

export type EventStream = {
  /** The session that opened it (revoking it closes the stream); none for anonymous viewers. */
  readonly session: StreamSession | undefined;
  readonly closed: boolean;
  write(text: string): void;
  /** Writes `last` (if any), ends the stream and runs its cleanups. */
  end(last?: string): void;
  /** Runs `cleanup` once the stream has closed, for whatever reason; at once if it has. */
  onClose(cleanup: () => void): void;
};

export type EventStreamSettings = {
  /** A comment this often keeps proxies and browsers from timing the stream out. */
  heartbeatMs: number;
  /** What a stream may hold for a client that does not read (see `createEventWriter`). */
  bound: WriteBound;
  /** Asked once a stream opened with a session is registered: was it revoked meanwhile? */
  sessionIsLive: (session: StreamSession) => Promise<boolean>;
};

/**
 * Every open event stream of the app, and the one way to open one: the socket hijacked with the
 * event-stream headers, a heartbeat, the bound on what a stream may hold, cleanups run once on
 * close (client gone, dropped, ended, revoked or shut down), and registration under the session
 * that opened it. Closing the app (`closeAll` on `preClose`) ends them, or `app.close()` would
 * wait for them forever.
 */
export type EventStreams = ReturnType<typeof createEventStreams>;

export function createEventStreams(settings: EventStreamSettings) {
  const open = new Set<EventStream>();

  function closeWhere(which: (stream: EventStream) => boolean): void {
    for (const stream of [...open]) if (which(stream)) stream.end();
  }

  return {
    /**
     * Starts an event stream on `reply`. The client may already have gone (while the handler
     * awaited something): the stream is then closed at once, and cleanups added later run at
     * once, so a watch begun after `open` is undone however the race falls.
     */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { session?: StreamSession | undefined } = {},
    ): EventStream {
      const raw = startEventStream(reply);
      const events = createEventWriter(raw, settings.bound);
      const cleanups: (() => void)[] = [];
      let closed = false;
      const heartbeat = setInterval(() => events.write(': heartbeat\n\n'), settings.heartbeatMs);
      const close = (last?: string) => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        open.delete(stream);
        events.end(last);
        for (const cleanup of cleanups.splice(0)) cleanup();
      };
      const stream: EventStream = {
        session: options.session,
        get closed() {
          return closed;
        },
        write: (text) => {
          if (!closed) events.write(text);
        },
        end: close,
        onClose(cleanup) {
          if (closed) cleanup();
          else cleanups.push(cleanup);
        },
      };
      open.add(stream);
      raw.on('close', () => close());
      // The socket, not the request: a request whose body was read (a POST) has ended, not gone.
      if (request.raw.socket.destroyed || raw.destroyed) close();
      else events.write(': connected\n\n');
      const { session } = options;
      if (session && !closed) {
        // A revocation that arrived between authentication and this registration closed nothing.
        settings.sessionIsLive(session).then(
          (live) => live || close(),
          () => close(),
        );
      }
      return stream;
    },

    /** Ends the streams `which` selects (a revoked session's). */
    closeWhere,

    /** How many streams are open (tests, diagnostics). */
    get size() {
      return open.size;
    },

    closeAll(): void {
      closeWhere(() => true);
    },
  };
}
