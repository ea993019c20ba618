import { describe, expect, it } from 'vitest';
import { EMPTY_MAX_SETUP, updateAgent } from '../../session/lib/setup-state.ts';
import { readMaxSetup } from './stored-setup.ts';

describe('readMaxSetup', () => {
  it('reads back what was stored', () => {
    const setup = updateAgent({ ...EMPTY_MAX_SETUP, openingLine: 'Go' }, 'gamma', {
      model: 'm',
      systemInstructions: 'x',
    });
    expect(readMaxSetup(JSON.stringify(setup))).toEqual(setup);
  });

  it('ignores missing, broken or foreign values', () => {
    for (const text of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ ...EMPTY_MAX_SETUP, startingSlot: 'model-a' }),
      JSON.stringify({ ...EMPTY_MAX_SETUP, agents: { alpha: EMPTY_MAX_SETUP.agents.alpha } }),
      JSON.stringify({ ...EMPTY_MAX_SETUP, openingLine: 5 }),
    ]) {
      expect(readMaxSetup(text)).toBeNull();
    }
  });
});
