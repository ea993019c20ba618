import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_MODEL_TEXT,
  SHARE_TOKEN_PATTERN,
  type CustomModel,
} from '../src/contract/custom-models.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { customModels } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import { shareModel } from './helpers/models.ts';
import { multipart } from './helpers/multipart.ts';
import { routeTable } from './helpers/routes.ts';
import { makePdf } from './helpers/sample-documents.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type Auth = { authorization: string };

const test = useTestApp();
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  alice = await signUp(test.app, { name: 'Alice Owner' });
  bob = await signUp(test.app, { name: 'Bob Importer' });
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Climate Analyst',
  baseModel: OFFLINE_MODEL_ID,
  systemInstructions: 'You analyse climate policy with numbers.',
  ...overrides,
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: unknown,
) {
  return test.app.inject({
    method,
    url,
    ...(auth ? { headers: auth } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function createModel(auth: Auth, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/models', auth, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CustomModel;
}

const share = (auth: Auth, id: string) => shareModel(test.app, auth, id);

async function importModel(auth: Auth, shareToken: unknown) {
  return call('POST', '/api/models/import', auth, { shareToken });
}

describe('custom model CRUD', () => {
  it('creates, reads, lists, updates and deletes with the spec field names', async () => {
    const created = await createModel(alice.auth, { openingStatement: 'Let us look at data.' });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Climate Analyst',
      base_model: OFFLINE_MODEL_ID,
      system_instructions: 'You analyse climate policy with numbers.',
      opening_statement: 'Let us look at data.',
      document_count: 0,
      created_at: expect.any(String),
      is_imported: false,
      original_owner_name: null,
      share_token: null,
      is_public: false,
      share_count: 0,
      documents: [],
    });

    const got = await call('GET', `/api/models/${created.id}`, alice.auth);
    expect(got.json()).toEqual(created);
    const list = (await call('GET', '/api/models', alice.auth)).json() as CustomModel[];
    expect(list.map((model) => model.id)).toContain(created.id);

    const updated = await call('PUT', `/api/models/${created.id}`, alice.auth, {
      name: '  Renamed  ',
      baseModel: 'gpt-4o',
      systemInstructions: 'New instructions.',
    });
    expect(updated.statusCode).toBe(200);
    // An update without openingStatement keeps it; null clears it.
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      base_model: 'gpt-4o',
      system_instructions: 'New instructions.',
      opening_statement: 'Let us look at data.',
    });
    const cleared = await call('PUT', `/api/models/${created.id}`, alice.auth, {
      ...body(),
      openingStatement: null,
    });
    expect(cleared.json()).toMatchObject({ opening_statement: null });

    const removed = await call('DELETE', `/api/models/${created.id}`, alice.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('GET', `/api/models/${created.id}`, alice.auth)).statusCode).toBe(404);
  });

  it('lists only the caller’s models, newest first', async () => {
    const carol = await signUp(test.app);
    const first = await createModel(carol.auth, { name: 'First' });
    const second = await createModel(carol.auth, { name: 'Second' });
    const list = (await call('GET', '/api/models', carol.auth)).json() as CustomModel[];
    expect(list.map((model) => model.id)).toEqual([second.id, first.id]);
    const fresh = await signUp(test.app);
    expect((await call('GET', '/api/models', fresh.auth)).json()).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ baseModel: undefined }, 'baseModel: Base model is required'],
    [{ systemInstructions: ' \n ' }, 'systemInstructions: System instructions are required'],
    [{ name: 'x'.repeat(101) }, 'name: at most 100 characters'],
    [{ systemInstructions: 'x'.repeat(50_001) }, 'systemInstructions: at most 50000 characters'],
    [{ name: 42 }, 'name: Name is required'],
    [{ baseModel: 'no-such-model' }, CUSTOM_MODEL_TEXT.unsupportedBaseModel('no-such-model')],
  ])('refuses %o with a clear 400 and stores nothing', async (overrides, message) => {
    const before = await test.database.db.select().from(customModels);
    const response = await call('POST', '/api/models', alice.auth, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'bad_request' });
    expect(await test.database.db.select().from(customModels)).toHaveLength(before.length);
  });

  it('takes a base model the server lists, named exactly (decision 017)', async () => {
    const created = await createModel(alice.auth, { baseModel: 'mistralai/mistral-large' });
    expect(created.base_model).toBe('mistralai/mistral-large');
    for (const baseModel of ['mistralai/some-new-model', 'gpt-5#free', 'GPT-4o']) {
      const response = await call('POST', '/api/models', alice.auth, body({ baseModel }));
      expect(response.statusCode, baseModel).toBe(400);
      expect(response.json()).toMatchObject({ error: `Unsupported base model: ${baseModel}` });
    }
  });

  it('answers 401 without a session on every custom model route', async () => {
    const routes = routeTable(test.app).filter(
      (route) =>
        route.url.startsWith('/api/models') &&
        route.url !== '/api/models/providers' &&
        route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) {
      const url = route.url
        .replace(':id', '00000000-0000-0000-0000-000000000000')
        .replace(':docId', '00000000-0000-0000-0000-000000000000');
      const response = await call(
        route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        undefined,
        route.method === 'POST' || route.method === 'PUT' ? body() : undefined,
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ error: 'Authentication required' });
    }
  });
});

