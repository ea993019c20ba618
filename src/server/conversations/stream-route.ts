import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { CONVERSATION_TEXT } from '../../contract/conversations.ts';
import { sessionOf } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import type { ConcurrencyCounter } from '../lib/concurrency-counter.ts';
import {
  answerHeadOfEventStream,
  sseEvent,
  type EventStream,
  type EventStreams,
} from '../http/sse.ts';
import {
  createStreamTranslator,
  parseCursor,
  type Projection,
  type StreamCursor,
} from './stream.ts';
import type { Unwatch } from './watchers.ts';

/**
 * Where a reconnecting client is: its `Last-Event-ID` (or `?lastEventId=`), parsed; 400 when it
 * is not a cursor this server gives.
 */
export function resumeCursor(
  request: FastifyRequest,
  lastEventId: string | undefined,
): StreamCursor | undefined {
  const header = request.headers['last-event-id'];
  const text = (Array.isArray(header) ? header[0] : header) ?? lastEventId;
  if (text === undefined || text === '') return undefined;
  const cursor = parseCursor(text);
  if (!cursor) throw new AppError('bad_request', CONVERSATION_TEXT.invalidLastEventId);
  return cursor;
}

/**
 * A conversation's event stream, the owner's and a live viewer's alike: the stream opened (or
 * HEAD answered) within the client's allowance, then the conversation watched from any process,
 * its events projected for this client and sent with their resume cursors, from where a
 * reconnect's `Last-Event-ID` says it is. `opened` gets the stream and how to end it with an
 * `ended` event (a revoked live code).
 */
export async function streamConversation<C>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    /** The route's `?lastEventId=`, for a client that cannot send the header. */
    lastEventId: string | undefined;
    streams: EventStreams;
    /** Streams open at once for `key` (a user, an address), refused past it with `refusal`. */
    allowance: { counter: ConcurrencyCounter; key: string; refusal: () => AppError };
    projection: Projection<C>;
    watch: (send: (event: ConversationEvent) => void) => Promise<Unwatch | null>;
    opened?: (stream: EventStream, end: () => void) => void;
  },
): Promise<FastifyReply | undefined> {
  const resumeFrom = resumeCursor(request, options.lastEventId);
  const { counter, key, refusal } = options.allowance;
  if (!counter.tryAcquire(key)) throw refusal();
  if (request.method === 'HEAD') {
    counter.release(key);
    return answerHeadOfEventStream(reply);
  }
  // Signed in, the stream ends with the session that opened it.
  const stream = options.streams.open(request, reply, { session: sessionOf(request) });
  stream.onClose(() => counter.release(key));
  let lastId = '0';
  const end = () => stream.end(sseEvent({ type: 'ended' }, lastId));
  options.opened?.(stream, end);
  const translate = createStreamTranslator({
    projection: options.projection,
    resumeFrom,
    send: (event, id) => {
      lastId = id;
      if (event.type === 'ended') stream.end(sseEvent(event, id));
      else stream.write(sseEvent(event, id));
    },
  });
  try {
    const unwatch = await options.watch(translate);
    if (unwatch) stream.onClose(unwatch);
    else end();
  } catch (error) {
    request.log.warn({ err: error }, 'event stream could not start');
    stream.end();
  }
  return undefined;
}
