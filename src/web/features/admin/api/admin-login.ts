import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '../../../../contract/auth.ts';
import { ADMIN_TEXT } from '../../../../contract/admin.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { writeAdminSession } from '../../../lib/session.ts';

/**
 * DESIGN D3: the admin signs in through the ordinary login; the server's role decides. A
 * non-admin account is signed out again at once and gets the spec's credentials message.
 */
export async function adminLogin(body: LoginRequest): Promise<AuthResponse> {
  const response = await apiRequest<AuthResponse>('/api/auth/login', {
    method: 'POST',
    body,
    token: null,
  });
  if (response.user.role !== 'admin') {
    await apiRequest('/api/auth/logout', { method: 'POST', token: response.token }).catch(
      () => undefined,
    );
    throw new Error(ADMIN_TEXT.invalidCredentials);
  }
  writeAdminSession(response);
  return response;
}

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
