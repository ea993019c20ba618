import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityPost, CreatePostBody } from '../../../../contract/community.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { addCreatedPost } from './posts-cache.ts';

export const createPost = (body: CreatePostBody) =>
  apiRequest<CommunityPost>('/api/community/posts', { method: 'POST', body });

/** SPEC §7: the answer is the new post, prepended to the list. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => void addCreatedPost(queryClient, post),
  });
}
