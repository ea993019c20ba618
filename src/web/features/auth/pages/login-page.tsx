import { Link } from 'react-router';
import type { LoginRequest } from '../../../../contract/auth.ts';
import { AUTH_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { CredentialsForm } from '../../../ui/credentials-form.tsx';
import { useLogin } from '../api/login.ts';
import { AuthShell } from '../components/auth-shell.tsx';

export function LoginPage() {
  const { signIn } = useAuth();
  const loginMutation = useLogin();
  // The signed-out guard moves a freshly signed-in user on to where they were going.
  const onSubmit = (credentials: LoginRequest) =>
    loginMutation.mutate(credentials, { onSuccess: signIn });
  const error = loginMutation.isError
    ? failureMessage(loginMutation.error, AUTH_TEXT.loginFailed)
    : null;

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
      <CredentialsForm
        submitLabel="Sign In"
        onSubmit={onSubmit}
        error={error}
        pending={loginMutation.isPending}
        size="lg"
        emailProps={{ autoComplete: 'email', placeholder: 'you@company.com', autoFocus: true }}
      />
    </AuthShell>
  );
}
