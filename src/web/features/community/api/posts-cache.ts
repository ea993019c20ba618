import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CommunityPost, CommunitySort, PostList } from '../../../../contract/community.ts';

/** Every cached post list (each sort, each viewer) starts with this key. */
export const communityPostsKey = ['community', 'posts'] as const;

/** One list's key: the viewer is part of it, so signing in or out shows the right marks. */
export const postsKey = (viewer: string | null, sort: CommunitySort) =>
  [...communityPostsKey, viewer ?? 'anonymous', sort] as const;

/** Where `postsKey` puts the sort: last, after the prefix and the viewer. */
const SORT_INDEX = communityPostsKey.length + 1;

/** The sort of a cached list's key (see `postsKey`). */
export const sortOfKey = (queryKey: readonly unknown[]) =>
  queryKey[SORT_INDEX] as CommunitySort | undefined;

export type PostPages = InfiniteData<PostList, string | null>;

/** Applies `change` to every cached page of every sort: a post appears in several lists. */
export function updateCachedPosts(
  queryClient: QueryClient,
  change: (posts: CommunityPost[]) => CommunityPost[],
): void {
  queryClient.setQueriesData<PostPages>({ queryKey: communityPostsKey }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: change(page.posts) })) }
      : data,
  );
}

/** Patches one post wherever it is cached. */
export function patchCachedPost(
  queryClient: QueryClient,
  id: string,
  patch: (post: CommunityPost) => Partial<CommunityPost>,
): void {
  updateCachedPosts(queryClient, (posts) =>
    posts.map((post) => (post.id === id ? { ...post, ...patch(post) } : post)),
  );
}

/**
 * A new post in one cached list: on top of the first page of Newest (where it belongs), once,
 * wherever it already is; other sorts are left to be fetched again (`undefined`), since its
 * place there depends on counts the client does not order by.
 */
export function withNewPost(
  data: PostPages,
  post: CommunityPost,
  sort: CommunitySort | undefined,
): PostPages | undefined {
  if (sort !== 'newest') return undefined;
  if (data.pages.some((page) => page.posts.some((item) => item.id === post.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
}

/** SPEC §7: the created post is prepended to the list (Newest); the other sorts load again. */
export function addCreatedPost(queryClient: QueryClient, post: CommunityPost): Promise<void> {
  const stale: (readonly unknown[])[] = [];
  for (const [queryKey, data] of queryClient.getQueriesData<PostPages>({
    queryKey: communityPostsKey,
  })) {
    if (!data) continue;
    const next = withNewPost(data, post, sortOfKey(queryKey));
    if (next) queryClient.setQueryData(queryKey, next);
    else stale.push(queryKey);
  }
  return Promise.all(
    stale.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
  ).then(() => undefined);
}
