/**
 * Toasts: short-lived notices in the corner (DESIGN D11), on React Aria Components' toast queue
 * and region (toast-region.tsx, loaded with the first toast).
 *   <ToastProvider> once near the root (main.tsx does it), then
 *   const toast = useToast();  toast({ message: 'Token Copied!', tone: 'success' });
 * Tones: info | success | error. Each toast closes after `durationMs` (default 5000) or with its
 * close button.
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastInput = { message: string; title?: string; tone?: ToastTone; durationMs?: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const ToastRegionView = lazy(() =>
  import('./toast-region.tsx').then((module) => ({ default: module.ToastRegionView })),
);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new ToastQueue<ToastInput>({ maxVisibleToasts: 4 }));
  const [show] = useState(
    () => (toast: ToastInput) => void queue.add(toast, { timeout: toast.durationMs ?? 5000 }),
  );
  // The region mounts with the first toast and stays (its landmark then exists for F6).
  const [everShown, setEverShown] = useState(false);
  const anyShown = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
  );
  if (anyShown && !everShown) setEverShown(true);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {(anyShown || everShown) && (
        <Suspense fallback={null}>
          <ToastRegionView queue={queue} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
