import { describe, expect, it } from 'vitest';
import {
  viewConversation as conversation,
  viewMessage as message,
} from '../../../../../test/helpers/conversation-views.ts';
import { applyActionAnswer } from './stream-state.ts';
import { toTranscript } from './transcript.ts';

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
