import { beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT } from '../src/contract/conversations.ts';
import type { LivePollResponse } from '../src/contract/live.ts';
import { CHAT_TEXT } from '../src/contract/texts.ts';
import { messages } from '../src/server/db/schema.ts';
import { KEY_PIECE_LENGTH } from '../src/server/providers/redact.ts';
import { providerEnv } from './fake-providers/server.ts';
import { setTier, signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { readLiveEvents } from './helpers/live.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

/**
 * An upstream 401 that repeats the caller's own key after a few hundred characters of other
 * text: no piece of the key may reach the answer, the log, the stored message or live viewers.
 */
const OWN_KEYS = {
  // A key in Anthropic's format, and one in no known format: only its value gives it away.
  anthropic: {
    key: 'sk-ant-api03-Q7w2E9r4T1y6U3i8O5p0AsDfGhJk',
    model: 'claude-sonnet-4-5-20250929',
  },
  xai: { key: 'Own9Key3For7Xai2Qx5Lm', model: 'grok-3' },
} as const;
type Provider = keyof typeof OWN_KEYS;

const fake = useFakeProviders();
const test = useTestApp(() => ({
  listen: true,
  env: {
    CONVERSATION_TURN_DELAY_MS: '5',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    ...providerEnv(fake.url, ['anthropic', 'xai']),
  },
  logStream: { write: (line) => logs.push(line) },
}));
let auth: Auth;
const logs: string[] = [];

beforeAll(async () => {
  const owner = await signUp(test.app);
  auth = owner.auth;
  await setTier(test, owner.user.id, 'enterprise');
  for (const [provider, { key }] of Object.entries(OWN_KEYS)) {
    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/user/provider-keys',
      headers: auth,
      payload: { provider, apiKey: key },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}, 120_000);

function expectNoPieceOf(key: string, text: string, where: string) {
  for (let at = 0; at + KEY_PIECE_LENGTH <= key.length; at += 1) {
    expect(text, `${where} holds ${key.slice(at, at + KEY_PIECE_LENGTH)}`).not.toContain(
      key.slice(at, at + KEY_PIECE_LENGTH),
    );
  }
}

const providers = Object.keys(OWN_KEYS) as Provider[];

describe('an upstream 401 echoing the caller’s own key', () => {
  it.each(providers)(
    '%s: /api/chat/completions answers 502 with no piece of the key, at any offset',
    async (provider) => {
      const { key, model } = OWN_KEYS[provider];
      for (const before of [0, 250, 262, 275, 290, 299, 400]) {
        fake.reset();
        const answer = await post(test.app, auth, '/api/chat/completions', {
          provider,
          model,
          messages: [{ role: 'user', content: `Hello [fake:401-echo-key=${before}]` }],
        });
        expect(answer.statusCode, answer.body).toBe(502);
        // The key did reach the fake provider, and it did echo it.
        expect(JSON.stringify(fake.requests.at(-1)!.headers)).toContain(key);
        expectNoPieceOf(key, answer.body, `the answer (key after ${before})`);
        if (before <= 250) expect(answer.json<{ error: string }>().error).toContain('[redacted]');
      }
      expectNoPieceOf(key, logs.join(''), 'the log');
    },
    60_000,
  );

  it.each(providers)(
    '%s: a debate turn stores and shows live viewers no piece of the key',
    async (provider) => {
      const { key, model } = OWN_KEYS[provider];
      const debate = await createDebate(
        test.app,
        auth,
        debateBody({ openingLine: 'Should cities ban cars? [fake:401-echo-key=250]' }, model),
      );
      const failed = await waitForDebate(test.app, auth, debate.id, (c) =>
        c.messages.some((message) => message.status === 'error'),
      );
      const report = failed.messages.find((message) => message.status === 'error')!;
      // The owner's detail holds the upstream's words, redacted; the content none of them.
      expect(report.detail).toContain('[redacted]');
      expect(report.content).not.toContain('[redacted]');
      expectNoPieceOf(key, JSON.stringify(failed), 'the conversation');

      const stored = await test.database.db.select({ content: messages.content }).from(messages);
      expectNoPieceOf(key, JSON.stringify(stored), 'the messages table');

      const live = await post(test.app, auth, `/api/conversations/${debate.id}/live`);
      const { shareCode } = live.json<{ shareCode: string }>();
      const poll = await fetch(`${test.url}/api/live/${shareCode}/messages`);
      const polled = (await poll.json()) as LivePollResponse;
      expect(polled.messages.some((message) => message.content === report.content)).toBe(true);
      expectNoPieceOf(key, JSON.stringify(polled), 'the live poll');
      const events = await readLiveEvents(`${test.url}/api/live/${shareCode}/events`, (received) =>
        received.some(({ event }) => event.type === 'snapshot'),
      );
      expect(events.length).toBeGreaterThan(0);
      expectNoPieceOf(key, JSON.stringify(events), 'the live stream');
      expectNoPieceOf(key, logs.join(''), 'the log');
    },
    60_000,
  );
});

/** What a text holds once spaces and invisible characters are taken out. */
const compact = (text: string) => text.replace(/[\s\u200B-\u200D\u2060\uFEFF]+/g, '');

/** Every view of a debate others may read: the live poll, the live stream, and both exports. */
async function viewersViews(debateId: string) {
  const live = await post(test.app, auth, `/api/conversations/${debateId}/live`);
  const { shareCode } = live.json<{ shareCode: string }>();
  const poll = (await (
    await fetch(`${test.url}/api/live/${shareCode}/messages`)
  ).json()) as LivePollResponse;
  const events = await readLiveEvents(`${test.url}/api/live/${shareCode}/events`, (received) =>
    received.some(({ event }) => event.type === 'snapshot'),
  );
  const exported = async (format: 'md' | 'json') =>
    (
      await test.app.inject({
        url: `/api/conversations/${debateId}/export?format=${format}`,
        headers: auth,
      })
    ).body;
  return { poll, events, markdown: await exported('md'), json: await exported('json') };
}

describe('viewers never see an upstream’s own words (issue 27, item 7)', () => {
  const spec = CONVERSATION_TEXT.errorMessage(CHAT_TEXT.backendError(CHAT_TEXT.failedToGenerate));

  it('a key spelt out with spaces reaches no viewer, export or owner; everyone else reads SPEC §8’s text', async () => {
    const { key, model } = OWN_KEYS.anthropic;
    const debate = await createDebate(
      test.app,
      auth,
      debateBody({ openingLine: 'Should cities ban cars? [fake:401-echo-key-spaced]' }, model),
    );
    const failed = await waitForDebate(test.app, auth, debate.id, (c) =>
      c.messages.some((message) => message.status === 'error'),
    );
    // The key did go upstream, and came back spelt out.
    expect(JSON.stringify(fake.requests.at(-1)!.headers)).toContain(key);
    const report = failed.messages.find((message) => message.status === 'error')!;
    expect(report.content).toBe(spec);
    // A detail that spells a key out cannot be redacted in place: the owner is shown none of it.
    expect(report.detail).toBe('[redacted]');

    const { poll, events, markdown, json } = await viewersViews(debate.id);
    expect(poll.messages.find((message) => message.id === report.id)).toEqual({
      id: report.id,
      sender: report.sender,
      content: spec,
      timestamp: report.timestamp,
    });
    const snapshot = events.find(({ event }) => event.type === 'snapshot')!.event;
    expect(snapshot.type === 'snapshot' && snapshot.messages.at(-1)).toMatchObject({
      content: spec,
    });
    expect(markdown).toContain(spec);
    const exported = JSON.parse(json) as { messages: Record<string, unknown>[] };
    expect(exported.messages.at(-1)).toMatchObject({ content: spec });
    expect(exported.messages.every((message) => !('detail' in message))).toBe(true);
    const seen = { poll, events, markdown, json, conversation: failed };
    for (const [where, view] of Object.entries(seen)) {
      expectNoPieceOf(key, compact(JSON.stringify(view)), where);
    }
    expectNoPieceOf(key, compact(logs.join('')), 'the log');
  }, 60_000);

  it('an upstream’s words without any key are the owner’s detail alone', async () => {
    const { model } = OWN_KEYS.anthropic;
    const debate = await createDebate(
      test.app,
      auth,
      debateBody({ openingLine: 'Should cities ban cars? [fake:500]' }, model),
    );
    const failed = await waitForDebate(test.app, auth, debate.id, (c) =>
      c.messages.some((message) => message.status === 'error'),
    );
    const report = failed.messages.find((message) => message.status === 'error')!;
    expect(report).toMatchObject({ content: spec, detail: 'Upstream exploded' });
    const views = JSON.stringify(await viewersViews(debate.id));
    expect(views).toContain(spec);
    expect(views).not.toContain('Upstream exploded');
  }, 60_000);
});
