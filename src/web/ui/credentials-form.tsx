/**
 * CredentialsForm: email, password, the error of the last attempt and a submit button, for the
 * user and admin sign-in pages. Submits the trimmed email; the button waits for both fields.
 *   <CredentialsForm submitLabel="Sign In" onSubmit={(body) => login.mutate(body)}
 *     error={message} pending={login.isPending} size="lg"
 *     emailProps={{ autoComplete: 'email', placeholder: 'you@company.com', autoFocus: true }} />
 * Size md suits a compact card; lg a full page.
 */
import { useState, type FormEvent } from 'react';
import type { LoginRequest } from '../../contract/auth.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input, type InputProps } from './input.tsx';
import { PasswordInput } from './password-input.tsx';

const LAYOUT = {
  md: { form: 'flex flex-col gap-4', button: 'w-full' },
  lg: { form: 'flex flex-col gap-5', button: 'mt-1 w-full' },
} as const;

export type CredentialsFormProps = {
  submitLabel: string;
  onSubmit: (credentials: LoginRequest) => void;
  error: string | null;
  pending: boolean;
  size?: keyof typeof LAYOUT;
  emailProps?: Pick<InputProps, 'autoComplete' | 'placeholder' | 'autoFocus'>;
};

export function CredentialsForm({
  submitLabel,
  onSubmit,
  error,
  pending,
  size = 'md',
  emailProps,
}: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate className={LAYOUT[size].form}>
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Email">
        {(props) => (
          <Input
            {...props}
            type="email"
            {...emailProps}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label="Password">
        {(props) => (
          <PasswordInput
            {...props}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        size={size}
        className={LAYOUT[size].button}
        disabled={!email.trim() || !password}
        loading={pending}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
