import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostBody } from '../../../../contract/community.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { addCreatedPost } from './posts-cache.ts';

export const createPost = (body: CreatePostBody) =>
  answer(api.POST('/api/community/posts', { body }));

/** SPEC §7: the answer is the new post, prepended to the list. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => void addCreatedPost(queryClient, post),
  });
}
