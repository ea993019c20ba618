import { describe, expect, it, vi } from 'vitest';
import { GENERIC_TEXT } from '../../contract/texts.ts';
import { openEventStream, type EventStreamHandlers, type StreamRefusal } from './event-stream.ts';

const sse = (frames: string) =>
  new Response(new Blob([frames]).stream(), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
/** A stream that sends `frames`, then stays open without a byte until the request is aborted. */
const silentAfter = (frames: string, signal: AbortSignal) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(frames));
        signal.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

type Answer = Response | Error | ((signal: AbortSignal) => Response);

/** A fake fetch answering each call with the next answer; calls after the last never answer. */
function fakeFetch(answers: Answer[]) {
  const calls: { url: string; headers: Headers; at: number }[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers), at: Date.now() });
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer(init!.signal!) : answer;
  };
  return { fetch, calls };
}

function record() {
  const log: string[] = [];
  const refusals: StreamRefusal[] = [];
  const handlers: EventStreamHandlers = {
    onEvent: (event) => log.push(`${event.type}:${event.data}`),
    onOpen: () => log.push('open'),
    onDisconnected: () => log.push('disconnected'),
    onRefused: (refusal) => {
      refusals.push(refusal);
      log.push(`refused:${refusal.status}`);
    },
  };
  return { log, refusals, handlers };
}

const events = new Set(['tick', 'ended']);
const never = () => false;

describe('openEventStream', () => {
  it('sends the token in the Authorization header, never in the URL', async () => {
    const { fetch, calls } = fakeFetch([sse('')]);
    const close = openEventStream('/api/x/events', record().handlers, {
      events,
      isFinal: never,
      fetch,
      token: () => 'tok',
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(calls[0]!.url).toBe('/api/x/events');
    close();
  });

  it('delivers the named events only, and resumes from the last id after a drop', async () => {
    const { fetch, calls } = fakeFetch([
      sse('id: 7\nevent: tick\ndata: 1\n\nevent: other\ndata: 2\n\ndata: unnamed\n\n'),
      sse('event: tick\ndata: 3\n\n'),
    ]);
    const { log, handlers } = record();
    const close = openEventStream('/s', handlers, { events, isFinal: never, fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain('tick:3'));
    expect(log.slice(0, 5)).toEqual(['open', 'tick:1', 'disconnected', 'open', 'tick:3']);
    expect(calls[0]!.headers.get('last-event-id')).toBeNull();
    expect(calls[1]!.headers.get('last-event-id')).toBe('7');
    close();
  });

  it('gives up a connection that goes quiet past the idle timeout, and connects again', async () => {
    const { fetch, calls } = fakeFetch([
      (signal) => silentAfter('id: 1\nevent: tick\ndata: a\n\n', signal),
      sse('event: tick\ndata: b\n\n'),
    ]);
    const { log, handlers } = record();
    const close = openEventStream('/s', handlers, {
      events,
      isFinal: never,
      fetch,
      retryMs: 1,
      idleMs: 50,
    });
    await vi.waitFor(() => expect(log).toContain('tick:b'), { timeout: 2000 });
    expect(log.slice(0, 3)).toEqual(['open', 'tick:a', 'disconnected']);
    expect(calls[1]!.headers.get('last-event-id')).toBe('1');
    close();
  });

  it('types a refusal (status, code, the server’s text, Retry-After) and stops when it is final', async () => {
    const { fetch, calls } = fakeFetch([
      json(404, { error: 'Gone', code: 'not_found' }),
      sse('event: tick\ndata: never\n\n'),
    ]);
    const { log, refusals, handlers } = record();
    openEventStream('/s', handlers, {
      events,
      isFinal: (refusal) => refusal.status === 404,
      fetch,
      retryMs: 1,
    });
    await vi.waitFor(() => expect(log).toEqual(['refused:404']));
    expect(refusals[0]).toEqual({
      status: 404,
      code: 'not_found',
      message: 'Gone',
      retryAfterMs: undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('retries a busy server after its Retry-After, not sooner', async () => {
    const { fetch, calls } = fakeFetch([
      json(503, { error: GENERIC_TEXT.overloaded, code: 'unavailable' }, { 'retry-after': '0.2' }),
      sse('event: tick\ndata: in\n\n'),
    ]);
    const { log, handlers } = record();
    const close = openEventStream('/s', handlers, { events, isFinal: never, fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain('tick:in'), { timeout: 2000 });
    expect(log.slice(0, 2)).toEqual(['disconnected', 'open']);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(190);
    close();
  });

  it('keeps retrying through network errors, and starts afresh when its cursor is refused', async () => {
    const { fetch, calls } = fakeFetch([
      sse('id: 9.4.ab\nevent: tick\ndata: 1\n\n'),
      new TypeError('Failed to fetch'),
      json(400, { error: 'Invalid Last-Event-ID', code: 'bad_request' }),
      sse('event: tick\ndata: 2\n\n'),
    ]);
    const { log, handlers } = record();
    const close = openEventStream('/s', handlers, {
      events,
      isFinal: (refusal) => refusal.status === 400,
      fetch,
      retryMs: 1,
    });
    await vi.waitFor(() => expect(log).toContain('tick:2'));
    expect(calls.slice(0, 4).map((call) => call.headers.get('last-event-id'))).toEqual([
      null,
      '9.4.ab',
      '9.4.ab',
      null,
    ]);
    close();
  });

  it('closes from inside an event, with no further connection', async () => {
    const { fetch, calls } = fakeFetch([sse('event: ended\ndata: {}\n\n'), sse('')]);
    const log: string[] = [];
    const close = openEventStream(
      '/s',
      {
        onEvent: (event) => {
          log.push(event.type);
          close();
        },
        onDisconnected: () => log.push('disconnected'),
      },
      { events, isFinal: never, fetch, retryMs: 1 },
    );
    await vi.waitFor(() => expect(log).toEqual(['ended']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['ended']);
    expect(calls).toHaveLength(1);
  });
});
