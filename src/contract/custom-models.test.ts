import { describe, expect, it } from 'vitest';
import { customModelLabel, modelLabel } from './custom-models.ts';

describe('custom model labels (SPEC §3)', () => {
  const model = { name: 'Analyst', is_imported: false, original_owner_name: null };

  it('marks own models (Custom) and imported ones with their owner', () => {
    expect(customModelLabel(model)).toBe('Analyst (Custom)');
    expect(
      customModelLabel({ ...model, is_imported: true, original_owner_name: 'Grace Hopper' }),
    ).toBe('Analyst (by Grace Hopper)');
    expect(customModelLabel({ ...model, is_imported: true })).toBe('Analyst (by Unknown)');
  });
});

describe('model labels', () => {
  it('names unknown ids as they are', () => {
    expect(modelLabel('local-endpoint/llama3')).toBe('local-endpoint/llama3');
  });

  it('names a custom model by its label, and only a deleted one by its short id', () => {
    const names = new Map([['custom-192e1fd2-aaaa', 'Cautious Planner (Custom)']]);
    expect(modelLabel('custom-192e1fd2-aaaa', names)).toBe('Cautious Planner (Custom)');
    expect(modelLabel('custom-5fd0c3a1-bbbb', names)).toBe('Custom model 5fd0c3a1');
    expect(modelLabel('parley-sparring-partner', names)).toBe('Parley Sparring Partner (offline)');
  });
});
