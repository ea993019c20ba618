import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomModel } from '../src/contract/custom-models.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { CHAT_TEXT } from '../src/contract/texts.ts';
import { conversations, usageEvents } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { importSharedModel, shareModel } from './helpers/models.ts';
import { multipart } from './helpers/multipart.ts';
import { makeDocx, makeRtf } from './helpers/sample-documents.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

const fake = useFakeProviders();
const test = useTestApp(() => ({
  env: {
    OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
    CONVERSATION_TURN_DELAY_MS: '5',
    ...providerEnv(fake.url, ['openai']),
  },
}));
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  owner = await signUp(test.app, { name: 'Model Owner' });
});

/** The JSON bodies the app sent the provider since the `before`-th request. */
const sentSince = (before: number) => fake.requests.slice(before).map((request) => request.body);

async function customModel(
  auth: Auth,
  baseModel: string,
  documents: { name: string; data: Buffer }[] = [],
): Promise<CustomModel> {
  const created = await test.app.inject({
    method: 'POST',
    url: '/api/models',
    headers: auth,
    payload: {
      name: 'Transit Expert',
      baseModel,
      systemInstructions: 'You are a transit economist who quotes ridership data.',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const model = created.json() as CustomModel;
  if (documents.length > 0) {
    const { payload, headers } = multipart(documents);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: `/api/models/${model.id}/documents`,
      headers: { ...auth, ...headers },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  }
  return model;
}

async function exportMarkdown(auth: Auth, conversationId: string): Promise<string> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/conversations/${conversationId}/export?format=md`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const duelWith = (modelA: string, modelB = OFFLINE_MODEL_ID) =>
  debateBody({
    agents: [
      { model: modelA, systemInstructions: 'You argue for the ban.' },
      { model: modelB, systemInstructions: 'You argue against the ban.' },
    ],
  });

describe('custom models in debates', () => {
  it('runs on the base model with the documents, and the offline model cites them by name', async () => {
    const model = await customModel(owner.auth, OFFLINE_MODEL_ID, [
      { name: 'Ridership Study.rtf', data: makeRtf(['Bus ridership rose 18 percent in 2023.']) },
    ]);
    const created = await createDebate(test.app, owner.auth, duelWith(`custom-${model.id}`));
    expect(created.modelA).toBe(`custom-${model.id}`);
    expect(created.agents[0]).toMatchObject({ model: `custom-${model.id}` });

    const replied = await waitForDebate(test.app, owner.auth, created.id, (c) =>
      c.messages.some((m) => m.sender === 'model-a' && m.seq > 1 && m.status === 'complete'),
    );
    await post(test.app, owner.auth, `/api/conversations/${created.id}/stop`);
    const reply = replied.messages.find((m) => m.sender === 'model-a' && m.seq > 1)!;
    expect(reply.content).toContain('Ridership Study.rtf');
    expect(await exportMarkdown(owner.auth, created.id)).toContain(
      '- **Primary Agent**: Transit Expert (Custom)',
    );
    // Metered as the base model, never as the custom id.
    const usage = await test.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.conversationId, created.id));
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.every((event) => event.modelId === OFFLINE_MODEL_ID)).toBe(true);
  });

  it('sends the provider the model’s instructions, the agent’s, the note and the documents', async () => {
    const model = await customModel(owner.auth, 'gpt-4o', [
      { name: 'Fares.docx', data: makeDocx(['Fares cover 40 percent of operating costs.']) },
    ]);
    fake.defaults = { tokens: 3, word: 'word' };
    const before = fake.requests.length;
    const created = await createDebate(
      test.app,
      owner.auth,
      duelWith(`custom-${model.id}`, 'gpt-4o-mini'),
    );
    await waitForDebate(test.app, owner.auth, created.id, (c) =>
      c.messages.some((m) => m.sender === 'model-a' && m.seq > 1 && m.status === 'complete'),
    );
    await post(test.app, owner.auth, `/api/conversations/${created.id}/stop`);
    type Body = { model: string; messages: { role: string; content: string }[] };
    const sent = sentSince(before) as Body[];
    const custom = sent.find((body) => body.model === 'gpt-4o')!;
    const system = custom.messages.find((message) => message.role === 'system')!.content;
    expect(system).toContain('You are a transit economist who quotes ridership data.');
    expect(system).toContain('You argue for the ban.');
    expect(system).toMatch(/cite the document by its name/);
    expect(system).toContain('--- Document: Fares.docx ---');
    expect(system).toContain('Fares cover 40 percent of operating costs.');
    // The other agent gets no documents.
    const plain = sent.find((body) => body.model === 'gpt-4o-mini')!;
    expect(plain.messages.find((m) => m.role === 'system')!.content).toBe(
      'You argue against the ban.',
    );
  });

  it('lets an importer debate with the imported copy', async () => {
    const model = await customModel(owner.auth, OFFLINE_MODEL_ID, [
      { name: 'Shared Notes.rtf', data: makeRtf(['Trams carry 300 people each.']) },
    ]);
    const importer = await signUp(test.app);
    const copy = await importSharedModel(
      test.app,
      importer.auth,
      await shareModel(test.app, owner.auth, model.id),
    );
    const created = await createDebate(test.app, importer.auth, duelWith(`custom-${copy.id}`));
    const replied = await waitForDebate(test.app, importer.auth, created.id, (c) =>
      c.messages.some((m) => m.sender === 'model-a' && m.seq > 1 && m.status === 'complete'),
    );
    await post(test.app, importer.auth, `/api/conversations/${created.id}/stop`);
    expect(replied.messages.find((m) => m.sender === 'model-a' && m.seq > 1)!.content).toContain(
      'Shared Notes.rtf',
    );
    // The export names the copy as the pickers do (SPEC §3), never by its id (issue 33).
    const markdown = await exportMarkdown(importer.auth, created.id);
    expect(markdown).toContain('- **Primary Agent**: Transit Expert (by Model Owner)');
    expect(markdown).not.toContain('custom-');
  });

  it('refuses another user’s, unknown and malformed custom ids with 400 and creates nothing', async () => {
    const theirs = await customModel(owner.auth, OFFLINE_MODEL_ID);
    const stranger = await signUp(test.app);
    const ids = [
      `custom-${theirs.id}`,
      'custom-00000000-0000-0000-0000-000000000000',
      'custom-garbage',
      'custom-',
    ];
    for (const id of ids) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: stranger.auth,
        payload: duelWith(id),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: CHAT_TEXT.unknownModel(id) });
    }
    const rows = await test.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.ownerId, stranger.user.id));
    expect(rows).toHaveLength(0);
  });

  it('ends the debate with an error message when its custom model is deleted', async () => {
    const model = await customModel(owner.auth, OFFLINE_MODEL_ID);
    const created = await createDebate(test.app, owner.auth, duelWith(`custom-${model.id}`));
    // Message 10 is model-b's and opens the checkpoint; the next turn is the custom model's.
    await waitForDebate(test.app, owner.auth, created.id, (c) => c.isWaitingForIntervention);
    await test.app.inject({
      method: 'DELETE',
      url: `/api/models/${model.id}`,
      headers: owner.auth,
    });
    await post(test.app, owner.auth, `/api/conversations/${created.id}/continue`);
    const failed = await waitForDebate(test.app, owner.auth, created.id, (c) =>
      c.messages.some((m) => m.content.includes(CHAT_TEXT.unknownModel(`custom-${model.id}`))),
    );
    expect(failed.messages.at(-1)).toMatchObject({ sender: 'model-a' });
    expect(failed.isGenerating).toBe(false);
    const markdown = await exportMarkdown(owner.auth, created.id);
    expect(markdown).toContain(`- **Primary Agent**: Custom model ${model.id.slice(0, 8)}`);
  });
});

describe('custom models in MAX Mode', () => {
  it('runs a MAX agent on its custom model’s base model with its documents', async () => {
    const model = await customModel(owner.auth, 'gpt-4o', [
      { name: 'Stadium Costs.docx', data: makeDocx(['The stadium would cost 900 million.']) },
    ]);
    fake.defaults = { tokens: 3, word: 'word' };
    const before = fake.requests.length;
    const created = await createDebate(test.app, owner.auth, {
      mode: 'max',
      openingLine: 'Should the city build a new stadium?',
      startingSlot: 'alpha',
      agents: [
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You speak for the fans.' },
        { model: `custom-${model.id}`, systemInstructions: 'You speak for the taxpayers.' },
        { model: OFFLINE_MODEL_ID, systemInstructions: 'You speak for the neighbours.' },
      ],
    });
    expect(created.mode).toBe('max');
    expect(created.agents[1]).toMatchObject({ model: `custom-${model.id}` });

    // Alpha opened; Beta (the custom model) speaks next.
    const replied = await waitForDebate(test.app, owner.auth, created.id, (c) =>
      c.messages.some((m) => m.seq > 1 && m.sender === 'beta' && m.status === 'complete'),
    );
    await post(test.app, owner.auth, `/api/conversations/${created.id}/stop`);
    expect(replied.messages.find((m) => m.seq > 1 && m.sender === 'beta')!.content).toMatch(
      /word0/,
    );
    type Body = { model: string; messages: { role: string; content: string }[] };
    const sent = (sentSince(before) as Body[]).find((body) => body.model === 'gpt-4o')!;
    const system = sent.messages.find((message) => message.role === 'system')!.content;
    expect(system).toContain('You are a transit economist who quotes ridership data.');
    expect(system).toContain('You speak for the taxpayers.');
    expect(system).toContain('--- Document: Stadium Costs.docx ---');
    // The reply's usage is settled after its message is published: wait for its row.
    const usageRows = () =>
      test.database.db.select().from(usageEvents).where(eq(usageEvents.conversationId, created.id));
    await expect
      .poll(async () =>
        (await usageRows()).some(
          (event) => event.modelId === 'gpt-4o' && event.modelClass === 'standard',
        ),
      )
      .toBe(true);
    const usage = await usageRows();
    expect(usage.some((event) => event.modelId.startsWith('custom-'))).toBe(false);
  });
});

describe('POST /api/chat/completions with a custom model (SPEC §7)', () => {
  type Body = { model: string; messages: { role: string; content: string }[] };
  const complete = (auth: Auth, model: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat/completions',
      headers: auth,
      payload: {
        model,
        messages: [
          { role: 'system', content: 'Answer in one sentence.' },
          { role: 'user', content: 'What share of costs do fares cover?' },
        ],
      },
    });

  it('routes by the base model with the model’s instructions and documents, metered as the base', async () => {
    const model = await customModel(owner.auth, 'gpt-4o', [
      { name: 'Fare Study.docx', data: makeDocx(['Fares cover 40 percent of operating costs.']) },
    ]);
    fake.defaults = { tokens: 4, word: 'word' };
    const before = fake.requests.length;
    const response = await complete(owner.auth, `custom-${model.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as {
      provider: string;
      choices: { message: { content: string } }[];
      usage: { total_tokens: number };
    };
    expect(answer.provider).toBe('openai');
    expect(answer.choices[0]!.message.content).toMatch(/word0/);

    const sent = sentSince(before) as Body[];
    expect(sent).toHaveLength(1);
    expect(sent[0]!.model).toBe('gpt-4o');
    const system = sent[0]!.messages.find((message) => message.role === 'system')!.content;
    expect(system).toContain('You are a transit economist who quotes ridership data.');
    expect(system).toContain('Answer in one sentence.');
    expect(system).toMatch(/cite the document by its name/);
    expect(system).toContain('--- Document: Fare Study.docx ---');
    expect(system).toContain('Fares cover 40 percent of operating costs.');

    const events = await test.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, owner.user.id));
    // The newest event is this call's (the owner's earlier debates were metered before it).
    const newest = events.reduce((last, row) => (row.id > last.id ? row : last));
    expect(newest).toMatchObject({
      modelId: 'gpt-4o',
      modelClass: 'standard',
      totalTokens: answer.usage.total_tokens,
    });
    expect(events.some((row) => row.modelId.startsWith('custom-'))).toBe(false);
  });

  it('serves an importer’s copy, and refuses another user’s model with 400 before any call', async () => {
    const model = await customModel(owner.auth, OFFLINE_MODEL_ID, [
      // On the question asked: the offline model cites only a passage on its subject.
      {
        name: 'Tram Notes.rtf',
        data: makeRtf(['Fares cover 40 percent of what the trams cost to run.']),
      },
    ]);
    const importer = await signUp(test.app);
    const copy = await importSharedModel(
      test.app,
      importer.auth,
      await shareModel(test.app, owner.auth, model.id),
    );
    const ok = await complete(importer.auth, `custom-${copy.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    // The offline base model answers from the documents it was given, citing them by name.
    expect((ok.json() as { provider: string }).provider).toBe('local');
    expect(ok.body).toContain('Tram Notes.rtf');

    // On a provider base model, so that a call would reach the fake provider if one were made.
    const remote = await customModel(owner.auth, 'gpt-4o');
    const before = fake.requests.length;
    const stranger = await signUp(test.app);
    const refused = await complete(stranger.auth, `custom-${remote.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: CHAT_TEXT.unknownModel(`custom-${remote.id}`) });
    expect(fake.requests.length).toBe(before);
    expect((await complete(owner.auth, `custom-${remote.id}`)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
  });
});
