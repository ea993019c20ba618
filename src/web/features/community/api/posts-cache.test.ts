import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CommunityPost, CommunitySort } from '../../../../contract/community.ts';
import { addCreatedPost, postsKey, sortOfKey, withNewPost, type PostPages } from './posts-cache.ts';

const post = (id: string, likes = 0): CommunityPost => ({
  id,
  title: `Post ${id}`,
  description: 'd',
  username: 'Ann',
  timestamp: '2026-11-23T10:00:00.000Z',
  model_token: 'ABCD-EFGH',
  tags: [],
  likes,
  views: 0,
  import_count: 0,
  achievements: [],
  liked: false,
  imported: false,
  is_author: true,
});

/** A list after Load More: two pages. */
const twoPages = (): PostPages => ({
  pages: [
    { posts: [post('p3', 9), post('p2', 5)], nextCursor: 'c1' },
    { posts: [post('p1', 1)], nextCursor: null },
  ],
  pageParams: [null, 'c1'],
});

const ids = (data: PostPages | undefined) =>
  data?.pages.map((page) => page.posts.map((item) => item.id));

describe('withNewPost', () => {
  it('puts the new post on top of the first page of Newest only, once', () => {
    const next = withNewPost(twoPages(), post('p4'), 'newest');
    expect(ids(next)).toEqual([['p4', 'p3', 'p2'], ['p1']]);
    expect(withNewPost(next!, post('p4'), 'newest')).toBe(next);
  });

  it('leaves a post already listed where it is', () => {
    const data = twoPages();
    expect(withNewPost(data, post('p1'), 'newest')).toBe(data);
  });

  it.each(['most liked', 'most imported'] as const)('asks %s to load again', (sort) => {
    expect(withNewPost(twoPages(), post('p4'), sort)).toBeUndefined();
  });
});

describe('postsKey', () => {
  it('holds the viewer (anonymous when signed out) and a sort that sortOfKey reads back', () => {
    expect(postsKey(null, 'newest')).toEqual(['community', 'posts', 'anonymous', 'newest']);
    expect(sortOfKey(postsKey('user-1', 'most liked'))).toBe('most liked');
  });
});

describe('addCreatedPost', () => {
  it('after Load More, shows the post once in Newest and refetches the other sorts', async () => {
    const queryClient = new QueryClient();
    const key = (sort: CommunitySort) => postsKey('user-1', sort);
    for (const sort of ['newest', 'most liked', 'most imported'] as const) {
      queryClient.setQueryData(key(sort), twoPages());
    }
    await addCreatedPost(queryClient, post('p4'));

    const newest = queryClient.getQueryData<PostPages>(key('newest'));
    const all = newest!.pages.flatMap((page) => page.posts.map((item) => item.id));
    expect(all.filter((id) => id === 'p4')).toHaveLength(1);
    expect(ids(newest)).toEqual([['p4', 'p3', 'p2'], ['p1']]);
    expect(queryClient.getQueryState(key('newest'))!.isInvalidated).toBe(false);
    for (const sort of ['most liked', 'most imported'] as const) {
      // Untouched (no jump to the top), and marked for a fresh load.
      expect(ids(queryClient.getQueryData<PostPages>(key(sort)))).toEqual([['p3', 'p2'], ['p1']]);
      expect(queryClient.getQueryState(key(sort))!.isInvalidated).toBe(true);
    }
  });
});
