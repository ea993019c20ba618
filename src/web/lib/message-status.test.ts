import { describe, expect, it } from 'vitest';
import { isInterruptedEmpty } from './message-status.ts';

describe('isInterruptedEmpty', () => {
  it('is an interrupted reply with no text but blanks', () => {
    expect(isInterruptedEmpty({ status: 'interrupted', content: '' })).toBe(true);
    expect(isInterruptedEmpty({ status: 'interrupted', content: ' \n ' })).toBe(true);
    expect(isInterruptedEmpty({ status: 'interrupted', content: 'Half a thought' })).toBe(false);
    expect(isInterruptedEmpty({ status: 'complete', content: '' })).toBe(false);
    expect(isInterruptedEmpty({ status: 'streaming', content: '' })).toBe(false);
  });
});
