/**
 * When the usage-limit dialog was last closed, kept in session storage so SPEC §4's rule (shown
 * again 2 min after closing when over, 10 min when near) holds across navigation and reloads.
 */
const KEY = 'parley.usageDialogDismissedAt';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): SessionStore | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage disabled: the dialog then remembers only while the page lives
  }
};

export function readDismissedAt(store: SessionStore | undefined = sessionStore()): number | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  const at = Number(raw);
  return Number.isFinite(at) && at > 0 ? at : null;
}

export function writeDismissedAt(at: number, store: SessionStore | undefined = sessionStore()) {
  try {
    store?.setItem(KEY, String(at));
  } catch {
    // Quota or privacy mode: nothing to keep.
  }
}
