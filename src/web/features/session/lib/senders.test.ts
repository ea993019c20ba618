import { describe, expect, it } from 'vitest';
import { MAX } from '../../../../contract/conversations.ts';
import { senderOf } from './senders.ts';

describe('senderOf', () => {
  it('names the MAX agents Alpha to Epsilon, each with its own icon and colour', () => {
    const senders = MAX.slots.map(senderOf);
    expect(senders.map((sender) => sender.name)).toEqual([...MAX.names]);
    expect(new Set(senders.map((sender) => sender.tone)).size).toBe(MAX.slots.length);
    expect(senders.map((sender) => sender.icon)).toEqual(['α', 'β', 'γ', 'δ', 'ε']);
  });

  it('keeps the two-agent senders and calls anything else Unknown', () => {
    expect(senderOf('model-a')).toMatchObject({ name: 'Primary Agent', tone: 'blue' });
    expect(senderOf('model-b')).toMatchObject({ name: 'Alternative Agent', tone: 'red' });
    for (const other of ['zeta', '__proto__', 'constructor']) {
      expect(senderOf(other).name).toBe('Unknown');
    }
  });
});
