import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '../../../../contract/profile.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { profileQueryKey } from './get-profile.ts';

export const updateProfile = (body: UpdateProfileBody) =>
  answer(api.PATCH('/api/user/profile', { body }));

/** The header shows the name too, so the session's user is refreshed with the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryKey, user);
      void refreshUser();
    },
  });
}
