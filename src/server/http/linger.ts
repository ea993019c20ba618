import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a client may go on sending a refused body after its answer before it is cut off. */
export const LINGER_MS = 10_000;

/** How much more of a refused body is read and dropped before the connection is cut off. */
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * A lingering close, as nginx's: an answer given before its request's body was read (a body over
 * its limit, a refused upload) must reach a client that is still sending. Closing at once, with
 * the rest of the body unread, makes the kernel reset the connection, and the client (Node's
 * fetch, a browser) then sees a network error instead of the answer. So the connection is kept
 * (Fastify asks to close it), the rest of the body is read and dropped, and the socket is cut off
 * only when the client sends more than `LINGER_BYTES` or goes on for longer than `LINGER_MS`.
 */
export function lingerOnUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  if (String(reply.getHeader('connection')).toLowerCase() === 'close') {
    reply.removeHeader('connection');
  }
  // The parser (a multipart reader) no longer reads it: whatever it was piped to lets go.
  raw.unpipe();
  let dropped = 0;
  // Destroying the request destroys its socket (an unfinished request is aborted).
  const cutOff = () => raw.destroy();
  const timer = setTimeout(cutOff, LINGER_MS);
  timer.unref();
  const count = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cutOff();
  };
  const done = () => {
    clearTimeout(timer);
    raw.off('data', count);
  };
  raw.on('data', count);
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
}
