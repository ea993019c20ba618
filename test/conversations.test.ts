import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyConversationEvent } from '../src/contract/conversation-events.ts';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  type Conversation,
} from '../src/contract/conversations.ts';
import { usageEvents } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  finishedMessage,
  getDebate,
  post,
  readEvents,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

const fake = useFakeProviders();
const test = useTestApp(() => ({
  listen: true,
  env: {
    OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
    CONVERSATION_TURN_DELAY_MS: '5',
    CONVERSATION_SSE_HEARTBEAT_MS: '50',
    ...providerEnv(fake.url, ['openai']),
  },
}));
let auth: Auth;
let token: string;
let userId: string;

beforeAll(async () => {
  const user = await signUp(test.app);
  auth = user.auth;
  token = user.token;
  userId = user.user.id;
});

const senders = (conversation: Conversation) => conversation.messages.map((m) => m.sender);

describe('a two-agent debate', () => {
  it('starts with the opening line, alternates agents, and pauses at message 10', async () => {
    const created = await createDebate(test.app, auth);
    expect(created).toMatchObject({
      title: 'Should cities ban cars from their centres?',
      modelA: 'parley-sparring-partner',
      modelB: 'parley-sparring-partner',
      mode: 'duel',
      isActive: true,
    });
    expect(created.messages[0]).toMatchObject({ seq: 1, sender: 'model-a', status: 'complete' });

    const paused = await waitForDebate(
      test.app,
      auth,
      created.id,
      (c) => c.isWaitingForIntervention,
    );
    expect(paused).toMatchObject({ messageCount: 10, interventionCount: 1, status: 'waiting' });
    expect(paused.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(senders(paused)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'model-a' : 'model-b')),
    );
    expect(paused.messages.every((m) => m.status === 'complete' && m.content.length > 0)).toBe(
      true,
    );
    // Nothing more arrives while waiting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await getDebate(test.app, auth, created.id)).messageCount).toBe(10);
    // Usage is recorded by the server for each of the 9 replies.
    const usage = await test.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.conversationId, created.id));
    expect(usage).toHaveLength(9);
    expect(usage.every((row) => row.userId === userId && row.totalTokens > 0)).toBe(true);

    // Continue resumes until the next checkpoint.
    const resumed = await post(test.app, auth, `/api/conversations/${created.id}/continue`);
    expect(resumed.statusCode).toBe(200);
    const second = await waitForDebate(test.app, auth, created.id, (c) => c.messageCount === 20);
    expect(second).toMatchObject({ status: 'waiting', interventionCount: 2 });
  });

  it('an intervention goes to model-b by default, or to the chosen agent, then it answers', async () => {
    const { id } = await createDebate(test.app, auth);
    await waitForDebate(test.app, auth, id, (c) => c.isWaitingForIntervention);
    const response = await post(test.app, auth, `/api/conversations/${id}/intervene`, {
      content: 'Focus on public health.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages[10]).toMatchObject({
      seq: 11,
      sender: 'user',
      content: 'Focus on public health.',
    });
    const answered = await waitForDebate(test.app, auth, id, (c) => c.messageCount >= 13);
    expect(senders(answered).slice(10, 13)).toEqual(['user', 'model-b', 'model-a']);

    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const targeted = await post(test.app, auth, `/api/conversations/${id}/intervene`, {
      content: 'Primary, your turn.',
      target: 'model-a',
    });
    expect(targeted.json()).toMatchObject({ nextResponder: 'model-a', status: 'running' });
    const after = targeted.json().messageCount as number;
    const next = await waitForDebate(test.app, auth, id, (c) => c.messageCount > after);
    expect(next.messages[after]!.sender).toBe('model-a');
    await post(test.app, auth, `/api/conversations/${id}/stop`);
  });

  it('skip closes the checkpoint and the debate goes on', async () => {
    const { id } = await createDebate(test.app, auth);
    await waitForDebate(test.app, auth, id, (c) => c.isWaitingForIntervention);
    const skipped = await post(test.app, auth, `/api/conversations/${id}/skip`);
    expect(skipped.json()).toMatchObject({ isWaitingForIntervention: false, status: 'running' });
    await waitForDebate(test.app, auth, id, (c) => c.messageCount > 10);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
  });

  it('stop halts the debate; continue resumes it', async () => {
    fake.defaults = { tokens: 3, dripMs: 20 };
    const { id } = await createDebate(test.app, auth, debateBody({}, 'gpt-4o'));
    const stopped = await post(test.app, auth, `/api/conversations/${id}/stop`);
    expect(stopped.json()).toMatchObject({ status: 'stopped', isActive: false });
    const count = stopped.json().messageCount as number;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await getDebate(test.app, auth, id)).messageCount).toBe(count);
    await post(test.app, auth, `/api/conversations/${id}/continue`);
    await waitForDebate(test.app, auth, id, (c) => c.messageCount > count);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
  });
});

