import { describe, expect, it, vi } from 'vitest';
import { LIVE_TEXT } from '../../../../contract/live.ts';
import { openConversationEvents } from '../../session/api/conversation-events.ts';
import { liveEvents } from './live-events.ts';
import {
  fakeFetch,
  json,
  recordStream,
  sse,
} from '../../../../../test/helpers/fake-stream-fetch.ts';

const sessionInfo = {
  shareCode: 'ABCD-2345',
  title: 'Cars',
  mode: 'duel',
  status: 'running',
  isActive: true,
  isGenerating: false,
  isWaitingForIntervention: false,
  messageCount: 0,
  agents: [],
  format: null,
  awaitingSeat: null,
  seatTimerMs: 180_000,
};
const snapshot = { type: 'snapshot', conversation: sessionInfo, messages: [] };
const record = () => recordStream((refusal) => `unavailable:${refusal.message}`);

const open = (
  callbacks: ReturnType<typeof record>['callbacks'],
  options: Parameters<typeof openConversationEvents>[2],
) => openConversationEvents(liveEvents('ABCD-2345'), callbacks, options);

describe('a live viewer’s stream', () => {
  it('shows the session as unavailable on a 404 after a successful stream, without retrying', async () => {
    const { fetch, calls } = fakeFetch([
      sse(`id: 3\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
      json(404, { error: LIVE_TEXT.notFound, code: 'not_found' }),
    ]);
    const { log, callbacks } = record();
    const close = open(callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain(`unavailable:${LIVE_TEXT.notFound}`));
    expect(log).toEqual([
      'open',
      'event:snapshot',
      'reconnecting',
      'ended',
      `unavailable:${LIVE_TEXT.notFound}`,
    ]);
    // The reconnect resumed from the last event id.
    expect(calls[1]!.headers.get('last-event-id')).toBe('3');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(2);
    close();
  });

  it('shows the server text of a 429 as the reason', async () => {
    const { fetch } = fakeFetch([json(429, { error: LIVE_TEXT.tooManyRequests })]);
    const { log, callbacks } = record();
    open(callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() =>
      expect(log).toEqual(['ended', `unavailable:${LIVE_TEXT.tooManyRequests}`]),
    );
  });

  it('keeps retrying through network errors and server errors, then connects', async () => {
    const { fetch, calls } = fakeFetch([
      new TypeError('Failed to fetch'),
      json(503, { error: 'Service unavailable' }),
      sse(`id: 1\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
    ]);
    const { log, callbacks } = record();
    const close = open(callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain('event:snapshot'));
    expect(log.slice(0, 4)).toEqual(['reconnecting', 'reconnecting', 'open', 'event:snapshot']);
    expect(calls[0]!.headers.get('last-event-id')).toBeNull();
    close();
  });

  it('stops at an ended event (a revoked code), saying the session is gone', async () => {
    const { fetch, calls } = fakeFetch([
      sse(`id: 1\nevent: ended\ndata: {"type":"ended"}\n\n`),
      sse(''),
    ]);
    const { log, callbacks } = record();
    open(callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() =>
      expect(log).toEqual(['open', 'event:ended', 'ended', `unavailable:${LIVE_TEXT.notFound}`]),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('sends the signed-in viewer’s token, so the stream ends with the session; none signed out', async () => {
    const { fetch, calls } = fakeFetch([sse(''), sse('')]);
    const first = open(record().callbacks, { fetch, token: () => 'tok' });
    const second = open(record().callbacks, { fetch, token: () => null });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer tok', null]);
    first();
    second();
  });
});