describe('ownership', () => {
  it('answers 404 for another user’s model on every route and changes nothing', async () => {
    const model = await createModel(alice.auth);
    const token = await share(alice.auth, model.id);
    const upload = multipart([{ name: 'a.pdf', data: makePdf(['x']) }]);
    const attempts = [
      call('GET', `/api/models/${model.id}`, bob.auth),
      call('PUT', `/api/models/${model.id}`, bob.auth, body({ name: 'Hijacked' })),
      call('DELETE', `/api/models/${model.id}`, bob.auth),
      call('GET', `/api/models/${model.id}/documents/content`, bob.auth),
      call('POST', `/api/models/${model.id}/share`, bob.auth),
      call('DELETE', `/api/models/${model.id}/share`, bob.auth),
      call('DELETE', `/api/models/${model.id}/documents/${model.id}`, bob.auth),
      test.app.inject({
        method: 'POST',
        url: `/api/models/${model.id}/documents`,
        headers: { ...bob.auth, ...upload.headers },
        payload: upload.payload,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CUSTOM_MODEL_TEXT.notFound, code: 'not_found' });
    }
    const after = (await call('GET', `/api/models/${model.id}`, alice.auth)).json();
    expect(after).toMatchObject({
      name: model.name,
      share_token: token,
      is_public: true,
      document_count: 0,
    });
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'custom-1', '%27%20or%201=1'])(
    'answers 404 for the id %s',
    async (id) => {
      const response = await call('GET', `/api/models/${id}`, alice.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.notFound });
    },
  );
});

