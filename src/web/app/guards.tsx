import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { FullPageSpinner } from '../ui/spinner.tsx';

type FromState = { from?: Pick<Location, 'pathname' | 'search'> } | null;

/** `/`: to /dashboard when signed in, else /landing; a spinner while the state loads. */
export function RootRedirect() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  return <Navigate to={status === 'signed-in' ? '/dashboard' : '/landing'} replace />;
}

/** Signed-in routes: signed-out visitors go to /login, which sends them back afterwards. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /login and /signup: signed-in users go to where they were headed, else /dashboard. */
export function RequireSignedOut() {
  const { status } = useAuth();
  const from = (useLocation().state as FromState)?.from;
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'signed-in') {
    return <Navigate to={from ? `${from.pathname}${from.search}` : '/dashboard'} replace />;
  }
  return <Outlet />;
}
