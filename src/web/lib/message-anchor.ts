/** The DOM id of a message's row, so that a verdict's quote can link to it (DESIGN D18). */
export const messageAnchorId = (messageId: string) => `message-${messageId}`;

/**
 * Follows a verdict's quote to its message: scrolled into view, focused (so keyboard and screen
 * reader users land on it) and highlighted until focus leaves it. False when it is not shown.
 */
export function showMessage(messageId: string): boolean {
  const row = document.getElementById(messageAnchorId(messageId));
  if (!row) return false;
  for (const shown of document.querySelectorAll<HTMLElement>('[data-highlighted]')) {
    delete shown.dataset.highlighted;
  }
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  row.focus({ preventScroll: true });
  row.dataset.highlighted = 'true';
  row.addEventListener('blur', () => delete row.dataset.highlighted, { once: true });
  return true;
}

/** The classes a message row takes to be focusable and shown highlighted. */
export const HIGHLIGHT_CLASSES =
  'scroll-mt-4 outline-none data-[highlighted]:ring-3 data-[highlighted]:ring-accent/60 data-[highlighted]:ring-offset-2 data-[highlighted]:ring-offset-bg';
