import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommunitySort } from '../../../../contract/community.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { postsKey } from './posts-cache.ts';

export const listPosts = (sort: CommunitySort, cursor: string | null) =>
  answer(
    api.GET('/api/community/posts', { params: { query: { sort, cursor: cursor ?? undefined } } }),
  );

/** `viewer` is part of the key (`postsKey`): signing in or out shows the right marks. */
export const postsQueryOptions = (sort: CommunitySort, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: postsKey(viewer, sort),
    queryFn: ({ pageParam }) => listPosts(sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePosts = (sort: CommunitySort, viewer: string | null) =>
  useInfiniteQuery(postsQueryOptions(sort, viewer));
