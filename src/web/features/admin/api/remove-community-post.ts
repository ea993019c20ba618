import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminRequest } from './admin-request.ts';

export const removeCommunityPost = (id: string) =>
  adminRequest<{ success: true }>(`/api/admin/community/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** Removal changes the post list and the audit log. */
export function useRemoveCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ADMIN_KEY, 'remove-community-post'],
    mutationFn: removeCommunityPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