describe('share tokens', () => {
  it('shares with an XXXX-YYYY token, answers the same token again, and revokes', async () => {
    const model = await createModel(alice.auth);
    const token = await share(alice.auth, model.id);
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
    expect(token).not.toMatch(/[01OI]/);
    expect(await share(alice.auth, model.id)).toBe(token);
    expect((await call('GET', `/api/models/${model.id}`, alice.auth)).json()).toMatchObject({
      share_token: token,
      is_public: true,
    });

    const revoked = await call('DELETE', `/api/models/${model.id}/share`, alice.auth);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true });
    expect((await call('GET', `/api/models/${model.id}`, alice.auth)).json()).toMatchObject({
      share_token: null,
      is_public: false,
    });
    // The revoked token stops working; sharing again draws a new one.
    const stale = await importModel(bob.auth, token);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.unknownToken });
    const again = await share(alice.auth, model.id);
    expect(again).not.toBe(token);
  });

  it('gives every model its own token', async () => {
    const models = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createModel(alice.auth, { name: `M${index}` })),
    );
    const tokens = await Promise.all(models.map((model) => share(alice.auth, model.id)));
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('import', () => {
  it('imports a read-only copy by a token typed in lower case with spaces', async () => {
    const original = await createModel(alice.auth, {
      name: 'Shared Analyst',
      openingStatement: 'Hello there.',
    });
    const upload = multipart([{ name: 'Facts.pdf', data: makePdf(['The sky is teal.']) }]);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: `/api/models/${original.id}/documents`,
      headers: { ...alice.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const token = await share(alice.auth, original.id);

    const response = await importModel(bob.auth, `  ${token.toLowerCase()}  `);
    expect(response.statusCode, response.body).toBe(201);
    const { model } = response.json() as { model: CustomModel };
    expect(model).toMatchObject({
      name: 'Shared Analyst',
      base_model: original.base_model,
      system_instructions: original.system_instructions,
      opening_statement: 'Hello there.',
      is_imported: true,
      original_owner_name: 'Alice Owner',
      share_token: null,
      is_public: false,
      document_count: 1,
      documents: [{ original_name: 'Facts.pdf', size: expect.any(Number) }],
    });
    expect(model.id).not.toBe(original.id);
    const contents = await call('GET', `/api/models/${model.id}/documents/content`, bob.auth);
    expect(contents.json()).toEqual([{ original_name: 'Facts.pdf', content: 'The sky is teal.' }]);
    expect((await call('GET', '/api/models', bob.auth)).json()).toContainEqual(model);
    expect((await call('GET', `/api/models/${original.id}`, alice.auth)).json()).toMatchObject({
      share_count: 1,
    });

    // Read-only: no edit, no documents, no re-sharing; the original is untouched.
    const edit = await call('PUT', `/api/models/${model.id}`, bob.auth, body({ name: 'Mine' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: CUSTOM_MODEL_TEXT.readOnly, code: 'forbidden' });
    const more = multipart([{ name: 'b.pdf', data: makePdf(['x']) }]);
    const add = await test.app.inject({
      method: 'POST',
      url: `/api/models/${model.id}/documents`,
      headers: { ...bob.auth, ...more.headers },
      payload: more.payload,
    });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.readOnly });
    const dropDoc = await call(
      'DELETE',
      `/api/models/${model.id}/documents/${model.documents[0]!.id}`,
      bob.auth,
    );
    expect(dropDoc.statusCode).toBe(403);
    const reshare = await call('POST', `/api/models/${model.id}/share`, bob.auth);
    expect(reshare.statusCode).toBe(403);
    expect(reshare.json()).toMatchObject({ error: CUSTOM_MODEL_TEXT.notShareable });
    expect((await call('GET', `/api/models/${model.id}`, bob.auth)).json()).toEqual(model);

    // Importing twice is a conflict; removing the copy allows importing again.
    const twice = await importModel(bob.auth, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: CUSTOM_MODEL_TEXT.alreadyImported, code: 'conflict' });
    expect((await call('DELETE', `/api/models/${model.id}`, bob.auth)).statusCode).toBe(200);
    expect((await importModel(bob.auth, token)).statusCode).toBe(201);
    expect((await call('GET', `/api/models/${original.id}`, alice.auth)).json()).toMatchObject({
      share_count: 2,
    });
  });

  it('keeps the copy when the original is deleted', async () => {
    const original = await createModel(alice.auth, { name: 'Short-lived' });
    const token = await share(alice.auth, original.id);
    const carol = await signUp(test.app);
    const { model } = (await importModel(carol.auth, token)).json() as { model: CustomModel };
    await call('DELETE', `/api/models/${original.id}`, alice.auth);
    expect((await call('GET', `/api/models/${model.id}`, carol.auth)).json()).toMatchObject({
      name: 'Short-lived',
      is_imported: true,
    });
  });

  it('refuses importing your own model with 409', async () => {
    const model = await createModel(alice.auth);
    const token = await share(alice.auth, model.id);
    const response = await importModel(alice.auth, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: CUSTOM_MODEL_TEXT.ownModel, code: 'conflict' });
  });

  it('lets only one of two simultaneous imports through', async () => {
    const model = await createModel(alice.auth);
    const token = await share(alice.auth, model.id);
    const dave = await signUp(test.app);
    const answers = await Promise.all([
      importModel(dave.auth, token),
      importModel(dave.auth, token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const copies = await test.database.db
      .select()
      .from(customModels)
      .where(eq(customModels.importedFrom, model.id));
    expect(copies).toHaveLength(1);
    expect((await call('GET', `/api/models/${model.id}`, alice.auth)).json()).toMatchObject({
      share_count: 1,
    });
  });

  it.each([
    ['', 400, CUSTOM_MODEL_TEXT.enterModelToken],
    ['    ', 400, CUSTOM_MODEL_TEXT.enterModelToken],
    [undefined, 400, CUSTOM_MODEL_TEXT.enterModelToken],
    ['ABCDEFGH', 400, CUSTOM_MODEL_TEXT.invalidToken],
    ['ABCD-EFGH-JKLM', 400, CUSTOM_MODEL_TEXT.invalidToken],
    ['AB$D-EFGH', 400, CUSTOM_MODEL_TEXT.invalidToken],
    ['x'.repeat(101), 400, CUSTOM_MODEL_TEXT.invalidToken],
    ['ZZZZ-ZZZZ', 404, CUSTOM_MODEL_TEXT.unknownToken],
  ])('answers the token %j with %i', async (shareToken, status, message) => {
    const before = await test.database.db.select().from(customModels);
    const response = await importModel(bob.auth, shareToken);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.stringContaining(message) });
    expect(await test.database.db.select().from(customModels)).toHaveLength(before.length);
  });

  it('answers a non-string token with 400', async () => {
    const response = await importModel(bob.auth, 1234);
    expect(response.statusCode).toBe(400);
  });
});
