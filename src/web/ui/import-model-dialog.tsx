/**
 * ImportModelDialog: imports a shared custom model by its token (SPEC §2, §5, §7).
 *   <ImportModelDialog open={open} onOpenChange={setOpen} blankMessage={CUSTOM_MODEL_TEXT.enterShareToken}
 *     maxLength={SHARE_TOKEN_MAX_LENGTH} initialToken={fromQuery} />
 * The token is upper-cased as typed and trimmed when sent; success shows a toast and closes.
 */
import { useState, type FormEvent } from 'react';
import {
  CUSTOM_MODEL_TEXT,
  checkShareToken,
  shareTokenInput,
  type CustomModel,
} from '../../contract/custom-models.ts';
import { ApiError, NetworkError } from '../lib/api-client.ts';
import { useImportCustomModel } from '../lib/custom-models.ts';
import { Button } from './button.tsx';
import { Modal, type ModalOpenProps } from './dialog.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { useToast } from './toast.tsx';

/** SPEC §8: 'Failed to import model: {server error}', else the generic texts. */
export function importFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return CUSTOM_MODEL_TEXT.importError;
  if (error instanceof ApiError && error.serverMessage) {
    return CUSTOM_MODEL_TEXT.importFailed(error.serverMessage);
  }
  return CUSTOM_MODEL_TEXT.importFailedGeneric;
}

export type ImportModelDialogProps = ModalOpenProps & {
  /** 'Please enter a share token' (dashboard) or 'Please enter a model token' (models page). */
  blankMessage: string;
  initialToken?: string;
  maxLength?: number;
  placeholder?: string;
  onImported?: (model: CustomModel) => void;
};

export function ImportModelDialog({
  open,
  onOpenChange,
  blankMessage,
  initialToken = '',
  maxLength,
  placeholder = 'XXXX-XXXX',
  onImported,
}: ImportModelDialogProps) {
  const [token, setToken] = useState(initialToken.toUpperCase());
  const [error, setError] = useState<string | null>(null);
  const importModel = useImportCustomModel();
  const toast = useToast();

  const close = (next: boolean) => {
    if (!next) {
      setError(null);
      importModel.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShareToken(token, blankMessage);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError(null);
    importModel.mutate(checked.token, {
      onSuccess: ({ model }) => {
        toast({ message: CUSTOM_MODEL_TEXT.importSuccess, tone: 'success' });
        setToken('');
        close(false);
        onImported?.(model);
      },
      onError: (failure) => setError(importFailureMessage(failure)),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Import Shared Model"
      description="Enter the share token you received to add a read-only copy of that model."
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Share token" error={error}>
          {(props) => (
            <Input
              {...props}
              value={token}
              onChange={(event) => setToken(shareTokenInput(event.target.value, maxLength))}
              placeholder={placeholder}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              className="font-mono tracking-wider"
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={importModel.isPending}>
            Cancel
          </Button>
          {/* Enabled when blank, so that submitting says 'Please enter a … token' (SPEC §5). */}
          <Button type="submit" loading={importModel.isPending}>
            Import Model
          </Button>
        </div>
      </form>
    </Modal>
  );
}
