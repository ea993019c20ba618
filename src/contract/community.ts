import { z } from 'zod';
import { customModelSchema } from './custom-models.ts';
import { idSchema } from './ids.ts';

/** SPEC §3: the sort keys of GET /api/community/posts, as the query carries them. */
export const COMMUNITY_SORTS = ['newest', 'most liked', 'most imported'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** The chip labels of SPEC §2, by sort key. */
export const COMMUNITY_SORT_LABELS: Record<CommunitySort, string> = {
  newest: 'Newest',
  'most liked': 'Most Liked',
  'most imported': 'Most Imported',
};

export const COMMUNITY_LIMITS = {
  titleMaxLength: 100,
  descriptionMaxLength: 2000,
  maxTags: 10,
  tagMaxLength: 30,
  defaultPageSize: 12,
  maxPageSize: 50,
  /** A cursor is short; anything longer is not one of ours. */
  cursorMaxLength: 200,
} as const;

/** User-visible texts of the community hub: SPEC §2, §5 and §8 verbatim, then our own. */
export const COMMUNITY_TEXT = {
  shareYourModel: 'Share Your Model',
  loading: 'Loading community posts...',
  emptyTitle: 'No models shared yet',
  emptyDescription: 'Be the first to share your AI model with the community!',
  copyToken: 'Copy Token',
  copied: 'Copied!',
  like: 'Like',
  liked: 'Liked',
  importModel: 'Import Model',
  /** Not SPEC's: the card of a model the caller already holds a copy of (issue 33). */
  imported: 'Imported',
  loadMore: 'Load More Posts',
  shareModel: 'Share Model',
  cancel: 'Cancel',
  modelTitle: 'Model Title',
  description: 'Description',
  modelToken: 'Model Token',
  tags: 'Tags',
  tokenPlaceholder: 'XXXX-YYYY',
  loginToLike: 'Please login to like posts',
  loginToImport: 'Please login to try models',
  fillRequired: 'Please fill in all required fields',
  createFailed: (error: string) => `Failed to create post: ${error}`,
  unknownError: 'Unknown error',
  createNetworkError: 'Error creating post',
  // Not from SPEC:
  title: 'Community Hub',
  subtitle: 'Discover, like and import model configurations shared by others.',
  loadFailed: 'Failed to load community posts',
  postNotFound: 'Post not found',
  notYourPost: 'You can only delete your own posts.',
  tokenNotYours: 'You can only post a model you share yourself.',
  tokenNotShared:
    'No model of yours is shared with this token. Share the model on the Models page first.',
  tooManyTags: `At most ${COMMUNITY_LIMITS.maxTags} tags`,
  tagTooLong: `Each tag has at most ${COMMUNITY_LIMITS.tagMaxLength} characters`,
  invalidCursor: 'cursor: not a cursor of this list; start again from the first page',
  deletePost: 'Delete post',
  deleteConfirm: 'Are you sure you want to delete this post? Its likes and counts go with it.',
  removed: 'Post removed',
  signIn: 'Sign in',
  tagsHint: 'Comma-separated, e.g. legal, research',
} as const;

/**
 * SPEC §3: tags from the comma-separated input (or the array sent), trimmed, empties dropped.
 * Also: a leading '#' is dropped (cards print one) and repeats, ignoring case, are kept once.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** The Tags field of the share modal: comma-separated text, as SPEC §3 builds the payload. */
export const tagsFromInput = (input: string) => normalizeTags(input.split(','));

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `at most ${max} characters`);

/** POST /api/community/posts (SPEC §7). The token's format and owner are the service's checks. */
export const createPostBodySchema = z.object({
  title: requiredText('Model title is required', COMMUNITY_LIMITS.titleMaxLength),
  description: requiredText('Description is required', COMMUNITY_LIMITS.descriptionMaxLength),
  modelToken: z.string({ error: 'Model token is required' }).max(100, 'Invalid model token'),
  tags: z
    .array(z.string().max(1000, COMMUNITY_TEXT.tagTooLong), { error: 'tags must be a list' })
    .max(1000, COMMUNITY_TEXT.tooManyTags)
    .default([])
    .transform(normalizeTags)
    .pipe(
      z
        .array(z.string().max(COMMUNITY_LIMITS.tagMaxLength, COMMUNITY_TEXT.tagTooLong))
        .max(COMMUNITY_LIMITS.maxTags, COMMUNITY_TEXT.tooManyTags),
    ),
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;
export type CreatePost = z.output<typeof createPostBodySchema>;

export const listPostsQuerySchema = z.object({
  sort: z
    .enum(COMMUNITY_SORTS, { error: `sort must be one of ${COMMUNITY_SORTS.join(', ')}` })
    .default('newest'),
  cursor: z.string().max(COMMUNITY_LIMITS.cursorMaxLength, COMMUNITY_TEXT.invalidCursor).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(COMMUNITY_LIMITS.maxPageSize)
    .default(COMMUNITY_LIMITS.defaultPageSize),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

/** Achievement badges, computed from a post's real counts (see the server's achievements.ts). */
export const ACHIEVEMENT_IDS = [
  'first-share',
  'trending',
  'liked-10',
  'viewed-100',
  'imported-10',
  'imported-100',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** SPEC §2 names achievement badges without defining them; these are ours. */
export const ACHIEVEMENT_TEXT: Record<AchievementId, { label: string; description: string }> = {
  'first-share': {
    label: 'First Share',
    description: 'The first model this author shared with the community',
  },
  trending: { label: 'Trending This Week', description: 'At least 5 likes in the last 7 days' },
  'liked-10': { label: '10 Likes', description: 'Liked by at least 10 people' },
  'viewed-100': { label: '100 Views', description: 'Seen by at least 100 people' },
  'imported-10': { label: '10 Imports', description: 'Imported by at least 10 people' },
  'imported-100': { label: '100 Imports', description: 'Imported by at least 100 people' },
};

export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  label: z.string(),
  description: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** SPEC §3 community post with its field names; `liked`/`imported`/`is_author` are the caller's. */
export const communityPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  username: z.string(),
  timestamp: z.string(),
  model_token: z.string(),
  tags: z.array(z.string()),
  likes: z.number().int(),
  views: z.number().int(),
  import_count: z.number().int(),
  achievements: z.array(achievementSchema),
  liked: z.boolean(),
  imported: z.boolean(),
  is_author: z.boolean(),
});
export type CommunityPost = z.infer<typeof communityPostSchema>;

export const postListSchema = z.object({
  posts: z.array(communityPostSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PostList = z.infer<typeof postListSchema>;

export const likeResponseSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const postImportResponseSchema = z.object({
  model: customModelSchema,
  import_count: z.number().int(),
});
export type PostImportResponse = z.infer<typeof postImportResponseSchema>;

export const postIdParamsSchema = z.object({ id: idSchema(COMMUNITY_TEXT.postNotFound) });
