import { describe, expect, it } from 'vitest';
import { parseConversationEnv } from './config.ts';

describe('parseConversationEnv', () => {
  it('reads the CONVERSATION_ settings as whole milliseconds', () => {
    expect(
      parseConversationEnv({
        CONVERSATION_TURN_DELAY_MS: '0',
        CONVERSATION_IDLE_PAUSE_MS: '600000',
        CONVERSATION_SSE_HEARTBEAT_MS: '15000',
        CONVERSATION_LEASE_TTL_MS: '300',
      }),
    ).toEqual({ delayOverrideMs: 0, idlePauseMs: 600_000, heartbeatMs: 15_000, leaseTtlMs: 300 });
  });

  it('leaves unset and blank settings undefined, and ignores other variables', () => {
    expect(
      parseConversationEnv({ CONVERSATION_TURN_DELAY_MS: '  ', PORT: 'x', DATABASE_URL: '' }),
    ).toEqual({
      delayOverrideMs: undefined,
      idlePauseMs: undefined,
      heartbeatMs: undefined,
      leaseTtlMs: undefined,
    });
  });

  it.each([
    ['CONVERSATION_TURN_DELAY_MS', '-1'],
    ['CONVERSATION_IDLE_PAUSE_MS', '1.5'],
    ['CONVERSATION_SSE_HEARTBEAT_MS', 'soon'],
    // A lease shorter than this would be renewed faster than the database answers.
    ['CONVERSATION_LEASE_TTL_MS', '299'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseConversationEnv({ [name]: value })).toThrow(name);
  });
});
