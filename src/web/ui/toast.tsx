/**
 * Toasts: short-lived notices in the corner (DESIGN D11).
 *   <ToastProvider> once near the root (main.tsx does it), then
 *   const toast = useToast();  toast({ message: 'Token Copied!', tone: 'success' });
 * Tones: info | success | error. Errors use role="alert"; others are polite. Each toast closes
 * after `durationMs` (default 5000) or with its close button.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn.ts';
import { CloseButton } from './close-button.tsx';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastInput = { message: string; title?: string; tone?: ToastTone; durationMs?: number };
type ToastItem = ToastInput & { id: number };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const TONE_CLASSES: Record<ToastTone, string> = {
  info: 'before:bg-accent',
  success: 'before:bg-emerald-500',
  error: 'before:bg-danger',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-3), { ...input, id }]);
      setTimeout(() => dismiss(id), input.durationMs ?? 5000);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto relative flex w-full max-w-sm animate-fade-in items-start gap-3 overflow-hidden rounded-xl border border-border bg-surface py-3 pr-2 pl-4 text-sm shadow-lg shadow-black/10',
              'before:absolute before:inset-y-0 before:left-0 before:w-1',
              TONE_CLASSES[toast.tone ?? 'info'],
            )}
          >
            <div className="min-w-0 flex-1">
              {toast.title && <p className="font-semibold">{toast.title}</p>}
              <p className={cn(toast.title && 'text-muted')}>{toast.message}</p>
            </div>
            <CloseButton
              label="Dismiss notification"
              onClick={() => dismiss(toast.id)}
              className="rounded-md p-1"
            />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
