import { useId, useRef, useState, type FormEvent } from 'react';
import { PROFILE_TEXT } from '../../../../contract/profile.ts';
import { PASSWORD_RULE } from '../../../../contract/passwords.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useChangePassword } from '../api/change-password.ts';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeForm,
} from '../lib/validate-password-change.ts';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { field: PasswordChangeField; label: string; autoComplete: string; hint?: string }[] =
  [
    {
      field: 'currentPassword',
      label: PROFILE_TEXT.currentPassword,
      autoComplete: 'current-password',
    },
    {
      field: 'newPassword',
      label: PROFILE_TEXT.newPassword,
      autoComplete: 'new-password',
      hint: PASSWORD_RULE.hint,
    },
    {
      field: 'confirmPassword',
      label: PROFILE_TEXT.confirmNewPassword,
      autoComplete: 'new-password',
    },
  ];

/** SPEC §2/§5 change-password dialog, calling the server (DESIGN D10). */
export function ChangePasswordDialog({ open, onOpenChange }: ModalOpenProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(EMPTY);
  const [invalid, setInvalid] = useState<{ field: PasswordChangeField; message: string } | null>(
    null,
  );
  const change = useChangePassword();
  const toast = useToast();

  const reset = () => {
    setForm(EMPTY);
    setInvalid(null);
    change.reset();
  };

  const setOpen = (isOpen: boolean) => {
    if (!isOpen) reset();
    onOpenChange(isOpen);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const result = validatePasswordChange(form);
    if (!result.ok) {
      setInvalid({ field: result.field, message: result.message });
      formRef.current?.querySelector<HTMLInputElement>(`[name="${result.field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    change.mutate(result.request, {
      onSuccess: () => {
        toast({ message: PROFILE_TEXT.passwordChanged, tone: 'success' });
        setOpen(false);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={PROFILE_TEXT.changePassword}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={change.isPending}>
            {PROFILE_TEXT.changePassword}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4"
      >
        {change.isError && (
          <Alert tone="error">
            {failureMessage(change.error, PROFILE_TEXT.passwordChangeFailed)}
          </Alert>
        )}
        {FIELDS.map(({ field, label, autoComplete, hint }) => (
          <Field
            key={field}
            label={label}
            hint={hint}
            error={invalid?.field === field ? invalid.message : null}
          >
            {(props) => (
              <PasswordInput
                {...props}
                name={field}
                autoComplete={autoComplete}
                value={form[field]}
                onChange={(event) => {
                  setForm((current) => ({ ...current, [field]: event.target.value }));
                  if (invalid?.field === field) setInvalid(null);
                }}
              />
            )}
          </Field>
        ))}
      </form>
    </Modal>
  );
}
