import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { updateCachedPosts } from './posts-cache.ts';

export const deletePost = (id: string) =>
  answer(api.DELETE('/api/community/posts/{id}', { params: { path: { id } } }));

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_answer, id) =>
      updateCachedPosts(queryClient, (posts) => posts.filter((post) => post.id !== id)),
  });
}
