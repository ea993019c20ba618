import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { useLogin } from '../api/login.ts';
import { AuthShell } from '../components/auth-shell.tsx';

export function LoginPage() {
  const { signIn } = useAuth();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The signed-out guard moves a freshly signed-in user on to where they were going.
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess: signIn });
  };

  const error = loginMutation.isError
    ? failureMessage(loginMutation.error, AUTH_TEXT.loginFailed)
    : null;
  const isBlank = !email.trim() || !password;

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Sign in to continue to your debates."
      footer={
        <>
          New to Parley?{' '}
          <Link to="/signup" className="font-medium text-accent-text hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label="Email">
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoFocus
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
          size="lg"
          className="mt-1 w-full"
          disabled={isBlank}
          loading={loginMutation.isPending}
        >
          Sign In
        </Button>
      </form>
    </AuthShell>
  );
}