describe('streaming against a provider', () => {
  it('a slow drip streams partial content; Stop keeps it as interrupted and the late rest is discarded', async () => {
    fake.defaults = { tokens: 40, dripMs: 25, word: 'word' };
    const { id } = await createDebate(test.app, auth, debateBody({}, 'gpt-4o'));
    const streaming = await waitForDebate(
      test.app,
      auth,
      id,
      (c) => c.isGenerating && (c.messages[1]?.content.length ?? 0) > 0,
    );
    expect(streaming.messages[1]).toMatchObject({ seq: 2, sender: 'model-b', status: 'streaming' });
    expect(streaming.messages[1]!.content).toMatch(/^word0 /);

    const stopped = await post(test.app, auth, `/api/conversations/${id}/stop`);
    expect(stopped.json()).toMatchObject({
      status: 'stopped',
      isGenerating: false,
      messageCount: 2,
    });
    const kept = stopped.json<Conversation>().messages[1]!;
    expect(kept).toMatchObject({ seq: 2, sender: 'model-b', status: 'interrupted' });
    expect(kept.content).toMatch(/^word0 /);
    // Well past the end of the drip: the late rest of the reply left nothing behind.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const after = await getDebate(test.app, auth, id);
    expect(after.messages).toHaveLength(2);
    expect(after.messageCount).toBe(2);
    expect(after.messages[1]).toEqual(kept);
  });

  it('a failed reply adds "❌ Error: ..." from the would-be responder and stops', async () => {
    fake.defaults = { error: { status: 500, message: 'upstream exploded' } };
    const { id } = await createDebate(test.app, auth, debateBody({}, 'gpt-4o'));
    const failed = await waitForDebate(test.app, auth, id, (c) => c.status === 'failed');
    expect(failed.messages).toHaveLength(2);
    expect(failed.messages[1]).toMatchObject({ seq: 2, sender: 'model-b', status: 'error' });
    expect(failed.messages[1]!.content.startsWith('❌ Error: ')).toBe(true);
    expect(failed).toMatchObject({ isGenerating: false, isActive: false });
    const requests = fake.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests.length).toBe(requests);

    // Continue retries the same agent.
    fake.defaults = { tokens: 3 };
    await post(test.app, auth, `/api/conversations/${id}/continue`);
    const retried = await waitForDebate(test.app, auth, id, (c) => c.messageCount >= 3);
    expect(retried.messages[2]).toMatchObject({ sender: 'model-b', status: 'complete' });
    await post(test.app, auth, `/api/conversations/${id}/stop`);
  });

  it('sends snapshot, message, delta and state over real HTTP SSE', async () => {
    fake.defaults = { tokens: 6, dripMs: 10 };
    const { id } = await createDebate(test.app, auth, debateBody({}, 'gpt-4o'));
    const { events, comments, headers } = await readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (seen) => seen.filter(finishedMessage).length >= 2,
      { token },
    );
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events[0]!.type).toBe('snapshot');
    const types = new Set(events.map((event) => event.type));
    for (const type of ['message', 'delta', 'state']) expect(types).toContain(type);
    // Deltas of a message add up to its final content.
    const done = events.map(finishedMessage).find((message) => message !== undefined)!;
    const deltas = events
      .filter((event) => event.type === 'delta' && event.seq === done.seq)
      .map((event) => (event.type === 'delta' ? event.text : ''))
      .join('');
    const first = events[0]!;
    const shown = first.type === 'snapshot' ? first.messages : [];
    const alreadyShown = shown.find((message) => message.seq === done.seq)?.content ?? '';
    expect(alreadyShown + deltas).toBe(done.content);
    expect(comments).toContain('connected');
  });

  it('a reconnecting owner resumes by Last-Event-ID: no snapshot, only what it missed', async () => {
    fake.defaults = { tokens: 30, dripMs: 15 };
    const { id } = await createDebate(test.app, auth, debateBody({}, 'gpt-4o'));
    const url = `${test.url}/api/conversations/${id}/events`;
    // Dropped mid-reply: after some of a reply's deltas.
    const first = await readEvents(
      url,
      (seen) => seen.filter((e) => e.type === 'delta').length >= 5,
      {
        token,
      },
    );
    let shown = first.events.reduce<Conversation | null>(applyConversationEvent, null);
    const resumed = await readEvents(url, (seen) => seen.some(finishedMessage), {
      token,
      lastEventId: first.ids.at(-1)!,
    });
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    expect(resumed.events[0]!.type).toBe('state');
    expect(resumed.events.some((event) => event.type === 'snapshot')).toBe(false);
    shown = resumed.events.reduce(applyConversationEvent, shown);
    // What the owner shows is what a fresh snapshot says, nothing missed or doubled.
    const done = resumed.events.map(finishedMessage).find((message) => message !== undefined)!;
    expect(shown!.messages.find((message) => message.seq === done.seq)).toEqual(done);
    const fresh = await readEvents(url, (seen) => seen.length > 0, { token });
    const snapshot = fresh.events[0]!;
    if (snapshot.type !== 'snapshot') throw new Error('a new stream starts with a snapshot');
    expect(shown!.messages.slice(0, done.seq)).toEqual(snapshot.messages.slice(0, done.seq));
  });

  it('answers a Last-Event-ID it did not give with 400, changing nothing', async () => {
    const { id } = await createDebate(test.app, auth);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const response = await fetch(`${test.url}/api/conversations/${id}/events`, {
      headers: { ...auth, 'last-event-id': 'not-a-cursor' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: CONVERSATION_TEXT.invalidLastEventId });
  });

  it('sends heartbeat comments and answers 401/404 for the wrong caller', async () => {
    const { id } = await createDebate(test.app, auth);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const { comments } = await readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (_events, seen) => seen.includes('heartbeat'),
      { token, timeoutMs: 2000 },
    );
    expect(comments).toContain('heartbeat');
    const anonymous = await fetch(`${test.url}/api/conversations/${id}/events`);
    expect(anonymous.status).toBe(401);
    const other = await signUp(test.app);
    const foreign = await fetch(`${test.url}/api/conversations/${id}/events`, {
      headers: other.auth,
    });
    expect(foreign.status).toBe(404);
  });

  it('answers HEAD on the event stream with its headers at once, holding no stream open', async () => {
    const { id } = await createDebate(test.app, auth);
    const head = await fetch(`${test.url}/api/conversations/${id}/events`, {
      method: 'HEAD',
      headers: auth,
      signal: AbortSignal.timeout(5000),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
  });

  it('a snapshot taken mid-stream includes the content so far', async () => {
    fake.defaults = { tokens: 30, dripMs: 20 };
    const { id } = await createDebate(test.app, auth, debateBody({}, 'gpt-4o'));
    await waitForDebate(test.app, auth, id, (c) => (c.messages[1]?.content.length ?? 0) > 10);
    const { events } = await readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (seen) => seen.some(finishedMessage),
      { token },
    );
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const snapshot = events[0]!;
    if (snapshot.type !== 'snapshot') throw new Error('first event must be the snapshot');
    const partial = snapshot.messages[1]!;
    expect(partial.status).toBe('streaming');
    expect(partial.content.length).toBeGreaterThan(10);
    const done = events.map(finishedMessage).find((message) => message !== undefined);
    if (!done) throw new Error('no finished message');
    const rest = events
      .filter((event) => event.type === 'delta')
      .map((event) => (event.type === 'delta' ? event.text : ''))
      .join('');
    expect(partial.content + rest).toBe(done.content);
  });
});

