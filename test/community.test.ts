import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '../src/contract/admin.ts';
import {
  COMMUNITY_TEXT,
  type CommunityPost,
  type CommunitySort,
  type PostList,
} from '../src/contract/community.ts';
import { CUSTOM_MODEL_TEXT, type CustomModel } from '../src/contract/custom-models.ts';
import { communityPosts, customModels, postLikes } from '../src/server/db/schema.ts';
import { buildTestApp, signInAdmin, signUp } from './helpers/app.ts';
import { createModel, shareModel } from './helpers/models.ts';
import { databaseSnapshot } from './helpers/snapshot.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type Auth = { authorization: string };
type Account = Awaited<ReturnType<typeof signUp>>;

const test = useTestApp();
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp(test.app, { name: 'Alice Author' });
  bob = await signUp(test.app, { name: 'Bob Reader' });
});

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: unknown,
  remoteAddress?: string,
) {
  return test.app.inject({
    method,
    url,
    ...(auth ? { headers: auth } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A model of `auth`'s, shared; answers its token. */
async function sharedToken(auth: Auth, name = 'Policy Analyst'): Promise<string> {
  const model = await createModel(test.app, auth, {
    name,
    systemInstructions: 'You weigh policy options.',
  });
  return shareModel(test.app, auth, model.id);
}

/** `count` posts of one model, created one after another; resolves with their ids in order. */
async function createPosts(app: FastifyInstance, auth: Auth, modelToken: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/community/posts',
      headers: auth,
      payload: { title: `Post ${i}`, description: 'd', modelToken },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push((response.json() as CommunityPost).id);
  }
  return ids;
}

async function createPost(auth: Auth, overrides: Record<string, unknown> = {}) {
  const modelToken = (overrides['modelToken'] as string | undefined) ?? (await sharedToken(auth));
  const response = await call('POST', '/api/community/posts', auth, {
    title: 'A careful analyst',
    description: 'Weighs both sides.',
    tags: ['policy'],
    ...overrides,
    modelToken,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CommunityPost;
}

async function list(query: string, auth?: Auth, remoteAddress?: string): Promise<PostList> {
  const response = await call(
    'GET',
    `/api/community/posts${query}`,
    auth,
    undefined,
    remoteAddress,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PostList;
}

/** Every post of the sort, page by page. */
async function walk(sort: CommunitySort, limit: number, auth?: Auth): Promise<CommunityPost[]> {
  const seen: CommunityPost[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ sort, limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const page = await list(`?${query.toString()}`, auth);
    expect(page.posts.length).toBeLessThanOrEqual(limit);
    seen.push(...page.posts);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const likeCount = async (postId: string) =>
  (await test.database.db.select().from(postLikes).where(eq(postLikes.postId, postId))).length;

describe('creating posts', () => {
  it('posts a model the author shares, with the spec’s fields and tidied tags', async () => {
    const token = await sharedToken(alice.auth);
    const post = await createPost(alice.auth, {
      modelToken: ` ${token.toLowerCase()} `,
      title: '  Budget Hawk  ',
      tags: [' fiscal ', '', '   ', '#policy', 'Fiscal', 'x'.repeat(30)],
    });
    expect(post).toEqual({
      id: expect.any(String),
      title: 'Budget Hawk',
      description: 'Weighs both sides.',
      username: 'Alice Author',
      timestamp: expect.any(String),
      model_token: token,
      tags: ['fiscal', 'policy', 'x'.repeat(30)],
      likes: 0,
      views: 0,
      import_count: 0,
      achievements: expect.any(Array),
      liked: false,
      imported: false,
      is_author: true,
    });
    expect(Date.parse(post.timestamp)).not.toBeNaN();
  });

  it('keeps HTML and script in title, description and tags as plain text', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const post = await createPost(alice.auth, {
      title: hostile.slice(0, 100),
      description: `${hostile} & <b>bold</b>`,
      tags: ['<i>tag</i>', '"quoted"'],
    });
    expect(post.title).toBe(hostile.slice(0, 100));
    expect(post.description).toBe(`${hostile} & <b>bold</b>`);
    expect(post.tags).toEqual(['<i>tag</i>', '"quoted"']);
    const listed = (await list('?limit=50')).posts.find((item) => item.id === post.id);
    expect(listed).toMatchObject({ title: post.title, description: post.description });
  });

  it.each([
    ['title: Model title is required', { title: '' }],
    ['title: Model title is required', { title: '   ' }],
    ['title: Model title is required', { title: undefined }],
    ['description: Description is required', { description: undefined }],
    ['title: at most 100 characters', { title: 'x'.repeat(101) }],
    ['description: at most 2000 characters', { description: 'x'.repeat(2001) }],
    [CUSTOM_MODEL_TEXT.enterModelToken, { modelToken: '' }],
    [CUSTOM_MODEL_TEXT.invalidToken, { modelToken: 'ABCD' }],
    [COMMUNITY_TEXT.tokenNotShared, { modelToken: 'ABCD-EFGH' }],
    ['modelToken: Model token is required', { modelToken: 42 }],
    ['tags: tags must be a list', { tags: 'a, b' }],
    [
      `tags: ${COMMUNITY_TEXT.tooManyTags}`,
      { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    ],
    [`tags.0: ${COMMUNITY_TEXT.tagTooLong}`, { tags: ['x'.repeat(31)] }],
    ['tags.0: Invalid input: expected string, received number', { tags: [7] }],
  ])('refuses with “%s”, a 400 that stores nothing', async (message, overrides) => {
    const token = await sharedToken(alice.auth);
    const before = await databaseSnapshot(test.database.db);
    const response = await call('POST', '/api/community/posts', alice.auth, {
      title: 'Fine',
      description: 'Fine',
      modelToken: token,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'bad_request' });
    expect(await databaseSnapshot(test.database.db)).toEqual(before);
  });

  it('accepts ten tags after empties and repeats are dropped', async () => {
    const tags = [...Array.from({ length: 10 }, (_, i) => `t${i}`), '', ' ', 'T0'];
    const post = await createPost(alice.auth, { tags });
    expect(post.tags).toHaveLength(10);
  });

  it('refuses someone else’s token (403) and a revoked one (400), storing nothing', async () => {
    const bobsToken = await sharedToken(bob.auth);
    const before = await databaseSnapshot(test.database.db);
    const theft = await call('POST', '/api/community/posts', alice.auth, {
      title: 'Mine now',
      description: 'Not really',
      modelToken: bobsToken,
      tags: [],
    });
    expect(theft.statusCode).toBe(403);
    expect(theft.json()).toEqual({ error: COMMUNITY_TEXT.tokenNotYours, code: 'forbidden' });

    const [model] = await test.database.db
      .select()
      .from(customModels)
      .where(eq(customModels.shareToken, bobsToken));
    await call('DELETE', `/api/models/${model!.id}/share`, bob.auth);
    const revoked = await call('POST', '/api/community/posts', bob.auth, {
      title: 'Revoked',
      description: 'Gone',
      modelToken: bobsToken,
    });
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toMatchObject({ error: COMMUNITY_TEXT.tokenNotShared });
    const after = await databaseSnapshot(test.database.db);
    expect(after['community_posts']).toEqual(before['community_posts']);
  });

  it('answers 401 without a session on every route but the list', async () => {
    const post = await createPost(alice.auth);
    const attempts = [
      call('POST', '/api/community/posts', undefined, {
        title: 'x',
        description: 'y',
        modelToken: post.model_token,
      }),
      call('DELETE', `/api/community/posts/${post.id}`),
      call('POST', `/api/community/posts/${post.id}/like`),
      call('DELETE', `/api/community/posts/${post.id}/like`),
      call('POST', `/api/community/posts/${post.id}/import`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
    }
    expect((await call('GET', '/api/community/posts')).statusCode).toBe(200);
  });
});

describe('listing', () => {
  it('needs no session; with one, each post says whether the caller liked it', async () => {
    const post = await createPost(alice.auth);
    await call('POST', `/api/community/posts/${post.id}/like`, bob.auth);
    const anonymous = (await list('?limit=50')).posts.find((item) => item.id === post.id);
    expect(anonymous).toMatchObject({ liked: false, is_author: false, likes: 1 });
    const asBob = (await list('?limit=50', bob.auth)).posts.find((item) => item.id === post.id);
    expect(asBob).toMatchObject({ liked: true, is_author: false });
    const asAlice = (await list('?limit=50', alice.auth)).posts.find((item) => item.id === post.id);
    expect(asAlice).toMatchObject({ liked: false, is_author: true });
    // A stale token reads as signed out rather than failing the public list.
    const stale = await list('?limit=50', { authorization: 'Bearer no-such-session' });
    expect(stale.posts.find((item) => item.id === post.id)).toMatchObject({ liked: false });
  });

  it.each([
    ['?sort=popular', 'sort: sort must be one of newest, most liked, most imported'],
    ['?limit=0', 'limit: Too small: expected number to be >=1'],
    ['?limit=51', 'limit: Too big: expected number to be <=50'],
    ['?limit=abc', 'limit: Invalid input: expected number, received NaN'],
    ['?cursor=nonsense', COMMUNITY_TEXT.invalidCursor],
  ])('refuses %s with a 400', async (query, message) => {
    const before = await databaseSnapshot(test.database.db);
    const response = await call('GET', `/api/community/posts${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'bad_request' });
    expect(await databaseSnapshot(test.database.db)).toEqual(before);
  });

  it('refuses a cursor of another sort', async () => {
    const page = await list('?sort=most%20liked&limit=1');
    expect(page.nextCursor).not.toBeNull();
    const response = await call(
      'GET',
      `/api/community/posts?sort=newest&cursor=${page.nextCursor!}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('pages every sort completely and stably, ties broken the same way on every page', async () => {
    // A fresh app, so the exact order of every post is known.
    const own = await buildTestApp();
    try {
      const author = await signUp(own.app, { name: 'Tie Maker' });
      const likers = await Promise.all(Array.from({ length: 3 }, () => signUp(own.app)));
      const token = await shareModel(
        own.app,
        author.auth,
        (await createModel(own.app, author.auth)).id,
      );
      const ids = await createPosts(own.app, author.auth, token, 11);
      // Every post created in the same millisecond: the tie-breakers must still order them.
      await own.database.db.update(communityPosts).set({ createdAt: new Date(1_763_900_000_000) });
      // Likes: posts 0..2 get 3, 2, 1 likes; the rest tie at 0.
      for (const [index, count] of [3, 2, 1].entries()) {
        for (const liker of likers.slice(0, count)) {
          await own.app.inject({
            method: 'POST',
            url: `/api/community/posts/${ids[index]}/like`,
            headers: liker.auth,
          });
        }
      }
      const walkOwn = async (sort: CommunitySort, limit: number) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query = new URLSearchParams({ sort, limit: String(limit) });
          if (cursor) query.set('cursor', cursor);
          const response = await own.app.inject({ url: `/api/community/posts?${query}` });
          const page = response.json() as PostList;
          seen.push(...page.posts.map((post) => post.id));
          cursor = page.nextCursor;
        } while (cursor);
        return seen;
      };
      const byIdDesc = [...ids].sort().reverse();
      expect(await walkOwn('newest', 4)).toEqual(byIdDesc);
      expect(await walkOwn('newest', 11)).toEqual(byIdDesc);
      const liked = await walkOwn('most liked', 3);
      expect(liked.slice(0, 3)).toEqual([ids[0], ids[1], ids[2]]);
      expect(liked.slice(3)).toEqual(byIdDesc.filter((id) => !ids.slice(0, 3).includes(id)));
      expect(await walkOwn('most liked', 1)).toEqual(liked);
      expect(new Set(await walkOwn('most imported', 2)).size).toBe(11);
    } finally {
      await own.close();
    }
  });

  it('keeps Most Imported ties in one order on every page size', async () => {
    const own = await buildTestApp();
    try {
      const author = await signUp(own.app, { name: 'Import Ties' });
      const { id: modelId } = await createModel(own.app, author.auth);
      const token = await shareModel(own.app, author.auth, modelId);
      const ids = await createPosts(own.app, author.auth, token, 9);
      // Three tied at 2 imports, three at 1, three at 0, all stamped in the same millisecond.
      const counts = [2, 1, 0, 2, 1, 0, 2, 1, 0];
      for (const [index, id] of ids.entries()) {
        await own.database.db
          .update(communityPosts)
          .set({ importCount: counts[index]!, createdAt: new Date(1_763_900_000_000) })
          .where(eq(communityPosts.id, id));
      }
      const expected = ids
        .map((id, index) => ({ id, count: counts[index]! }))
        .sort((a, b) => b.count - a.count || (a.id < b.id ? 1 : -1))
        .map((post) => post.id);
      const walkOwn = async (limit: number) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query = new URLSearchParams({ sort: 'most imported', limit: String(limit) });
          if (cursor) query.set('cursor', cursor);
          const response = await own.app.inject({ url: `/api/community/posts?${query}` });
          const page = response.json() as PostList;
          expect(
            page.posts.every(
              (post, i) => i === 0 || post.import_count <= page.posts[i - 1]!.import_count,
            ),
          ).toBe(true);
          seen.push(...page.posts.map((post) => post.id));
          cursor = page.nextCursor;
        } while (cursor);
        return seen;
      };
      for (const limit of [1, 2, 3, 4, 9, 50]) {
        expect(await walkOwn(limit)).toEqual(expected);
      }
    } finally {
      await own.close();
    }
  });

  it('hides posts whose model was unshared, shared again under a new token, or deleted', async () => {
    const author = await signUp(test.app, { name: 'Hiding Author' });
    const modelOf = async (token: string) => {
      const [row] = await test.database.db
        .select()
        .from(customModels)
        .where(eq(customModels.shareToken, token));
      return row!.id;
    };
    const unshared = await createPost(author.auth, { title: 'Unshared later' });
    const reshared = await createPost(author.auth, { title: 'Reshared later' });
    const deleted = await createPost(author.auth, { title: 'Deleted later' });
    const kept = await createPost(author.auth, { title: 'Still shared' });
    const visible = async (auth?: Auth) =>
      new Set((await walk('newest', 50, auth)).map((post) => post.id));
    for (const post of [unshared, reshared, deleted, kept]) {
      expect((await visible()).has(post.id)).toBe(true);
    }

    const unsharedModel = await modelOf(unshared.model_token);
    const reshareModel = await modelOf(reshared.model_token);
    const deletedModel = await modelOf(deleted.model_token);
    expect(
      (await call('DELETE', `/api/models/${unsharedModel}/share`, author.auth)).statusCode,
    ).toBe(200);
    await call('DELETE', `/api/models/${reshareModel}/share`, author.auth);
    const again = await call('POST', `/api/models/${reshareModel}/share`, author.auth);
    expect((again.json() as { shareToken: string }).shareToken).not.toBe(reshared.model_token);
    expect((await call('DELETE', `/api/models/${deletedModel}`, author.auth)).statusCode).toBe(200);

    for (const auth of [undefined, author.auth, bob.auth]) {
      const ids = await visible(auth);
      expect(ids.has(kept.id)).toBe(true);
      expect(ids.has(unshared.id)).toBe(false);
      expect(ids.has(reshared.id)).toBe(false);
      expect(ids.has(deleted.id)).toBe(false);
    }
    for (const sort of ['most liked', 'most imported'] as const) {
      const ids = (await walk(sort, 50)).map((post) => post.id);
      expect(ids).toContain(kept.id);
      expect(ids).not.toContain(unshared.id);
    }
    // A post hidden from the list cannot be liked either; its author may still delete it.
    for (const method of ['POST', 'DELETE'] as const) {
      expect(
        (await call(method, `/api/community/posts/${unshared.id}/like`, bob.auth)).statusCode,
      ).toBe(404);
    }
    expect((await call('POST', `/api/community/posts/${kept.id}/like`, bob.auth)).statusCode).toBe(
      200,
    );
    expect(
      (await call('DELETE', `/api/community/posts/${unshared.id}`, author.auth)).statusCode,
    ).toBe(200);
  });

  it('orders newest first by default across pages of the shared app', async () => {
    const first = await createPost(alice.auth, { title: 'Older' });
    const second = await createPost(alice.auth, { title: 'Newer' });
    const all = await walk('newest', 5);
    expect(new Set(all.map((post) => post.id)).size).toBe(all.length);
    expect(all.findIndex((post) => post.id === second.id)).toBeLessThan(
      all.findIndex((post) => post.id === first.id),
    );
  });

  it('counts a view once per viewer per day', async () => {
    const post = await createPost(alice.auth);
    const viewsOf = async (auth?: Auth, address?: string) =>
      (await list('?limit=50', auth, address)).posts.find((item) => item.id === post.id)!.views;
    expect(await viewsOf(bob.auth)).toBe(1);
    expect(await viewsOf(bob.auth)).toBe(1);
    expect(await viewsOf(undefined, '10.0.0.1')).toBe(2);
    expect(await viewsOf(undefined, '10.0.0.1')).toBe(2);
    expect(await viewsOf(undefined, '10.0.0.2')).toBe(3);
    expect(await viewsOf(alice.auth)).toBe(4);
  });
});

describe('likes', () => {
  it('100 different users liking one post at once make exactly 100', async () => {
    const post = await createPost(alice.auth);
    const users = await Promise.all(Array.from({ length: 100 }, () => signUp(test.app)));
    const answers = await Promise.all(
      users.map((user) => call('POST', `/api/community/posts/${post.id}/like`, user.auth)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(Math.max(...answers.map((answer) => (answer.json() as { likes: number }).likes))).toBe(
      100,
    );
    expect(await likeCount(post.id)).toBe(100);
    const [row] = await test.database.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.id, post.id));
    expect(row!.likes).toBe(100);
  }, 120_000);

  it('one user liking ten times at once counts once; unlike goes back; repeats change nothing', async () => {
    const post = await createPost(alice.auth);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/community/posts/${post.id}/like`, bob.auth),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ likes: 1, liked: true });
    }
    expect(await likeCount(post.id)).toBe(1);
    const unliked = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('DELETE', `/api/community/posts/${post.id}/like`, bob.auth),
      ),
    );
    for (const answer of unliked) expect(answer.json()).toEqual({ likes: 0, liked: false });
    expect(await likeCount(post.id)).toBe(0);
    const again = await call('POST', `/api/community/posts/${post.id}/like`, bob.auth);
    expect(again.json()).toEqual({ likes: 1, liked: true });
  });

  it('answers 404 for unknown or malformed post ids and changes nothing', async () => {
    const before = await databaseSnapshot(test.database.db);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '__proto__']) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await call(method, `/api/community/posts/${id}/like`, bob.auth);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: COMMUNITY_TEXT.postNotFound });
      }
      const imported = await call('POST', `/api/community/posts/${id}/import`, bob.auth);
      expect(imported.statusCode).toBe(404);
    }
    expect(await databaseSnapshot(test.database.db)).toEqual(before);
  });
});

describe('importing from a post', () => {
  it('imports through the models’ import and counts once per importing user', async () => {
    const post = await createPost(alice.auth);
    const carol = await signUp(test.app);
    const first = await call('POST', `/api/community/posts/${post.id}/import`, bob.auth);
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json() as { model: CustomModel; import_count: number };
    expect(body.import_count).toBe(1);
    expect(body.model).toMatchObject({ is_imported: true, original_owner_name: 'Alice Author' });

    // Again: the import itself refuses (already imported), nothing is counted.
    const again = await call('POST', `/api/community/posts/${post.id}/import`, bob.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.alreadyImported });

    // Removing the copy and importing again makes a new copy but not a second count.
    await call('DELETE', `/api/models/${body.model.id}`, bob.auth);
    const reimport = await call('POST', `/api/community/posts/${post.id}/import`, bob.auth);
    expect(reimport.statusCode).toBe(201);
    expect((reimport.json() as { import_count: number }).import_count).toBe(1);

    const byCarol = await call('POST', `/api/community/posts/${post.id}/import`, carol.auth);
    expect((byCarol.json() as { import_count: number }).import_count).toBe(2);

    const listed = (await list('?limit=50', carol.auth)).posts.find((item) => item.id === post.id);
    expect(listed).toMatchObject({ import_count: 2, imported: true });

    const own = await call('POST', `/api/community/posts/${post.id}/import`, alice.auth);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.ownModel });
  });
});

describe('importing by share token (issue 33)', () => {
  it('counts a token import on the model’s post, which then shows the importer it is imported', async () => {
    const post = await createPost(alice.auth);
    const [carol, dave] = [await signUp(test.app), await signUp(test.app)];
    for (const user of [bob, carol]) {
      const byToken = await call('POST', '/api/models/import', user.auth, {
        shareToken: post.model_token,
      });
      expect(byToken.statusCode, byToken.body).toBe(201);
    }
    const seenByBob = (await list('?limit=50', bob.auth)).posts.find((item) => item.id === post.id);
    expect(seenByBob).toMatchObject({ import_count: 2, imported: true });

    const byPost = await call('POST', `/api/community/posts/${post.id}/import`, dave.auth);
    expect((byPost.json() as { import_count: number }).import_count).toBe(3);
  });
});

describe('deleting', () => {
  it('lets the author delete; another user gets 403 and nothing changes', async () => {
    const post = await createPost(alice.auth);
    await call('POST', `/api/community/posts/${post.id}/like`, bob.auth);
    const before = await databaseSnapshot(test.database.db);
    const refused = await call('DELETE', `/api/community/posts/${post.id}`, bob.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: COMMUNITY_TEXT.notYourPost, code: 'forbidden' });
    expect(await databaseSnapshot(test.database.db)).toEqual(before);

    const removed = await call('DELETE', `/api/community/posts/${post.id}`, alice.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await likeCount(post.id)).toBe(0);
    expect((await call('DELETE', `/api/community/posts/${post.id}`, alice.auth)).statusCode).toBe(
      404,
    );
  });

  it('lets an admin remove any post, audit-logged; others are refused', async () => {
    const admin = await signInAdmin(test.app);
    const post = await createPost(alice.auth, { title: 'Spam spam spam' });
    const before = await databaseSnapshot(test.database.db);
    const asUser = await call('DELETE', `/api/admin/community/posts/${post.id}`, bob.auth);
    expect(asUser.statusCode).toBe(403);
    const anonymous = await call('DELETE', `/api/admin/community/posts/${post.id}`);
    expect(anonymous.statusCode).toBe(401);
    const unknown = await call(
      'DELETE',
      '/api/admin/community/posts/00000000-0000-4000-8000-000000000000',
      admin.auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await databaseSnapshot(test.database.db)).toEqual(before);

    const removed = await call('DELETE', `/api/admin/community/posts/${post.id}`, admin.auth);
    expect(removed.statusCode).toBe(200);
    const listed = await list('?limit=50');
    expect(listed.posts.some((item) => item.id === post.id)).toBe(false);

    const audit = (await call('GET', '/api/admin/audit-log', admin.auth)).json() as AuditEntry[];
    expect(audit[0]).toMatchObject({
      action: AUDIT_ACTIONS.removeCommunityPost,
      actor: { id: admin.user.id },
      target: alice.user.id,
      targetUser: { id: alice.user.id, name: 'Alice Author' },
      detail: { postId: post.id, title: 'Spam spam spam' },
    });
  });
});

describe('badges from real counts', () => {
  it('marks the author’s first post and a week’s likes as trending, old likes not', async () => {
    const dana = await signUp(test.app, { name: 'Dana' });
    const first = await createPost(dana.auth, { title: 'First' });
    const second = await createPost(dana.auth, { title: 'Second' });
    expect(first.achievements.map((badge) => badge.id)).toEqual(['first-share']);
    expect(second.achievements).toEqual([]);

    const likers = await Promise.all(Array.from({ length: 5 }, () => signUp(test.app)));
    for (const liker of likers) {
      await call('POST', `/api/community/posts/${second.id}/like`, liker.auth);
    }
    const badgesOf = async (id: string) =>
      (await list('?limit=50')).posts
        .find((post) => post.id === id)!
        .achievements.map((badge) => badge.id);
    expect(await badgesOf(first.id)).toEqual(['first-share']);
    expect(await badgesOf(second.id)).toEqual(['trending']);

    // Likes older than seven days no longer make it trending.
    await test.database.db
      .update(postLikes)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(postLikes.postId, second.id));
    expect(await badgesOf(second.id)).toEqual([]);
  });
});
