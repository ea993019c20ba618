import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '../../../../contract/auth.ts';
import { ADMIN_TEXT } from '../../../../contract/admin.ts';
import { answer, api, ApiError, bearer } from '../../../lib/api-client.ts';
import { writeAdminSession } from '../lib/admin-session.ts';

/**
 * DESIGN D3: the admin signs in through the ordinary login; the server's role decides. A
 * non-admin account is signed out again at once and gets the spec's credentials message.
 */
export async function adminLogin(body: LoginRequest): Promise<AuthResponse> {
  const response = await answer(api.POST('/api/auth/login', { body }));
  if (response.user.role !== 'admin') {
    await signOutOf(response.token);
    throw new Error(ADMIN_TEXT.invalidCredentials);
  }
  writeAdminSession(response);
  return response;
}

/** Ends a session (the admin's own, or one a non-admin just opened); failing, it is left to expire. */
export const signOutOf = (token: string) =>
  api.POST('/api/auth/logout', { headers: bearer(token) }).then(
    () => undefined,
    () => undefined,
  );

/** SPEC §8 admin texts for a failed sign-in. */
export function adminLoginMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 401 ? ADMIN_TEXT.invalidCredentials : ADMIN_TEXT.authenticationFailed;
  }
  if (error instanceof Error && error.message === ADMIN_TEXT.invalidCredentials)
    return error.message;
  return ADMIN_TEXT.connectionError;
}

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
