import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeltaCoalescer } from './delta-coalescer.ts';

describe('createDeltaCoalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first delta at once and joins the ones within the window', () => {
    const sent: string[] = [];
    const coalescer = createDeltaCoalescer((text) => sent.push(text), 16);
    coalescer.open();
    coalescer.push('a');
    coalescer.push('b');
    coalescer.push('c');
    expect(sent).toEqual(['a']);
    vi.advanceTimersByTime(16);
    expect(sent).toEqual(['a', 'bc']);
    // The window restarted with "bc": a delta now waits for its end.
    coalescer.push('d');
    expect(sent).toEqual(['a', 'bc']);
    vi.advanceTimersByTime(16);
    expect(sent).toEqual(['a', 'bc', 'd']);
    // A quiet window closes it: the next delta goes at once.
    vi.advanceTimersByTime(16);
    coalescer.push('e');
    expect(sent).toEqual(['a', 'bc', 'd', 'e']);
  });

  it('holds everything until opened (its first message event is out), then sends it at once', () => {
    const sent: string[] = [];
    const coalescer = createDeltaCoalescer((text) => sent.push(text), 16);
    coalescer.push('a');
    coalescer.push('b');
    coalescer.flush();
    expect(sent).toEqual([]);
    coalescer.open();
    expect(sent).toEqual(['ab']);
    coalescer.push('c');
    expect(sent).toEqual(['ab', 'c']);
  });

  it('flush sends what is held; cancel drops it; a zero window sends every delta', () => {
    const sent: string[] = [];
    const coalescer = createDeltaCoalescer((text) => sent.push(text), 16);
    coalescer.open();
    coalescer.push('a');
    coalescer.push('b');
    coalescer.flush();
    expect(sent).toEqual(['a', 'b']);
    coalescer.push('c');
    coalescer.push('d');
    coalescer.cancel();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['a', 'b', 'c']);

    const every: string[] = [];
    const direct = createDeltaCoalescer((text) => every.push(text), 0);
    direct.open();
    direct.push('x');
    direct.push('y');
    expect(every).toEqual(['x', 'y']);
  });
});
