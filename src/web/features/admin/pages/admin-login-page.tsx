import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { LogoMark } from '../../../ui/logo.tsx';
import { PasswordInput } from '../../../ui/password-input.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';
import { adminLoginMessage, useAdminLogin } from '../api/admin-login.ts';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const loginMutation = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate('/admin4921/dashboard', { replace: true }) },
    );
  };

  return (
    <main
      id="main"
      className="relative flex min-h-dvh items-center justify-center bg-surface-2 px-4 py-10"
    >
      <ThemeToggle className="absolute top-4 right-4" />
      <Card className="w-full max-w-sm">
        <CardBody className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-3 text-center">
            <LogoMark className="size-10" />
            <div>
              <h1 className="text-xl font-semibold tracking-tight">Admin sign in</h1>
              <p className="mt-1 text-sm text-muted">Restricted to Parley administrators.</p>
            </div>
          </div>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {loginMutation.isError && (
              <Alert tone="error">{adminLoginMessage(loginMutation.error)}</Alert>
            )}
            <Field label="Email">
              {(props) => (
                <Input
                  {...props}
                  type="email"
                  autoComplete="username"
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
              className="w-full"
              disabled={!email.trim() || !password}
              loading={loginMutation.isPending}
            >
              Sign In
            </Button>
          </form>
        </CardBody>
      </Card>
    </main>
  );
}
