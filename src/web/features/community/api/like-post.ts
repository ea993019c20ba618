import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { CommunityPost } from '../../../../contract/community.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { patchCachedPost } from './posts-cache.ts';

/** SPEC §4 Likes: like is a POST, unlike a DELETE on the same path. */
export const setPostLiked = (id: string, liked: boolean) => {
  const path = { params: { path: { id } } };
  return answer(
    liked
      ? api.POST('/api/community/posts/{id}/like', path)
      : api.DELETE('/api/community/posts/{id}/like', path),
  );
};

type Toggle = { post: CommunityPost; liked: boolean };

const likeMutationKey = ['community', 'like'] as const;

/** The posts whose like or unlike is still out: their buttons wait, so a toggle cannot race. */
export function usePendingLikes(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: likeMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Toggle | undefined)?.post.id,
  });
  return new Set(ids.filter((id): id is string => id !== undefined));
}

/**
 * Optimistic: the card flips at once and rolls back if the call fails (SPEC §8: like failures
 * are only logged). The server's count then replaces the guess.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: likeMutationKey,
    mutationFn: ({ post, liked }: Toggle) => setPostLiked(post.id, liked),
    onMutate: ({ post, liked }: Toggle) => {
      patchCachedPost(queryClient, post.id, (current) => ({
        liked,
        likes: Math.max(0, current.likes + (liked ? 1 : -1)),
      }));
      return { before: { liked: post.liked, likes: post.likes } };
    },
    onError: (error, { post }, context) => {
      console.warn('Like failed', error);
      if (context) patchCachedPost(queryClient, post.id, () => context.before);
    },
    onSuccess: ({ likes, liked }, { post }) =>
      patchCachedPost(queryClient, post.id, () => ({ likes, liked })),
  });
}
