import { describe, expect, it } from 'vitest';
import { windowStart } from './windows.ts';

describe('UTC quota windows', () => {
  it.each([
    ['day', '2026-11-23T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['day', '2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00.000Z'],
    ['hour', '2026-11-23T18:59:59.999Z', '2026-11-23T18:00:00.000Z'],
    ['hour', '2026-12-31T23:30:00.000Z', '2026-12-31T23:00:00.000Z'],
    // A local offset does not move the window: the instant is what counts.
    ['day', '2026-11-23T01:30:00.000+05:00', '2026-11-22T00:00:00.000Z'],
  ] as const)('%s window of %s starts at %s', (window, at, start) => {
    expect(windowStart(window, new Date(at)).toISOString()).toBe(start);
  });
});
