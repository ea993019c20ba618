import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { ADMIN_KEY, adminHeaders } from './admin-request.ts';

/** The public community list (newest first), read with the admin's session for moderation. */
export const adminCommunityPostsQuery = infiniteQueryOptions({
  queryKey: [ADMIN_KEY, 'community-posts'],
  queryFn: ({ pageParam }) =>
    answer(
      api.GET('/api/community/posts', {
        params: { query: { sort: 'newest', cursor: pageParam ?? undefined } },
        headers: adminHeaders(),
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useAdminCommunityPosts = () => useInfiniteQuery(adminCommunityPostsQuery);
