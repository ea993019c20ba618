import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateCachedPosts } from './posts-cache.ts';

export const deletePost = (id: string) =>
  apiRequest<{ success: true }>(`/api/community/posts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, id) =>
      updateCachedPosts(queryClient, (posts) => posts.filter((post) => post.id !== id)),
  });
}
