import { describe, expect, it } from 'vitest';
import type { LiveSessionInfo } from '../../../../contract/live.ts';
import { liveSenderOf } from './live-senders.ts';

const max: LiveSessionInfo = {
  shareCode: 'ABCD-2345',
  title: 'Cars',
  mode: 'max',
  status: 'running',
  isActive: true,
  isGenerating: false,
  isWaitingForIntervention: false,
  messageCount: 1,
  agents: [
    { slot: 'alpha', name: 'Alpha', model: 'm' },
    { slot: 'gamma', name: 'Gamma', model: 'm' },
  ],
  format: null,
  awaitingSeat: null,
  seatTimerMs: 180_000,
};

describe('liveSenderOf (SPEC §2)', () => {
  it('names the duel senders with their badges, MAX agents by name, anything else Unknown', () => {
    expect(liveSenderOf('model-a', null)).toMatchObject({
      name: 'Primary Agent',
      badge: 'Primary',
    });
    expect(liveSenderOf('model-b', null)).toMatchObject({
      name: 'Alternative Agent',
      badge: 'Alternative',
    });
    expect(liveSenderOf('user', null)).toMatchObject({
      name: 'Human Intervention',
      badge: 'Moderator',
    });
    expect(liveSenderOf('alpha', max)).toMatchObject({
      name: 'Alpha',
      badge: 'Agent',
      tone: 'blue',
    });
    expect(liveSenderOf('gamma', max)).toMatchObject({ name: 'Gamma', tone: 'violet' });
    expect(liveSenderOf('system', max).name).toBe('Unknown');
    expect(liveSenderOf('__proto__', null).name).toBe('Unknown');
  });
});
