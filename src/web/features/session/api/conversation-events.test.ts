import { describe, expect, it, vi } from 'vitest';
import { GENERIC_TEXT } from '../../../../contract/texts.ts';
import { viewState } from '../../../../../test/helpers/conversation-views.ts';
import { openConversationEvents, ownerEvents } from './conversation-events.ts';
import {
  fakeFetch,
  json,
  recordStream,
  sse,
} from '../../../../../test/helpers/fake-stream-fetch.ts';

const state = viewState();
const snapshot = { type: 'snapshot', conversation: state, messages: [] };
const record = () => recordStream((refusal) => `ended:${refusal.status}`);

describe('openConversationEvents (the owner’s stream)', () => {
  it('sends the session token in a header, and reconnects after a busy server’s 503', async () => {
    const { fetch, calls } = fakeFetch([
      json(503, { error: GENERIC_TEXT.overloaded, code: 'unavailable' }),
      sse(`id: 0\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
    ]);
    const { log, callbacks } = record();
    const close = openConversationEvents(ownerEvents('c1'), callbacks, {
      fetch,
      retryMs: 1,
      token: () => 't',
    });
    await vi.waitFor(() => expect(log).toContain('event:snapshot'));
    expect(log.slice(0, 3)).toEqual(['reconnecting', 'open', 'event:snapshot']);
    expect(calls[0]).toMatchObject({ url: '/api/conversations/c1/events' });
    expect(calls.slice(0, 2).map((call) => call.headers.get('authorization'))).toEqual([
      'Bearer t',
      'Bearer t',
    ]);
    close();
  });

  it('resumes a dropped stream by Last-Event-ID', async () => {
    const { fetch, calls } = fakeFetch([
      sse(`id: 4\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`),
      sse(
        `id: 4\nevent: state\ndata: ${JSON.stringify({ type: 'state', conversation: state })}\n\n`,
      ),
    ]);
    const { log, callbacks } = record();
    const close = openConversationEvents(ownerEvents('c1'), callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain('event:state'));
    expect(calls[1]!.headers.get('last-event-id')).toBe('4');
    close();
  });

  it('parses every payload with the contract’s schema and skips one that does not fit', async () => {
    const { fetch } = fakeFetch([
      sse(
        `id: 1\nevent: message\ndata: {"type":"message","message":{"seq":"two"}}\n\n` +
          `id: 1\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`,
      ),
    ]);
    const { log, callbacks } = record();
    const close = openConversationEvents(ownerEvents('c1'), callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toContain('event:snapshot'));
    expect(log.slice(0, 2)).toEqual(['open', 'event:snapshot']);
    close();
  });

  it('ends at an ended event (deleted) without retrying', async () => {
    const { fetch, calls } = fakeFetch([sse(`id: 1\nevent: ended\ndata: {"type":"ended"}\n\n`)]);
    const { log, callbacks } = record();
    openConversationEvents(ownerEvents('c1'), callbacks, { fetch, retryMs: 1 });
    await vi.waitFor(() => expect(log).toEqual(['open', 'event:ended', 'ended', 'ended:404']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });

  it('stops at 404 (deleted, or another user’s) and at 401 (signed out)', async () => {
    for (const status of [404, 401]) {
      const { fetch, calls } = fakeFetch([json(status, { error: 'No', code: 'x' })]);
      const { log, callbacks } = record();
      openConversationEvents(ownerEvents('c1'), callbacks, { fetch, retryMs: 1 });
      await vi.waitFor(() => expect(log).toEqual(['ended', `ended:${status}`]));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toHaveLength(1);
    }
  });
});
