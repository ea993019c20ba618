/**
 * Modal: an accessible dialog built on @radix-ui/react-dialog (focus trap, Escape, overlay click).
 *   <Modal open={open} onOpenChange={setOpen} title="Privacy Policy" description="…" size="lg"
 *          footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
 *     …content…
 *   </Modal>
 * Sizes: sm | md | lg | xl. The body scrolls when taller than the viewport. The open state lives
 * in the parent (controlled); focus returns to whatever opened the modal.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { CloseButton } from './close-button.tsx';

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

/** The controlled open state every modal takes from its parent. */
export type ModalOpenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type ModalProps = ModalOpenProps & {
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
};

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  footer,
  children,
  className,
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; these modals open from any button, so the
  // element focused at opening time gets focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-zinc-950/55 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 animate-pop-in flex-col',
            'rounded-2xl border border-border bg-surface shadow-2xl shadow-black/20 focus:outline-none',
            SIZES[size],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-muted">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <CloseButton
                label="Close"
                iconSize="md"
                className="-mr-2 rounded-lg p-2 transition-colors"
              />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-4 sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
