import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { ADMIN_KEY, adminHeaders } from './admin-request.ts';

export const removeCommunityPost = (id: string) =>
  answer(
    api.DELETE('/api/admin/community/posts/{id}', {
      params: { path: { id } },
      headers: adminHeaders(),
    }),
  );

/** Removal changes the post list and the audit log. */
export function useRemoveCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ADMIN_KEY, 'remove-community-post'],
    mutationFn: removeCommunityPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
