import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../../contract/conversations.ts';
import { currentSpeaker, elapsedLabel } from './session.ts';

const message = (sender: string, status: ConversationMessage['status']): ConversationMessage => ({
  id: sender,
  seq: 1,
  content: '',
  sender,
  timestamp: '2026-01-01T00:00:00.000Z',
  status,
});

describe('currentSpeaker', () => {
  it('is the agent streaming, else the next one while running, else nobody', () => {
    const done = [message('alpha', 'complete')];
    expect(
      currentSpeaker({
        messages: [...done, message('beta', 'streaming')],
        status: 'running',
        nextResponder: 'beta',
      }),
    ).toBe('beta');
    expect(currentSpeaker({ messages: done, status: 'running', nextResponder: 'gamma' })).toBe(
      'gamma',
    );
    expect(
      currentSpeaker({ messages: done, status: 'waiting', nextResponder: 'gamma' }),
    ).toBeNull();
  });
});

describe('elapsedLabel', () => {
  const createdAt = '2026-01-01T00:00:00.000Z';
  it('counts mm:ss from the start while active and freezes at the last change after', () => {
    const at = (seconds: number) => Date.parse(createdAt) + seconds * 1000;
    const active = { createdAt, updatedAt: createdAt, isActive: true };
    expect(elapsedLabel(active, at(0))).toBe('00:00');
    expect(elapsedLabel(active, at(65.9))).toBe('01:05');
    expect(elapsedLabel(active, at(3600))).toBe('60:00');
    const ended = { createdAt, updatedAt: new Date(at(125)).toISOString(), isActive: false };
    expect(elapsedLabel(ended, at(9999))).toBe('02:05');
  });
});
