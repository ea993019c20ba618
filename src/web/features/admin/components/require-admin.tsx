import { Navigate, Outlet } from 'react-router';
import { readAdminSession } from '../lib/admin-session.ts';

/**
 * /admin4921/dashboard checks its own stored admin session (SPEC §6, DESIGN D3). It is loaded with
 * the admin screens, so the session's schema stays out of every other page's first load.
 */
export function RequireAdmin() {
  if (!readAdminSession()) return <Navigate to="/admin4921" replace />;
  return <Outlet />;
}
