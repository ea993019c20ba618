/** How long a hidden tab (which gets no animation frames) waits before applying a batch. */
export const HIDDEN_TAB_FLUSH_MS = 250;

export type FrameBatcher<T> = {
  /** Queues an item; the batch is applied on the next animation frame. */
  push: (item: T) => void;
  /** Drops what is queued and the scheduled flush (on unmount). */
  cancel: () => void;
};

/**
 * Batches items and hands them to `apply` once per animation frame (a timer in hidden tabs, which
 * get no frames), in the order they came: a fast stream of events costs one render per frame.
 */
export function createFrameBatcher<T>(apply: (batch: T[]) => void): FrameBatcher<T> {
  let pending: T[] = [];
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    frame = 0;
    timer = undefined;
    const batch = pending;
    pending = [];
    apply(batch);
  };
  return {
    push: (item) => {
      pending.push(item);
      if (frame || timer !== undefined) return;
      if (document.hidden) timer = setTimeout(flush, HIDDEN_TAB_FLUSH_MS);
      else frame = requestAnimationFrame(flush);
    },
    cancel: () => {
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = 0;
      timer = undefined;
      pending = [];
    },
  };
}
