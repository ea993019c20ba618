import { describe, expect, it } from 'vitest';
import { PROFILE_TEXT } from '../../../../contract/profile.ts';
import { PASSWORD_RULE, PASSWORD_TEXT } from '../../../../contract/passwords.ts';
import { AUTH_TEXT } from '../../../../contract/texts.ts';
import { validatePasswordChange } from './validate-password-change.ts';

const form = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('validatePasswordChange', () => {
  it('requires the current password', () => {
    expect(validatePasswordChange(form('', 'long-enough'))).toEqual({
      ok: false,
      field: 'currentPassword',
      message: PROFILE_TEXT.currentPasswordRequired,
    });
  });

  it('checks that the new passwords match before their length (SPEC §5 order)', () => {
    expect(validatePasswordChange(form('old', 'short', 'other'))).toEqual({
      ok: false,
      field: 'confirmPassword',
      message: AUTH_TEXT.newPasswordsDoNotMatch,
    });
  });

  it('needs at least 8 characters', () => {
    expect(validatePasswordChange(form('old', '1234567'))).toEqual({
      ok: false,
      field: 'newPassword',
      message: PASSWORD_RULE.tooShort,
    });
    expect(validatePasswordChange(form('old', 'kq7#vzpm'))).toEqual({
      ok: true,
      request: { currentPassword: 'old', newPassword: 'kq7#vzpm' },
    });
  });

  it('refuses the commonest passwords with the server’s own message', () => {
    expect(validatePasswordChange(form('old', '12345678'))).toEqual({
      ok: false,
      field: 'newPassword',
      message: PASSWORD_TEXT.tooCommon,
    });
  });
});

describe('validatePasswordChange, a new password equal to the current one', () => {
  it('is refused on the new password, with the server’s own message', () => {
    expect(validatePasswordChange(form('same-pass-1', 'same-pass-1'))).toEqual({
      ok: false,
      field: 'newPassword',
      message: AUTH_TEXT.samePassword,
    });
  });
});
