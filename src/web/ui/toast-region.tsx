/**
 * The toasts on screen: React Aria Components' toast region (a landmark reachable with F6, each
 * toast announced, timers paused while hovered or focused). Loaded with the first toast, so pages
 * that show none (the landing) do not load it; see toast.tsx.
 */
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { cn } from '../lib/cn.ts';
import { ICON_PATHS, StrokeIcon } from './icon.tsx';
import type { ToastInput, ToastTone } from './toast.tsx';

const TONE_CLASSES: Record<ToastTone, string> = {
  info: 'before:bg-accent',
  success: 'before:bg-emerald-500',
  error: 'before:bg-danger',
};

/** One queue for the page, as there is one region. */
const queue = new ToastQueue<ToastInput>({ maxVisibleToasts: 4 });

export const showToast = (toast: ToastInput) =>
  queue.add(toast, { timeout: toast.durationMs ?? 5000 });

export function ToastRegionView() {
  return (
    <ToastRegion
      queue={queue}
      aria-label="Notifications"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:items-end"
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={cn(
            'relative flex w-full max-w-sm animate-fade-in items-start gap-3 overflow-hidden rounded-xl border border-border bg-surface py-3 pr-2 pl-4 text-sm shadow-lg shadow-black/10 outline-none',
            'before:absolute before:inset-y-0 before:left-0 before:w-1 data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring',
            TONE_CLASSES[toast.content.tone ?? 'info'],
          )}
        >
          <ToastContent className="min-w-0 flex-1">
            {toast.content.title && (
              <Text slot="title" className="block font-semibold">
                {toast.content.title}
              </Text>
            )}
            <Text
              slot={toast.content.title ? 'description' : 'title'}
              className={cn('block', toast.content.title && 'text-muted')}
            >
              {toast.content.message}
            </Text>
          </ToastContent>
          <AriaButton
            slot="close"
            aria-label="Dismiss notification"
            className="cursor-pointer rounded-md p-1 text-muted outline-none hover:bg-surface-2 hover:text-fg data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring"
          >
            <StrokeIcon d={ICON_PATHS.close} className="size-4" />
          </AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
