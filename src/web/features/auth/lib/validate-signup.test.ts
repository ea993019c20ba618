import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXT } from '../../../../contract/passwords.ts';
import { AUTH_TEXT } from '../../../../contract/texts.ts';
import { validateSignup } from './validate-signup.ts';

const form = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
};

describe('validateSignup', () => {
  it('accepts a complete form and normalises the email', () => {
    expect(validateSignup({ ...form, email: ' Ada@Example.COM ' })).toEqual({
      ok: true,
      request: { name: 'Ada', email: 'ada@example.com', password: 'secret12' },
    });
  });

  it("reports 'Passwords do not match' first, on the confirm field", () => {
    expect(validateSignup({ ...form, password: 'abc', confirmPassword: 'abd' })).toEqual({
      ok: false,
      field: 'confirmPassword',
      message: AUTH_TEXT.passwordsDoNotMatch,
    });
  });

  it('requires at least 8 characters', () => {
    expect(validateSignup({ ...form, password: 'kq7#vzp', confirmPassword: 'kq7#vzp' })).toEqual({
      ok: false,
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    expect(validateSignup({ ...form, password: 'kq7#vzpm', confirmPassword: 'kq7#vzpm' }).ok).toBe(
      true,
    );
  });

  it('refuses the commonest passwords and blank ones, with a clear message', () => {
    expect(validateSignup({ ...form, password: '12345678', confirmPassword: '12345678' })).toEqual({
      ok: false,
      field: 'password',
      message: PASSWORD_TEXT.tooCommon,
    });
    expect(validateSignup({ ...form, password: '        ', confirmPassword: '        ' })).toEqual({
      ok: false,
      field: 'password',
      message: PASSWORD_TEXT.onlySpaces,
    });
  });

  it('rejects a malformed email and a blank name', () => {
    expect(validateSignup({ ...form, email: 'nope' })).toMatchObject({ ok: false, field: 'email' });
    expect(validateSignup({ ...form, name: '   ' })).toMatchObject({ ok: false, field: 'name' });
  });
});
