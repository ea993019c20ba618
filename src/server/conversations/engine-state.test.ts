import { describe, expect, it } from 'vitest';
import { step } from './engine.ts';
import { parseEngineState } from './engine-state.ts';

describe('parseEngineState', () => {
  it('reads back a state the engine produced, saved as JSON', () => {
    const { state } = step(null, {
      type: 'start',
      mode: 'max',
      slots: ['alpha', 'beta', 'gamma'],
      openingLine: 'Go',
      startingSlot: 'beta',
    });
    expect(parseEngineState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('refuses a state that is not one', () => {
    expect(() => parseEngineState({ mode: 'duel', status: 'running' })).toThrow();
    expect(() => parseEngineState(null)).toThrow();
  });
});
