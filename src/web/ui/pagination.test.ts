import { describe, expect, it } from 'vitest';
import { pageCount } from './pagination.tsx';

describe('pageCount', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
