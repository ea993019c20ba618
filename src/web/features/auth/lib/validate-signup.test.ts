import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../../../contract/texts.ts';
import { validateSignup } from './validate-signup.ts';

const form = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateSignup', () => {
  it('accepts a complete form and normalises the email', () => {
    expect(validateSignup({ ...form, email: ' Ada@Example.COM ' })).toEqual({
      ok: true,
      request: { name: 'Ada', email: 'ada@example.com', password: 'secret1' },
    });
  });

  it("reports 'Passwords do not match' first, on the confirm field", () => {
    expect(validateSignup({ ...form, password: 'abc', confirmPassword: 'abd' })).toEqual({
      ok: false,
      field: 'confirmPassword',
      message: AUTH_TEXT.passwordsDoNotMatch,
    });
  });

  it('requires at least 6 characters', () => {
    expect(validateSignup({ ...form, password: '12345', confirmPassword: '12345' })).toEqual({
      ok: false,
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    expect(validateSignup({ ...form, password: '123456', confirmPassword: '123456' }).ok).toBe(
      true,
    );
  });

  it('rejects a malformed email and a blank name', () => {
    expect(validateSignup({ ...form, email: 'nope' })).toMatchObject({ ok: false, field: 'email' });
    expect(validateSignup({ ...form, name: '   ' })).toMatchObject({ ok: false, field: 'name' });
  });
});
