import {
  changePasswordRequestSchema,
  type ChangePasswordRequest,
} from '../../../../contract/auth.ts';
import { PROFILE_TEXT } from '../../../../contract/profile.ts';
import { AUTH_TEXT } from '../../../../contract/texts.ts';

export type PasswordChangeForm = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
export type PasswordChangeField = keyof PasswordChangeForm;
export type PasswordChangeValidation =
  | { ok: true; request: ChangePasswordRequest }
  | { ok: false; field: PasswordChangeField; message: string };

/**
 * SPEC §5, checked before the call: the current password is required, the new ones must match,
 * then be long enough (one rule for every new password; the server applies the same schema).
 */
export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeValidation {
  if (!form.currentPassword) {
    return { ok: false, field: 'currentPassword', message: PROFILE_TEXT.currentPasswordRequired };
  }
  if (form.newPassword !== form.confirmPassword) {
    return { ok: false, field: 'confirmPassword', message: AUTH_TEXT.newPasswordsDoNotMatch };
  }
  const parsed = changePasswordRequestSchema.safeParse({
    currentPassword: form.currentPassword,
    newPassword: form.newPassword,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, field: issue.path[0] as PasswordChangeField, message: issue.message };
}
