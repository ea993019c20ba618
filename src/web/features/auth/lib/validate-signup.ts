import { signupRequestSchema, type SignupRequest } from '../../../../contract/auth.ts';
import { AUTH_TEXT } from '../../../../contract/texts.ts';

export type SignupForm = { name: string; email: string; password: string; confirmPassword: string };
export type SignupField = keyof SignupForm;
export type SignupValidation =
  { ok: true; request: SignupRequest } | { ok: false; field: SignupField; message: string };

/**
 * SPEC §5, checked before any call: passwords must match, then be long enough (one rule for
 * every new password, decision 038); the remaining rules come from the schema the server applies.
 */
export function validateSignup(form: SignupForm): SignupValidation {
  if (form.password !== form.confirmPassword) {
    return { ok: false, field: 'confirmPassword', message: AUTH_TEXT.passwordsDoNotMatch };
  }
  const parsed = signupRequestSchema.safeParse({
    name: form.name,
    email: form.email,
    password: form.password,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, field: issue.path[0] as SignupField, message: issue.message };
}
