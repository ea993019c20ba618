import { describe, expect, it } from 'vitest';
import { goLiveContinues } from './status.ts';

describe('Go Live', () => {
  it('continues a paused or stopped conversation only', () => {
    expect(goLiveContinues('paused')).toBe(true);
    expect(goLiveContinues('stopped')).toBe(true);
    expect(goLiveContinues('running')).toBe(false);
    expect(goLiveContinues('waiting')).toBe(false);
    expect(goLiveContinues('failed')).toBe(false);
  });
});
