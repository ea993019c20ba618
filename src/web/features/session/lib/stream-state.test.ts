import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationMessage } from '../../../../contract/conversations.ts';
import { applyActionAnswer, applyStreamEvent, applyStreamEvents } from './stream-state.ts';
import { toTranscript } from './transcript.ts';

const message = (seq: number, content: string, sender = 'model-a'): ConversationMessage => ({
  id: `m${seq}`,
  seq,
  content,
  sender,
  timestamp: '2025-01-01T00:00:00.000Z',
  status: 'complete',
});

const conversation = (messages: ConversationMessage[]): Conversation => ({
  id: 'c1',
  title: 'Topic',
  mode: 'duel',
  status: 'running',
  messageCount: messages.length,
  modelA: 'a',
  modelB: 'b',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  interventionCount: 0,
  isActive: true,
  isGenerating: false,
  isWaitingForIntervention: false,
  nextResponder: 'model-b',
  breakerOpen: false,
  liveCode: null,
  agents: [],
  messages,
});

describe('applyStreamEvent', () => {
  it('replaces everything with a snapshot and ignores events before one', () => {
    expect(applyStreamEvent(null, { type: 'delta', seq: 1, text: 'x' })).toBeNull();
    const snap = conversation([message(1, 'hi')]);
    expect(applyStreamEvent(null, { type: 'snapshot', conversation: snap })).toBe(snap);
  });

  it('streams deltas into the started message and keeps other rows identical', () => {
    const first = message(1, 'Opening');
    const start = conversation([first]);
    const streamed = applyStreamEvents(start, [
      { type: 'message-start', message: { ...message(2, '', 'model-b'), status: 'streaming' } },
      { type: 'delta', seq: 2, text: 'Hello' },
      { type: 'delta', seq: 2, text: ', world' },
    ])!;
    expect(streamed.messages.map((m) => m.content)).toEqual(['Opening', 'Hello, world']);
    expect(streamed.messages[0]).toBe(first);
    const done = applyStreamEvent(streamed, {
      type: 'message-done',
      message: message(2, 'Hello, world!', 'model-b'),
    })!;
    expect(done.messages[1]).toMatchObject({ content: 'Hello, world!', status: 'complete' });
    expect(done.messages).toHaveLength(2);
  });

  it('keeps a reply stopped mid-stream as interrupted, with the text written so far', () => {
    const start = conversation([message(1, 'Opening')]);
    const streamed = applyStreamEvents(start, [
      { type: 'message-start', message: { ...message(2, '', 'model-b'), status: 'streaming' } },
      { type: 'delta', seq: 2, text: 'Half a' },
      {
        type: 'message-done',
        message: { ...message(2, 'Half a', 'model-b'), status: 'interrupted' },
      },
    ])!;
    expect(streamed.messages).toHaveLength(2);
    expect(streamed.messages[1]).toMatchObject({ content: 'Half a', status: 'interrupted' });
  });

  it('drops a discarded message, ignores deltas for unknown seqs and keeps seq order', () => {
    const start = conversation([message(1, 'a'), message(3, 'c')]);
    const next = applyStreamEvents(start, [
      { type: 'delta', seq: 9, text: 'lost' },
      { type: 'message-done', message: message(2, 'b') },
      { type: 'message-discarded', seq: 3 },
    ])!;
    expect(next.messages.map((m) => m.content)).toEqual(['a', 'b']);
  });

  it('takes state from a state event but keeps the messages', () => {
    const start = conversation([message(1, 'a')]);
    const { messages: _messages, ...rest } = conversation([]);
    const next = applyStreamEvent(start, {
      type: 'state',
      conversation: { ...rest, status: 'waiting', isWaitingForIntervention: true },
    })!;
    expect(next.status).toBe('waiting');
    expect(next.messages).toBe(start.messages);
  });
});

describe('applyActionAnswer', () => {
  it('merges the answered state but not one the stream has already gone past', () => {
    const now = conversation([message(1, 'a'), message(2, 'b', 'model-b')]);
    const { messages: _messages, ...rest } = now;
    const stale = { ...conversation([message(1, 'a')]), nextResponder: 'model-b' };
    expect(applyActionAnswer(now, stale)).toBe(now);
    const fresh = { ...now, status: 'stopped' as const, nextResponder: 'model-a' };
    expect(applyActionAnswer(now, fresh)).toEqual({ ...rest, ...fresh, messages: now.messages });
    expect(applyActionAnswer(null, fresh)).toBeNull();
  });
});

describe('toTranscript', () => {
  it('names each sender and skips empty messages', () => {
    const text = toTranscript(
      conversation([message(1, 'Hi'), message(2, '', 'model-b'), message(3, 'Stop', 'user')]),
    );
    expect(text).toBe('Topic\n\nPrimary Agent:\nHi\n\nYou (intervention):\nStop');
  });

  it('marks a reply that was stopped mid-stream', () => {
    const text = toTranscript(
      conversation([
        message(1, 'Hi'),
        { ...message(2, 'Half a', 'model-b'), status: 'interrupted' },
      ]),
    );
    expect(text).toBe('Topic\n\nPrimary Agent:\nHi\n\nAlternative Agent (interrupted):\nHalf a');
  });
});
