import type { FastifyReply } from 'fastify';

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

/** Takes the socket from Fastify and starts an event stream on it: status 200 and its headers. */
export function startEventStream(reply: FastifyReply): FastifyReply['raw'] {
  reply.hijack();
  reply.raw.writeHead(200, { ...SSE_HEADERS, connection: 'keep-alive' });
  return reply.raw;
}
