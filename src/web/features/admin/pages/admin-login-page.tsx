import { useNavigate } from 'react-router';
import type { LoginRequest } from '../../../../contract/auth.ts';
import { Card, CardBody } from '../../../ui/card.tsx';
import { CredentialsForm } from '../../../ui/credentials-form.tsx';
import { LogoMark } from '../../../ui/logo.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';
import { adminLoginMessage, useAdminLogin } from '../api/admin-login.ts';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const loginMutation = useAdminLogin();

  const onSubmit = (credentials: LoginRequest) =>
    loginMutation.mutate(credentials, {
      onSuccess: () => navigate('/admin4921/dashboard', { replace: true }),
    });

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
          <CredentialsForm
            submitLabel="Sign In"
            onSubmit={onSubmit}
            error={loginMutation.isError ? adminLoginMessage(loginMutation.error) : null}
            pending={loginMutation.isPending}
            emailProps={{ autoComplete: 'username' }}
          />
        </CardBody>
      </Card>
    </main>
  );
}