describe('export, list and delete', () => {
  it('exports the transcript as markdown and JSON downloads', async () => {
    const { id } = await createDebate(test.app, auth);
    await waitForDebate(test.app, auth, id, (c) => c.messageCount >= 3);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const md = await test.app.inject({
      url: `/api/conversations/${id}/export?format=md`,
      headers: auth,
    });
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toMatch(/^text\/markdown/);
    expect(md.headers['content-disposition']).toMatch(/^attachment; filename="parley-.+\.md"$/);
    expect(md.body).toContain('# Should cities ban cars from their centres?');
    expect(md.body).toContain('Primary Agent (Parley Sparring Partner (offline))');

    const json = await test.app.inject({
      url: `/api/conversations/${id}/export?format=json`,
      headers: auth,
    });
    expect(json.headers['content-disposition']).toMatch(/\.json"$/);
    const parsed = JSON.parse(json.body) as Conversation & { exportedAt: string };
    expect(parsed.id).toBe(id);
    expect(parsed.messages[0]!.content).toBe('Should cities ban cars from their centres?');
    expect(parsed.exportedAt).toBeTruthy();

    const bad = await test.app.inject({
      url: `/api/conversations/${id}/export?format=pdf`,
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists only the caller’s conversations, newest first, with a cursor', async () => {
    const user = await signUp(test.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { id } = await createDebate(
        test.app,
        user.auth,
        debateBody({ openingLine: `Topic ${i}` }),
      );
      await post(test.app, user.auth, `/api/conversations/${id}/stop`);
      ids.push(id);
    }
    const first = await test.app.inject({
      url: '/api/conversations?limit=2',
      headers: user.auth,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { conversations: { id: string }[]; nextCursor: string | null };
    expect(page1.conversations.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(page1.nextCursor).toBeTruthy();
    const second = await test.app.inject({
      url: `/api/conversations?limit=2&cursor=${page1.nextCursor}`,
      headers: user.auth,
    });
    const page2 = second.json() as typeof page1;
    expect(page2.conversations.map((c) => c.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();
    const badCursor = await test.app.inject({
      url: '/api/conversations?cursor=nonsense',
      headers: user.auth,
    });
    expect(badCursor.statusCode).toBe(400);
    const stranger = await signUp(test.app);
    const none = await test.app.inject({ url: '/api/conversations', headers: stranger.auth });
    expect(none.json()).toEqual({ conversations: [], nextCursor: null });
  });

  it('searches titles (any case, wildcards as themselves) and pages the matches', async () => {
    const user = await signUp(test.app);
    const titles = ['Tax the rich?', 'Cats or dogs', 'A 100% tax on tax havens', 'TAX_FREE zones'];
    for (const openingLine of titles) {
      const { id } = await createDebate(test.app, user.auth, debateBody({ openingLine }));
      await post(test.app, user.auth, `/api/conversations/${id}/stop`);
    }
    const search = async (query: string) => {
      const response = await test.app.inject({
        url: `/api/conversations?${query}`,
        headers: user.auth,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { conversations: { title: string }[]; nextCursor: string | null };
    };
    const found = await search('q=tax');
    expect(found.conversations.map((c) => c.title)).toEqual([
      'TAX_FREE zones',
      'A 100% tax on tax havens',
      'Tax the rich?',
    ]);
    expect((await search('q=100%25')).conversations.map((c) => c.title)).toEqual([
      'A 100% tax on tax havens',
    ]);
    expect((await search('q=x_f')).conversations.map((c) => c.title)).toEqual(['TAX_FREE zones']);
    expect((await search('q=nothing%20like%20this')).conversations).toEqual([]);
    const page1 = await search('q=%20tax%20&limit=2');
    expect(page1.conversations).toHaveLength(2);
    const page2 = await search(`q=tax&limit=2&cursor=${page1.nextCursor}`);
    expect(page2).toMatchObject({ conversations: [{ title: 'Tax the rich?' }], nextCursor: null });
    // Another account's titles never match.
    const stranger = await signUp(test.app);
    const theirs = await test.app.inject({
      url: '/api/conversations?q=tax',
      headers: stranger.auth,
    });
    expect(theirs.json()).toEqual({ conversations: [], nextCursor: null });
    const tooLong = await test.app.inject({
      url: `/api/conversations?q=${'a'.repeat(CONVERSATION_LIMITS.searchMaxLength + 1)}`,
      headers: user.auth,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain(CONVERSATION_TEXT.searchTooLong);
  });

  it('PATCH renames the caller’s conversation; bad titles get 400, others’ 404', async () => {
    const user = await signUp(test.app);
    const { id } = await createDebate(test.app, user.auth);
    await post(test.app, user.auth, `/api/conversations/${id}/stop`);
    const rename = (title: unknown, auth = user.auth, target = id) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/conversations/${target}`,
        headers: auth,
        payload: { title },
      });
    const renamed = await rename('  Car-free centres  ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, title: 'Car-free centres', mode: 'duel' });
    const listed = await test.app.inject({
      url: '/api/conversations?q=car-free',
      headers: user.auth,
    });
    expect(listed.json().conversations.map((c: { id: string }) => c.id)).toEqual([id]);

    for (const bad of ['   ', 'x'.repeat(CONVERSATION_LIMITS.titleLength + 1), 42, null]) {
      const refused = await rename(bad);
      expect(refused.statusCode).toBe(400);
    }
    expect((await rename('')).json().error).toContain(CONVERSATION_TEXT.titleRequired);
    const stranger = await signUp(test.app);
    expect((await rename('Mine now', stranger.auth)).statusCode).toBe(404);
    expect((await rename('Nobody', user.auth, crypto.randomUUID())).statusCode).toBe(404);
    expect((await rename('Bad id', user.auth, 'not-an-id')).statusCode).toBe(404);
    const unchanged = await test.app.inject({ url: '/api/conversations', headers: user.auth });
    expect(unchanged.json().conversations[0].title).toBe('Car-free centres');
  });

  it('a rename reaches the debate held in memory and its watchers (issue 33)', async () => {
    const user = await signUp(test.app);
    const { id } = await createDebate(test.app, user.auth);
    const title = 'Car-free centres, renamed while running';
    // The owner watches; the debate runs, so its host holds it in memory.
    const watching = readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (seen) => seen.some((event) => event.type === 'state' && event.conversation.title === title),
      { token: user.token },
    );
    await waitForDebate(test.app, user.auth, id, (c) => c.messageCount >= 2);
    const renamed = await test.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}`,
      headers: user.auth,
      payload: { title },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().title).toBe(title);
    expect((await getDebate(test.app, user.auth, id)).title).toBe(title);
    const { events } = await watching;
    expect(events.some((e) => e.type === 'state' && e.conversation.title === title)).toBe(true);
    await post(test.app, user.auth, `/api/conversations/${id}/stop`);
    const listed = await test.app.inject({ url: '/api/conversations', headers: user.auth });
    expect(listed.json().conversations[0].title).toBe(title);
  });

  it('DELETE answers 204 and the conversation is gone', async () => {
    const { id } = await createDebate(test.app, auth);
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await test.app.inject({ url: `/api/conversations/${id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
  });
});

describe('bad input and other users', () => {
  const create = (body: unknown, headers: Auth = auth) =>
    test.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers,
      payload: body as Record<string, unknown>,
    });

  it('rejects incomplete or invalid setups with 400 and writes nothing', async () => {
    const user = await signUp(test.app);
    const cases: [unknown, RegExp | string][] = [
      [{}, /./],
      [debateBody({ openingLine: '   ' }), CONVERSATION_TEXT.completeAllFields],
      [debateBody({ openingLine: undefined }), /./],
      [
        debateBody({ agents: [{ model: 'parley-sparring-partner', systemInstructions: 'x' }] }),
        /./,
      ],
      [
        debateBody({
          agents: [
            { model: 'parley-sparring-partner', systemInstructions: ' ' },
            { model: 'parley-sparring-partner', systemInstructions: 'x' },
          ],
        }),
        CONVERSATION_TEXT.completeAllFields,
      ],
      [
        debateBody({
          agents: [
            { model: 'no-such-model-xyz', systemInstructions: 'x' },
            { model: 'parley-sparring-partner', systemInstructions: 'x' },
          ],
        }),
        /Unknown model/,
      ],
      [
        debateBody({
          agents: [
            { model: 'parley-sparring-partner', systemInstructions: 'x' },
            { model: 'parley-sparring-partner', systemInstructions: 'x' },
            { model: 'parley-sparring-partner', systemInstructions: 'x' },
          ],
        }),
        CONVERSATION_TEXT.duelAgents,
      ],
      [debateBody({ startingSlot: 'model-z' }), CONVERSATION_TEXT.unknownSlot],
      // Too long says what and the limit, never "Complete all fields".
      [
        debateBody({
          agents: [
            {
              model: 'parley-sparring-partner',
              systemInstructions: 'x'.repeat(CONVERSATION_LIMITS.instructionsMaxLength + 1),
            },
            { model: 'parley-sparring-partner', systemInstructions: 'x' },
          ],
        }),
        CONVERSATION_TEXT.instructionsTooLong,
      ],
      [
        debateBody({ openingLine: 'x'.repeat(CONVERSATION_LIMITS.openingLineMaxLength + 1) }),
        CONVERSATION_TEXT.openingLineTooLong,
      ],
      [debateBody({ mode: 'chaos' }), /./],
    ];
    for (const [body, message] of cases) {
      const response = await create(body, user.auth);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const list = await test.app.inject({ url: '/api/conversations', headers: user.auth });
    expect(list.json().conversations).toEqual([]);
    expect((await create(debateBody(), { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('rejects a blank or too-long intervention and an unknown target', async () => {
    const { id } = await createDebate(test.app, auth);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const path = `/api/conversations/${id}/intervene`;
    const blank = await post(test.app, auth, path, { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(CONVERSATION_TEXT.interventionRequired);
    const long = await post(test.app, auth, path, { content: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(CONVERSATION_TEXT.interventionTooLong);
    expect((await post(test.app, auth, path, { content: 'y', target: 'gamma' })).statusCode).toBe(
      400,
    );
    const exact = await post(test.app, auth, path, { content: 'z'.repeat(500) });
    expect(exact.statusCode).toBe(200);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
  });

  it('answers 404 for malformed ids and for another user’s conversation', async () => {
    const { id } = await createDebate(test.app, auth);
    await post(test.app, auth, `/api/conversations/${id}/stop`);
    const other = await signUp(test.app);
    const attempts = [
      { method: 'GET' as const, url: `/api/conversations/${id}` },
      { method: 'POST' as const, url: `/api/conversations/${id}/continue` },
      { method: 'POST' as const, url: `/api/conversations/${id}/skip` },
      { method: 'POST' as const, url: `/api/conversations/${id}/stop` },
      {
        method: 'POST' as const,
        url: `/api/conversations/${id}/intervene`,
        payload: { content: 'hi' },
      },
      { method: 'DELETE' as const, url: `/api/conversations/${id}` },
      { method: 'GET' as const, url: `/api/conversations/${id}/export?format=json` },
    ];
    for (const attempt of attempts) {
      const response = await test.app.inject({ ...attempt, headers: other.auth });
      expect(response.statusCode, attempt.url).toBe(404);
    }
    for (const bad of ['not-a-uuid', '123', "1'; drop table users;--"]) {
      const response = await test.app.inject({
        url: `/api/conversations/${encodeURIComponent(bad)}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(404);
    }
    // Still intact for its owner.
    expect((await getDebate(test.app, auth, id)).messages[0]!.seq).toBe(1);
  });
});
