import { describe, expect, it, vi } from 'vitest';
import { GENERIC_TEXT } from '../../../../contract/texts.ts';
import { openConversationStream } from './conversation-events.ts';

const snapshot = { type: 'snapshot', conversation: { id: 'c1' } };
const sse = (frames: string) =>
  new Response(new Blob([frames]).stream(), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(answers: Response[]) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers) });
    return answers.shift() ?? new Promise<Response>(() => {});
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
      onSignedOut: () => log.push('signed-out'),
    },
  };
}

describe('openConversationStream', () => {
  it('sends the session token in a header, and reconnects after a busy server’s 503', async () => {
    const { fetch, calls } = fakeFetch([
      json(503, { error: GENERIC_TEXT.overloaded, code: 'unavailable' }),
      sse(`event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
    ]);
    const { log, callbacks } = record();
    const close = openConversationStream('c1', callbacks, { fetch, retryMs: 1, token: () => 't' });
    await vi.waitFor(() => expect(log).toContain('event:snapshot'));
    expect(log.slice(0, 3)).toEqual(['reconnecting', 'open', 'event:snapshot']);
    expect(calls[0]).toMatchObject({ url: '/api/conversations/c1/events' });
    expect(calls.slice(0, 2).map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer t',
      'Bearer t',
    ]);
    close();
  });

  it('stops at 404 (deleted, or another user’s) as not found', async () => {
    const { fetch, calls } = fakeFetch([json(404, { error: 'Not found', code: 'not_found' })]);
    const { log, callbacks } = record();
    openConversationStream('c1', callbacks, { fetch, retryMs: 1, token: () => 't' });
    await vi.waitFor(() => expect(log).toEqual(['not-found']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('stops at 401 and says the session ended', async () => {
    const { fetch, calls } = fakeFetch([json(401, { error: 'Session expired' })]);
    const { log, callbacks } = record();
    openConversationStream('c1', callbacks, { fetch, retryMs: 1, token: () => 'stale' });
    await vi.waitFor(() => expect(log).toEqual(['signed-out']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });
});
