import { describe, expect, it } from 'vitest';
import { audienceAgreement } from './audience.ts';

describe('audienceAgreement', () => {
  it('compares debates with a verdict and a clear People’s Choice; a draw never matches', () => {
    const outcomes = [
      { conversationId: 'agree', winner: 'model-a' },
      { conversationId: 'disagree', winner: 'model-b' },
      { conversationId: 'draw', winner: null },
      { conversationId: 'tie', winner: 'model-a' },
      { conversationId: 'silent', winner: 'model-a' },
    ];
    const votes = [
      { conversationId: 'agree', slot: 'model-b', votes: 1 },
      { conversationId: 'agree', slot: 'model-a', votes: 3 },
      { conversationId: 'disagree', slot: 'model-a', votes: 2 },
      { conversationId: 'draw', slot: 'model-a', votes: 2 },
      { conversationId: 'tie', slot: 'model-a', votes: 2 },
      { conversationId: 'tie', slot: 'model-b', votes: 2 },
      { conversationId: 'unjudged', slot: 'model-a', votes: 5 },
    ];
    expect(audienceAgreement(outcomes, votes)).toEqual({ compared: 3, agreed: 1 });
  });
});
