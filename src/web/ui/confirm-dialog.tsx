/**
 * ConfirmDialog: asks before a destructive action.
 *   <ConfirmDialog open={open} onOpenChange={setOpen} title="Reset Conversation"
 *     message="Are you sure…?" confirmLabel="Reset" onConfirm={reset} busy={pending} />
 * A choice that destroys nothing names both answers and confirms in the primary style:
 *   <ConfirmDialog … confirmLabel="Replace" cancelLabel="Keep" confirmVariant="primary" />
 */
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Modal, type ModalOpenProps } from './dialog.tsx';

export type ConfirmDialogProps = ModalOpenProps & {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** The answer that closes without confirming; 'Cancel' unless told. */
  cancelLabel?: string;
  /** 'danger' unless told (a destructive action). */
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  busy?: boolean;
  error?: ReactNode;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'danger',
  onConfirm,
  busy = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm">{message}</p>
      {error && <div className="mt-3">{error}</div>}
    </Modal>
  );
}
