/**
 * Toasts: short-lived notices in the corner (DESIGN D11), on React Aria Components' toast queue
 * and region (toast-region.tsx). Both load with the first toast, so a page that shows none (the
 * landing) loads neither.
 *   <ToastProvider> once near the root (main.tsx does it), then
 *   const toast = useToast();  toast({ message: 'Token Copied!', tone: 'success' });
 * Tones: info | success | error. Each toast closes after `durationMs` (default 5000) or with its
 * close button.
 */
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastInput = { message: string; title?: string; tone?: ToastTone; durationMs?: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const loadRegion = () => import('./toast-region.tsx');
const ToastRegionView = lazy(() =>
  loadRegion().then((module) => ({ default: module.ToastRegionView })),
);

export function ToastProvider({ children }: { children: ReactNode }) {
  // The region mounts with the first toast and stays (its landmark then exists for F6).
  const [used, setUsed] = useState(false);
  const [show] = useState(() => (toast: ToastInput) => {
    setUsed(true);
    void loadRegion().then((module) => module.showToast(toast));
  });
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastRegionView />
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
