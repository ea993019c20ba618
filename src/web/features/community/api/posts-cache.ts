import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CommunityPost, PostList } from '../../../../contract/community.ts';

/** Every cached post list (each sort, each viewer) starts with this key. */
export const communityPostsKey = ['community', 'posts'] as const;

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
