import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may answer with an event stream that stays open (`startEventStream`): a client,
     * or a test, reads its start rather than waiting for its end. Unlike `eventStream`, it grants
     * nothing (no `?token=`).
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

/**
 * The answer to HEAD on an event stream: its headers, ended at once. Node sends a HEAD answer's
 * headers only on `end()`, so a stream started for HEAD would leave the client waiting forever.
 */
export function answerHeadOfEventStream(reply: FastifyReply): FastifyReply {
  return reply.headers(SSE_HEADERS).send();
}

/** Takes the socket from Fastify and starts an event stream on it: status 200 and its headers. */
export function startEventStream(reply: FastifyReply): FastifyReply['raw'] {
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

/**
 * Writes an event stream with one socket write per turn of the event loop at most: the first
 * event after a quiet spell goes out at once (no added latency), the ones that follow in the
 * same turn are joined and written when it ends. With many busy streams a turn carries several
 * tokens per stream, and each write is a system call.
 */
export function createEventWriter(raw: FastifyReply['raw']): EventWriter {
  let held: string[] | null = null;
  const release = () => {
    const pending = held;
    held = null;
    if (pending && pending.length > 0 && !raw.writableEnded) raw.write(pending.join(''));
  };
  return {
    write(text) {
      if (held) {
        held.push(text);
        return;
      }
      raw.write(text);
      held = [];
      setImmediate(release);
    },
    end(last) {
      release();
      if (!raw.writableEnded) raw.end(last);
    },
  };
}
