import { describe, expect, it } from 'vitest';
import { applyConversationEvent, type ConversationEvent } from './conversation-events.ts';
import type { Conversation } from './conversations.ts';
import {
  viewConversation as conversation,
  viewMessage as message,
} from '../../test/helpers/conversation-views.ts';

const applyAll = (view: Conversation | null, events: ConversationEvent[]) =>
  events.reduce(applyConversationEvent, view);

describe('applyConversationEvent', () => {
  it('replaces everything with a snapshot and ignores events before one', () => {
    expect(applyConversationEvent(null, { type: 'delta', seq: 1, text: 'x' })).toBeNull();
    const { messages, ...state } = conversation([message(1, 'hi')]);
    expect(
      applyConversationEvent(null, { type: 'snapshot', conversation: state, messages }),
    ).toEqual({ ...state, messages });
  });

  it('streams deltas into the started message and keeps other rows identical', () => {
    const first = message(1, 'Opening');
    const streamed = applyAll(conversation([first]), [
      { type: 'message', message: message(2, '', 'model-b', 'streaming') },
      { type: 'delta', seq: 2, text: 'Hello' },
      { type: 'delta', seq: 2, text: ', world' },
    ])!;
    expect(streamed.messages.map((m) => m.content)).toEqual(['Opening', 'Hello, world']);
    expect(streamed.messages[0]).toBe(first);
    const done = applyConversationEvent(streamed, {
      type: 'message',
      message: message(2, 'Hello, world!', 'model-b'),
    })!;
    expect(done.messages[1]).toMatchObject({ content: 'Hello, world!', status: 'complete' });
    expect(done.messages).toHaveLength(2);
  });

  it('keeps a reply stopped mid-stream as interrupted, with the text written so far', () => {
    const streamed = applyAll(conversation([message(1, 'Opening')]), [
      { type: 'message', message: message(2, '', 'model-b', 'streaming') },
      { type: 'delta', seq: 2, text: 'Half a' },
      { type: 'message', message: message(2, 'Half a', 'model-b', 'interrupted') },
    ])!;
    expect(streamed.messages).toHaveLength(2);
    expect(streamed.messages[1]).toMatchObject({ content: 'Half a', status: 'interrupted' });
  });

  it('drops a discarded message, ignores deltas for unknown seqs and keeps seq order', () => {
    const next = applyAll(conversation([message(1, 'a'), message(3, 'c')]), [
      { type: 'delta', seq: 9, text: 'lost' },
      { type: 'message', message: message(2, 'b') },
      { type: 'discarded', seq: 3 },
    ])!;
    expect(next.messages.map((m) => m.content)).toEqual(['a', 'b']);
  });

  it('takes state from a state event but keeps the messages; a verdict or the end changes nothing', () => {
    const start = conversation([message(1, 'a')]);
    const { messages: _messages, ...rest } = conversation([]);
    const next = applyConversationEvent(start, {
      type: 'state',
      conversation: { ...rest, status: 'waiting', isWaitingForIntervention: true },
    })!;
    expect(next.status).toBe('waiting');
    expect(next.messages).toBe(start.messages);
    expect(applyConversationEvent(next, { type: 'ended' })).toBe(next);
  });
});
