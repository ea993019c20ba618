import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostList } from '../../../../contract/community.ts';
import { ADMIN_KEY, adminRequest } from './admin-request.ts';

/** The public community list (newest first), read with the admin's session for moderation. */
export const adminCommunityPostsQuery = infiniteQueryOptions({
  queryKey: [ADMIN_KEY, 'community-posts'],
  queryFn: ({ pageParam }) =>
    adminRequest<PostList>(
      `/api/community/posts?sort=newest${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useAdminCommunityPosts = () => useInfiniteQuery(adminCommunityPostsQuery);
