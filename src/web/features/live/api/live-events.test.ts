import { describe, expect, it, vi } from 'vitest';
import { LIVE_TEXT } from '../../../../contract/live.ts';
import { openLiveStream, reduceLiveStream } from './live-events.ts';

const snapshot = { type: 'snapshot', sessionInfo: null, messages: [] };
const sse = (frames: string) =>
  new Response(new Blob([frames]).stream(), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch answering each call with the next answer (a Response, or an Error to throw). */
function fakeFetch(answers: (Response | Error)[]) {
  const calls: Headers[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Headers(init?.headers));
    const answer = answers.shift();
    if (!answer) return new Promise<Response>(() => {});
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function record() {
  const log: string[] = [];
  return {
    log,
    callbacks: {
      onEvent: (event: { type: string }) => log.push(`event:${event.type}`),
      onConnection: (connection: string) => log.push(connection),
      onUnavailable: (reason: string) => log.push(`unavailable:${reason}`),
    },
  };
}

describe('openLiveStream', () => {
  it('shows the session as unavailable on a 404 after a successful stream, without retrying', async () => {
    const { fetch, calls } = fakeFetch([
      sse(`id: 3\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
      json(404, { error: LIVE_TEXT.notFound, code: 'not_found' }),
    ]);
    const { log, callbacks } = record();
    const close = openLiveStream('ABCD-2345', callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain(`unavailable:${LIVE_TEXT.notFound}`));
    expect(log).toEqual([
      'connected',
      'event:snapshot',
      'disconnected',
      `unavailable:${LIVE_TEXT.notFound}`,
    ]);
    // The reconnect resumed from the last event id.
    expect(calls[1]!.get('last-event-id')).toBe('3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(2);
    close();
  });

  it('shows the server text of a 429 as the reason', async () => {
    const { fetch } = fakeFetch([json(429, { error: LIVE_TEXT.tooManyRequests })]);
    const { log, callbacks } = record();
    openLiveStream('ABCD-2345', callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toEqual([`unavailable:${LIVE_TEXT.tooManyRequests}`]));
  });

  it('keeps retrying through network errors and server errors, then connects', async () => {
    const { fetch, calls } = fakeFetch([
      new TypeError('Failed to fetch'),
      json(503, { error: 'Service unavailable' }),
      sse(`id: 1\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
    ]);
    const { log, callbacks } = record();
    const close = openLiveStream('ABCD-2345', callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain('event:snapshot'));
    expect(log.slice(0, 4)).toEqual([
      'disconnected',
      'disconnected',
      'connected',
      'event:snapshot',
    ]);
    expect(calls[0]!.get('last-event-id')).toBeNull();
    close();
  });

  it('stops at an ended event', async () => {
    const { fetch, calls } = fakeFetch([
      sse(`id: 1\nevent: ended\ndata: {"type":"ended"}\n\n`),
      sse(''),
    ]);
    const { log, callbacks } = record();
    openLiveStream('ABCD-2345', callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toEqual(['connected', 'event:ended']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('sends the signed-in viewer’s token, so the stream ends with the session; none signed out', async () => {
    const { fetch, calls } = fakeFetch([sse(''), sse('')]);
    const first = openLiveStream('ABCD-2345', record().callbacks, { fetch, token: () => 'tok' });
    const second = openLiveStream('ABCD-2345', record().callbacks, { fetch, token: () => null });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((headers) => headers.get('authorization'))).toEqual(['Bearer tok', null]);
    first();
    second();
  });
});

describe('reduceLiveStream', () => {
  it('keeps the verdicts that arrive, one of each, oldest first, and changes no message', () => {
    const verdict = {
      id: 'v1',
      conversationId: 'c1',
      judgeModel: 'parley-sparring-partner',
      createdAt: '2026-11-27T10:00:00.000Z',
      messageCount: 4,
      summary: 'Both argued.',
      positions: [],
      arguments: [],
      agreements: [],
      disagreements: [],
      winner: null,
      confidence: 0.5,
      consensus: 30,
    };
    const later = { ...verdict, id: 'v2', createdAt: '2026-11-27T10:05:00.000Z' };
    let state = reduceLiveStream(
      {
        connection: 'connecting',
        everConnected: false,
        sessionInfo: null,
        messages: [],
        verdicts: [],
        unavailableReason: null,
      },
      { type: 'snapshot', sessionInfo: null as never, messages: [] },
    );
    for (const event of [later, verdict, later])
      state = reduceLiveStream(state, { type: 'verdict', verdict: event });
    expect(state.verdicts.map((v) => v.id)).toEqual(['v1', 'v2']);
    expect(state.messages).toEqual([]);
  });
});
