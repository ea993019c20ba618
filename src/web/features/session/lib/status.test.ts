import { describe, expect, it } from 'vitest';
import { STATE_REASON_TEXT } from '../../../../contract/texts.ts';
import { goLiveContinues, stateInWords } from './status.ts';

describe('Go Live', () => {
  it('continues a paused or stopped conversation only', () => {
    expect(goLiveContinues('paused')).toBe(true);
    expect(goLiveContinues('stopped')).toBe(true);
    expect(goLiveContinues('running')).toBe(false);
    expect(goLiveContinues('waiting')).toBe(false);
    expect(goLiveContinues('failed')).toBe(false);
  });
});

describe('stateInWords', () => {
  it("gives the badge's word and the server's notice as the reason", () => {
    const notice = {
      sender: 'system',
      content: 'Consensus reached at 72%. The debate stopped here.',
    };
    expect(stateInWords('stopped', notice)).toEqual({ label: 'Stopped', reason: notice.content });
  });

  it("gives the state's own reason after an agent's message", () => {
    expect(stateInWords('paused', { sender: 'model-a', content: 'Hello' })).toEqual({
      label: 'Paused',
      reason: STATE_REASON_TEXT.paused,
    });
    expect(stateInWords('failed', undefined).reason).toBe(STATE_REASON_TEXT.failed);
  });
});
