import { createHmac } from 'node:crypto';
import {
  COMMUNITY_TEXT,
  type CommunityPost,
  type CreatePost,
  type LikeResponse,
  type ListPostsQuery,
  type PostImportResponse,
  type PostList,
} from '../../contract/community.ts';
import { checkShareToken } from '../../contract/custom-models.ts';
import { AppError } from '../lib/app-error.ts';
import type { CustomModelRepository } from '../models/repository.ts';
import type { CustomModelService } from '../models/service.ts';
import { achievementsFor, TRENDING_WINDOW_DAYS } from './achievements.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { CommunityRepository, ListedPostRow, PostRow } from './repository.ts';

export type Caller = { id: string; name: string };

/** Who is looking at the list: a signed-in user, or a visitor known only by address. */
export type Viewer = { userId: string } | { address: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new AppError('not_found', COMMUNITY_TEXT.postNotFound);

export function toCommunityPost(row: ListedPostRow, viewerId: string | null): CommunityPost {
  const { post } = row;
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    username: row.username,
    timestamp: post.createdAt.toISOString(),
    model_token: post.modelToken,
    tags: post.tags,
    likes: post.likes,
    views: post.views,
    import_count: post.importCount,
    achievements: achievementsFor({
      isAuthorsFirst: row.isAuthorsFirst,
      likes: post.likes,
      likesThisWeek: row.likesThisWeek,
      views: post.views,
      imports: post.importCount,
    }),
    liked: row.liked,
    imported: row.imported,
    is_author: post.authorId === viewerId,
  };
}

/** SPEC §2-§7 community hub: posts of shared models, likes, views and imports. */
export function createCommunityService(deps: {
  repository: CommunityRepository;
  models: Pick<CustomModelRepository, 'findShared'>;
  importer: Pick<CustomModelService, 'importShared'>;
  /** Keys the hash that stands for a signed-out visitor's address in post_views. */
  secretKey: string;
  now?: () => Date;
}) {
  const { repository, models, importer, secretKey, now = () => new Date() } = deps;

  /** A signed-out visitor counts once a day per address, stored only as a keyed hash. */
  const viewerKey = (viewer: Viewer) =>
    'userId' in viewer
      ? viewer.userId
      : `addr:${createHmac('sha256', secretKey).update(viewer.address).digest('base64url')}`;

  /**
   * The post `id` names, or a 404. `hidden`: also one the list no longer shows (its model
   * unshared, shared again or deleted), which can still be removed but not liked or imported.
   */
  async function existing(id: string, options: { hidden?: boolean } = {}): Promise<PostRow> {
    const post = options.hidden ? await repository.find(id) : await repository.findShown(id);
    if (!post) throw notFound();
    return post;
  }

  return {
    /** One page; every post on it counts a view from this viewer, once per UTC day. */
    async list(query: ListPostsQuery, viewer: Viewer): Promise<PostList> {
      const cursor =
        query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
      if (query.cursor !== undefined && !cursor) {
        throw new AppError('bad_request', COMMUNITY_TEXT.invalidCursor);
      }
      const at = now();
      const viewerId = 'userId' in viewer ? viewer.userId : null;
      const rows = await repository.listPage({
        sort: query.sort,
        cursor,
        limit: query.limit,
        viewerId,
        trendingSince: new Date(at.getTime() - TRENDING_WINDOW_DAYS * DAY_MS),
      });
      const page = rows.slice(0, query.limit);
      const counted = await repository.countViews(
        page.map((row) => row.post.id),
        viewerKey(viewer),
        at.toISOString().slice(0, 10),
      );
      const views = new Map(counted.map((row) => [row.id, row.views]));
      const last = page.at(-1);
      return {
        posts: page.map((row) =>
          toCommunityPost(
            { ...row, post: { ...row.post, views: views.get(row.post.id) ?? row.post.views } },
            viewerId,
          ),
        ),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({
                sort: query.sort,
                count:
                  query.sort === 'newest'
                    ? null
                    : query.sort === 'most liked'
                      ? last.post.likes
                      : last.post.importCount,
                at: last.post.createdAt.getTime(),
                id: last.post.id,
              })
            : null,
      };
    },

    /** The token must be one the author shares (SPEC §7: 'the token must belong to...'). */
    async create(author: Caller, body: CreatePost): Promise<CommunityPost> {
      const checked = checkShareToken(body.modelToken);
      if (checked.error !== undefined) throw new AppError('bad_request', checked.error);
      const shared = await models.findShared(checked.token);
      if (!shared) throw new AppError('bad_request', COMMUNITY_TEXT.tokenNotShared);
      if (shared.model.ownerId !== author.id) {
        throw new AppError('forbidden', COMMUNITY_TEXT.tokenNotYours);
      }
      const post = await repository.insert({
        authorId: author.id,
        modelId: shared.model.id,
        title: body.title,
        description: body.description,
        modelToken: checked.token,
        tags: body.tags,
      });
      const first = (await repository.countByAuthor(author.id)) === 1;
      return toCommunityPost(
        {
          post,
          username: author.name,
          liked: false,
          imported: false,
          isAuthorsFirst: first,
          likesThisWeek: 0,
        },
        author.id,
      );
    },

    /** Authors delete their own posts; another's post is visible to all, so it is a 403. */
    async remove(user: Caller, id: string): Promise<void> {
      const post = await existing(id, { hidden: true });
      if (post.authorId !== user.id) throw new AppError('forbidden', COMMUNITY_TEXT.notYourPost);
      if (!(await repository.removeOwn(post.id, user.id))) throw notFound();
    },

    async like(user: Caller, id: string): Promise<LikeResponse> {
      const post = await existing(id);
      const likes = await repository.like(post.id, user.id);
      if (likes === undefined) throw notFound();
      return { likes, liked: true };
    },

    async unlike(user: Caller, id: string): Promise<LikeResponse> {
      const post = await existing(id);
      const likes = await repository.unlike(post.id, user.id);
      if (likes === undefined) throw notFound();
      return { likes, liked: false };
    },

    /**
     * Imports the post's model through the custom models' import (its rules and answers, and
     * its count on the model's posts, once per user however often the user imports it again),
     * and answers the post's count.
     */
    async importModel(user: Caller, id: string): Promise<PostImportResponse> {
      const post = await existing(id);
      const { model } = await importer.importShared(user, post.modelToken);
      const importCount = await repository.recordImport(post.id, user.id);
      return { model, import_count: importCount ?? post.importCount };
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
