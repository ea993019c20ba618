import { useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint: from here a conversation has room for a side panel. */
const WIDE_QUERY = '(min-width: 64rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is desktop-wide (lg), following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches);
}
