/**
 * ConfirmDialog: asks before a destructive action.
 *   <ConfirmDialog open={open} onOpenChange={setOpen} title="Reset Conversation"
 *     message="Are you sure…?" confirmLabel="Reset" onConfirm={reset} busy={pending} />
 */
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal, type ModalOpenProps } from './dialog.tsx';

export type ConfirmDialogProps = ModalOpenProps & {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
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
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
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
