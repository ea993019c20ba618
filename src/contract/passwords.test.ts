import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, signupRequestSchema } from './auth.ts';
import { PASSWORD_RULE, PASSWORD_TEXT, passwordWeakness } from './passwords.ts';

describe('new passwords', () => {
  it.each(['123456', 'password', 'Password1', 'QWERTY123', 'iloveyou', '1q2w3e4r'])(
    'refuses the common %j',
    (password) => expect(passwordWeakness(password)).toBe(PASSWORD_TEXT.tooCommon),
  );

  it.each(['      ', '\t\t\t\t\t\t', '        \n'])('refuses the all-whitespace %j', (password) =>
    expect(passwordWeakness(password)).toBe(PASSWORD_TEXT.onlySpaces),
  );

  it('accepts an ordinary password, spaces inside included', () => {
    expect(passwordWeakness('correct horse battery')).toBeUndefined();
    expect(passwordWeakness('kq7#vz')).toBeUndefined();
  });

  it('applies one minimum length, and its text first, at signup and on change', () => {
    const signup = (password: string) =>
      signupRequestSchema.safeParse({ email: 'a@example.com', name: 'A', password }).error
        ?.issues[0]?.message;
    expect(signup('kq7#vzp')).toBe(PASSWORD_RULE.tooShort);
    expect(signup('12345678')).toBe(PASSWORD_TEXT.tooCommon);
    expect(signup('kq7#vzpm')).toBeUndefined();
    const change = (newPassword: string) =>
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword }).error?.issues[0]
        ?.message;
    expect(change('kq7#vzp')).toBe(PASSWORD_RULE.tooShort);
    expect(change('12345678')).toBe(PASSWORD_TEXT.tooCommon);
    expect(change('        ')).toBe(PASSWORD_TEXT.onlySpaces);
    expect(change('kq7#vzpm')).toBeUndefined();
  });
});
