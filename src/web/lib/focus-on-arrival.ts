/**
 * A ref for a page's heading that takes the focus when it appears (with `tabIndex={-1}`), so a
 * keyboard or screen-reader user who started a debate lands on it rather than on the page's
 * body, whose button just went away. As LibreChat and LobeChat move it to the new chat.
 */
export function focusOnArrival(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
}
