import { describe, expect, it } from 'vitest';
import { transitionPhaseAt } from './timings.ts';

describe('transitionPhaseAt', () => {
  it('follows SPEC §2: fade out 150 ms, splash until 600 ms, fade in, idle at 750 ms', () => {
    expect(transitionPhaseAt(0)).toBe('fading-out');
    expect(transitionPhaseAt(149)).toBe('fading-out');
    expect(transitionPhaseAt(150)).toBe('splash');
    expect(transitionPhaseAt(599)).toBe('splash');
    expect(transitionPhaseAt(600)).toBe('fading-in');
    expect(transitionPhaseAt(749)).toBe('fading-in');
    expect(transitionPhaseAt(750)).toBe('idle');
  });
});
