import { describe, expect, it } from 'vitest';
import { costOf } from './cost.ts';

describe('cost of a call (SPEC §7, §9)', () => {
  it.each([
    ['gpt-4o', 700, 300, 0.01],
    ['parley-sparring-partner', 0, 0, 0],
    ['deepseek-chat', 1_000_000, 1_000_000, 0.42],
    ['deepseek-reasoner', 1_000_000, 0, 0.14],
    ['deepseek/deepseek-r1', 600, 400, 0.01],
  ] as const)('%s, %d in and %d out, costs %d', (model, input, output, cost) => {
    expect(costOf(model, input, output)).toBeCloseTo(cost, 10);
  });
});
