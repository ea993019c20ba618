/**
 * Modal: an accessible dialog on React Aria Components (focus held inside, Escape and a click
 * outside close it, focus returns to whatever opened it, the page behind is inert).
 *   <Modal open={open} onOpenChange={setOpen} title="Privacy Policy" description="…" size="lg"
 *          footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
 *     …content…
 *   </Modal>
 * Sizes: sm | md | lg | xl. The body scrolls when taller than the viewport. The open state lives
 * in the parent (controlled).
 */
import { useId, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
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
  const descriptionId = useId();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 animate-fade-in bg-zinc-950/55 backdrop-blur-[2px]"
    >
      <AriaModal
        className={cn(
          'fixed top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 animate-pop-in flex-col',
          'rounded-2xl border border-border bg-surface shadow-2xl shadow-black/20',
          SIZES[size],
          className,
        )}
      >
        <Dialog
          className="flex min-h-0 flex-1 flex-col focus:outline-none"
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
                <div className="min-w-0">
                  <Heading slot="title" className="text-lg font-semibold tracking-tight">
                    {title}
                  </Heading>
                  {description && (
                    <p id={descriptionId} className="mt-1 text-sm text-muted">
                      {description}
                    </p>
                  )}
                </div>
                <CloseButton
                  label="Close"
                  iconSize="md"
                  onClick={close}
                  className="-mr-2 rounded-lg p-2 transition-colors"
                />
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
              {footer && (
                <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-4 sm:px-6">
                  {footer}
                </div>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
