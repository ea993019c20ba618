import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameBatcher, HIDDEN_TAB_FLUSH_MS } from './frame-batcher.ts';

describe('createFrameBatcher', () => {
  let frames: Map<number, FrameRequestCallback>;
  const doc = { hidden: false };
  const runFrames = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const callback of due) callback(0);
  };

  beforeEach(() => {
    frames = new Map();
    let next = 0;
    doc.hidden = false;
    vi.useFakeTimers();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++next, callback);
      return next;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('applies everything pushed before a frame as one batch, in order', () => {
    const apply = vi.fn();
    const batcher = createFrameBatcher<number>(apply);
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(frames.size).toBe(1);
    expect(apply).not.toHaveBeenCalled();
    runFrames();
    expect(apply).toHaveBeenCalledExactlyOnceWith([1, 2, 3]);
    batcher.push(4);
    runFrames();
    expect(apply).toHaveBeenLastCalledWith([4]);
  });

  it('uses a timer in hidden tabs', () => {
    doc.hidden = true;
    const apply = vi.fn();
    const batcher = createFrameBatcher<string>(apply);
    batcher.push('a');
    batcher.push('b');
    expect(frames.size).toBe(0);
    vi.advanceTimersByTime(HIDDEN_TAB_FLUSH_MS - 1);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
  });

  it('applies nothing once cancelled', () => {
    const apply = vi.fn();
    const batcher = createFrameBatcher<number>(apply);
    batcher.push(1);
    batcher.cancel();
    runFrames();
    doc.hidden = true;
    batcher.push(2);
    batcher.cancel();
    vi.runAllTimers();
    expect(apply).not.toHaveBeenCalled();
  });
});
