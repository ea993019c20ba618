import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../contract/auth.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';

/** DESIGN D10: a real change; the server revokes every session and answers a fresh one. */
export const changePassword = (body: ChangePasswordRequest) =>
  answer(api.POST('/api/auth/change-password', { body }));

export function useChangePassword() {
  const { signIn } = useAuth();
  return useMutation({ mutationFn: changePassword, onSuccess: signIn });
}
