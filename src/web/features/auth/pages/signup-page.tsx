import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AuthResponse } from '../../../../contract/auth.ts';
import { PASSWORD_RULE } from '../../../../contract/passwords.ts';
import { AUTH_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { SPLASH } from '../../../lib/timings.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { Splash } from '../../../ui/splash.tsx';
import { useSignup } from '../api/signup.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { validateSignup, type SignupField, type SignupForm } from '../lib/validate-signup.ts';

const EMPTY_FORM: SignupForm = { name: '', email: '', password: '', confirmPassword: '' };

export function SignupPage() {
  const { signIn } = useAuth();
  const signupMutation = useSignup();
  const [form, setForm] = useState(EMPTY_FORM);
  const [invalid, setInvalid] = useState<{ field: SignupField; message: string } | null>(null);
  const [welcome, setWelcome] = useState<AuthResponse | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: SignupField) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signupMutation.reset();
    const result = validateSignup(form);
    if (!result.ok) {
      setInvalid({ field: result.field, message: result.message });
      formRef.current?.querySelector<HTMLInputElement>(`[name="${result.field}"]`)?.focus();
      return;
    }
    setInvalid(null);
    signupMutation.mutate(result.request, { onSuccess: setWelcome });
  };

  const errorFor = (field: SignupField) => (invalid?.field === field ? invalid.message : null);
  const serverError = signupMutation.isError
    ? failureMessage(signupMutation.error, AUTH_TEXT.signupFailed)
    : null;
  const isBlank = Object.values(form).some((value) => !value.trim());

  return (
    <>
      <AuthShell
        title="Create your account"
        subtitle="Start staging debates between AI agents in about two minutes."
        footer={
          <>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-accent-text hover:underline">
              Sign in
            </Link>
          </>
        }
      >
        <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {serverError && <Alert tone="error">{serverError}</Alert>}
          <Field label="Full name" error={errorFor('name')}>
            {(props) => (
              <Input
                {...props}
                name="name"
                autoComplete="name"
                placeholder="Ada Lovelace"
                value={form.name}
                onChange={update('name')}
                autoFocus
              />
            )}
          </Field>
          <Field label="Email" error={errorFor('email')}>
            {(props) => (
              <Input
                {...props}
                name="email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                value={form.email}
                onChange={update('email')}
              />
            )}
          </Field>
          <Field label="Password" error={errorFor('password')} hint={PASSWORD_RULE.hint}>
            {(props) => (
              <PasswordInput
                {...props}
                name="password"
                autoComplete="new-password"
                value={form.password}
                onChange={update('password')}
              />
            )}
          </Field>
          <Field label="Confirm password" error={errorFor('confirmPassword')}>
            {(props) => (
              <PasswordInput
                {...props}
                name="confirmPassword"
                autoComplete="new-password"
                value={form.confirmPassword}
                onChange={update('confirmPassword')}
              />
            )}
          </Field>
          <Button
            type="submit"
            size="lg"
            className="mt-1 w-full"
            disabled={isBlank}
            loading={signupMutation.isPending}
          >
            Create Account
          </Button>
        </form>
      </AuthShell>
      {welcome && (
        <Splash
          durationMs={SPLASH.signupMs}
          message={`Welcome to Parley, ${welcome.user.name}`}
          onDone={() => signIn(welcome)}
        />
      )}
    </>
  );
}
