import { describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT, type Conversation } from '../src/contract/conversations.ts';
import {
  LIVE_CODE_PATTERN,
  LIVE_TEXT,
  type Collaborator,
  type LivePollResponse,
  type LiveSharing,
} from '../src/contract/live.ts';
import { buildTestApp, signUp, uniqueEmail } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  getDebate,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { readLiveEvents, viewAfter } from './helpers/live.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const test = useTestApp({
  listen: true,
  env: {
    OFFLINE_MODEL_TOKENS_PER_SECOND: '60',
    CONVERSATION_TURN_DELAY_MS: '5',
    LIVE_RATE_LIMIT_PER_MINUTE: '10000',
    LIVE_INVITES_PER_MINUTE: '10000',
  },
});

async function goLive(auth: Auth, id: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/live`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { shareCode: string }).shareCode;
}

const poll = (code: string, since?: string) =>
  test.app.inject({
    method: 'GET',
    url: `/api/live/${code}/messages${since ? `?since=${encodeURIComponent(since)}` : ''}`,
  });

describe('going live', () => {
  it('gives the owner one XXXX-XXXX code, revocable; others get 404 for all of it', async () => {
    const owner = await signUp(test.app);
    const other = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const code = await goLive(owner.auth, debate.id);
    expect(code).toMatch(LIVE_CODE_PATTERN);
    expect(await goLive(owner.auth, debate.id)).toBe(code);
    expect((await getDebate(test.app, owner.auth, debate.id)).id).toBe(debate.id);

    for (const [method, url, payload] of [
      ['POST', `/api/conversations/${debate.id}/live`, undefined],
      ['GET', `/api/conversations/${debate.id}/live`, undefined],
      ['DELETE', `/api/conversations/${debate.id}/live`, undefined],
      ['POST', `/api/conversations/${debate.id}/live/collaborators`, { email: other.user.email }],
      ['POST', `/api/conversations/not-an-id/live`, undefined],
    ] as const) {
      const response = await test.app.inject({ method, url, headers: other.auth, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Still live with the same code after the others' attempts.
    const sharing = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${debate.id}/live`,
      headers: owner.auth,
    });
    expect(sharing.json()).toEqual({ shareCode: code, collaborators: [] });

    const revoke = await test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${debate.id}/live`,
      headers: owner.auth,
    });
    expect(revoke.statusCode).toBe(204);
    // A revoked code answers exactly like one that never existed.
    const revoked = await poll(code);
    const unknown = await poll(code === 'ZZZZ-ZZZZ' ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ');
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(unknown.json());
    expect(revoked.json()).toMatchObject({ error: LIVE_TEXT.notFound });
    const again = await goLive(owner.auth, debate.id);
    expect(again).not.toBe(code);
    expect((await poll(again)).statusCode).toBe(200);
  }, 60_000);

  it('refuses malformed codes (a path that names nothing: 404) and upper-cases the rest', async () => {
    const owner = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const code = await goLive(owner.auth, debate.id);
    for (const bad of ['abc', 'ABCD2345', 'ABCD-23456', '%00%00', 'ABCD-23%2F5']) {
      const response = await poll(bad);
      expect(response.statusCode, bad).toBe(404);
    }
    expect((await poll('abc')).json()).toMatchObject({ error: LIVE_TEXT.invalidShareCode });
    expect((await poll(code.toLowerCase())).statusCode).toBe(200);
    expect((await poll(code, 'yesterday')).statusCode).toBe(400);
    const badResume = await test.app.inject({
      method: 'GET',
      url: `/api/live/${code}/events`,
      headers: { 'last-event-id': 'nonsense' },
    });
    expect(badResume.statusCode).toBe(400);
    expect(badResume.json()).toMatchObject({ error: CONVERSATION_TEXT.invalidLastEventId });
  }, 60_000);
});

describe('the poll endpoint (SPEC §7)', () => {
  it('answers { success, sessionInfo, messages } with finished messages from `since`', async () => {
    const owner = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const code = await goLive(owner.auth, debate.id);
    await waitForDebate(test.app, owner.auth, debate.id, (c) => c.messages.length >= 3, 60_000);

    const first = (await poll(code)).json() as LivePollResponse;
    expect(first.success).toBe(true);
    expect(first.sessionInfo).toMatchObject({ shareCode: code, title: debate.title, mode: 'duel' });
    expect(first.sessionInfo.agents.map((a) => a.name)).toEqual([
      'Primary Agent',
      'Alternative Agent',
    ]);
    expect(first.messages.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(first.messages[0]!).sort()).toEqual([
      'content',
      'id',
      'sender',
      'timestamp',
    ]);
    expect(first.messages[0]).toMatchObject({
      sender: 'model-a',
      content: debateBody().openingLine,
    });

    const last = first.messages.at(-1)!;
    const later = (await poll(code, last.timestamp)).json() as LivePollResponse;
    expect(later.messages[0]?.id).toBe(last.id);
    expect(later.messages.every((m) => m.timestamp >= last.timestamp)).toBe(true);
    const ids = new Set(first.messages.map((m) => m.id));
    const stored = await getDebate(test.app, owner.auth, debate.id);
    const finished = stored.messages.filter((m) => m.status !== 'streaming').map((m) => m.id);
    // Together the polls hold every finished message so far, none twice.
    for (const message of later.messages) ids.add(message.id);
    expect(finished.every((id) => ids.has(id))).toBe(true);
  }, 90_000);
});

describe('the live event stream', () => {
  it('resumes with Last-Event-ID mid-message without a duplicate or a gap', async () => {
    const owner = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const code = await goLive(owner.auth, debate.id);
    const url = `${test.url}/api/live/${code}/events`;

    // First connection: leave in the middle of a reply.
    const first = await readLiveEvents(url, (events) =>
      events.some((e) => e.event.type === 'delta' && e.event.seq >= 2),
    );
    expect(first[0]!.event.type).toBe('snapshot');
    let shown = viewAfter(first);
    const lastId = first.at(-1)!.id;
    const watchedSeq = shown!.messages.at(-1)!.seq;

    // Second connection resumes; read until that reply is finished.
    const second = await readLiveEvents(
      url,
      (events) =>
        events.some(
          (e) =>
            e.event.type === 'message' &&
            e.event.message.seq === watchedSeq &&
            e.event.message.status !== 'streaming',
        ),
      { lastEventId: lastId, timeoutMs: 60_000 },
    );
    expect(second[0]!.event.type).toBe('state');
    expect(second.some((e) => e.event.type === 'snapshot')).toBe(false);
    // Rebuilt from deltas only (no whole message resent): before it is finished, the text is exact.
    const beforeDone = second.findIndex((e) => e.event.type === 'message');
    shown = viewAfter(second.slice(0, beforeDone), shown);
    const done = second[beforeDone]!.event;
    if (done.type !== 'message') throw new Error('expected the finished message');
    expect(shown!.messages.find((m) => m.seq === watchedSeq)?.content).toBe(done.message.content);

    const stored = await getDebate(test.app, owner.auth, debate.id);
    expect(stored.messages.find((m) => m.seq === watchedSeq)?.content).toBe(done.message.content);
  }, 90_000);

  it('ends the stream of a revoked code, and then refuses it', async () => {
    const owner = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const code = await goLive(owner.auth, debate.id);
    let connected = false;
    const reading = readLiveEvents(`${test.url}/api/live/${code}/events`, (events) => {
      connected = events.length > 0;
      return events.some((e) => e.event.type === 'ended');
    });
    await waitFor(async () => connected);
    const revoke = await test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${debate.id}/live`,
      headers: owner.auth,
    });
    expect(revoke.statusCode).toBe(204);
    const events = await reading;
    expect(events.at(-1)!.event.type).toBe('ended');
    const response = await fetch(`${test.url}/api/live/${code}/events`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: LIVE_TEXT.notFound });
  }, 60_000);

  it('answers HEAD with the stream’s headers at once (it hung: Node sends them only on end)', async () => {
    const owner = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const code = await goLive(owner.auth, debate.id);
    const response = await fetch(`${test.url}/api/live/${code}/events`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const unknown = await fetch(`${test.url}/api/live/ZZZZ-ZZZZ/events`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(5000),
    });
    expect(unknown.status).toBe(404);
  });
});

describe('collaborators', () => {
  const invite = (auth: Auth, id: string, email: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/live/collaborators`,
      headers: auth,
      payload: { email },
    });
  const uninvite = (auth: Auth, id: string, collaboratorId: string) =>
    test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${id}/live/collaborators/${collaboratorId}`,
      headers: auth,
    });
  const sharing = async (auth: Auth, id: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}/live`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json<LiveSharing>();
  };
  const join = (auth: Auth, code: string) =>
    test.app.inject({ method: 'GET', url: `/api/live/${code}`, headers: auth });
  const intervene = (auth: Auth, code: string, content: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/live/${code}/intervene`,
      headers: auth,
      payload: { content },
    });

  it('are invited by email, may intervene, and viewers may not', async () => {
    const owner = await signUp(test.app);
    const collaborator = await signUp(test.app, { name: 'Cora' });
    const viewer = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    expect((await invite(owner.auth, debate.id, collaborator.user.email)).json()).toMatchObject({
      error: LIVE_TEXT.notLive,
    });
    const code = await goLive(owner.auth, debate.id);
    const added = await invite(owner.auth, debate.id, collaborator.user.email.toUpperCase());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      email: collaborator.user.email,
      invitedAt: expect.any(String),
    });
    // Inviting again answers the same invitation.
    expect((await invite(owner.auth, debate.id, ` ${collaborator.user.email} `)).json()).toEqual(
      added.json(),
    );
    const ownEmail = await invite(owner.auth, debate.id, owner.user.email);
    expect(ownEmail.statusCode).toBe(400);
    expect(ownEmail.json()).toMatchObject({ error: LIVE_TEXT.collaboratorIsOwner });

    expect((await join(collaborator.auth, code)).json()).toMatchObject({ role: 'collaborator' });
    expect((await join(viewer.auth, code)).json()).toMatchObject({ role: 'viewer' });
    expect((await join(owner.auth, code)).json()).toMatchObject({ role: 'owner' });
    expect((await test.app.inject({ method: 'GET', url: `/api/live/${code}` })).statusCode).toBe(
      401,
    );

    const refused = await intervene(viewer.auth, code, 'A viewer tries to speak');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: LIVE_TEXT.viewersCannotWrite });
    expect((await intervene(collaborator.auth, code, '')).statusCode).toBe(400);
    expect((await intervene(collaborator.auth, code, 'Consider the buses.')).statusCode).toBe(204);
    const after = await waitForDebate(test.app, owner.auth, debate.id, (c: Conversation) =>
      c.messages.some((m) => m.sender === 'user'),
    );
    expect(after.messages.filter((m) => m.sender === 'user').map((m) => m.content)).toEqual([
      'Consider the buses.',
    ]);

    const { id: invitationId } = added.json<Collaborator>();
    expect((await uninvite(owner.auth, debate.id, invitationId.toUpperCase())).statusCode).toBe(
      204,
    );
    const again = await uninvite(owner.auth, debate.id, invitationId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: LIVE_TEXT.collaboratorNotFound });
    expect((await join(collaborator.auth, code)).json()).toMatchObject({ role: 'viewer' });
    expect((await intervene(collaborator.auth, code, 'Again')).statusCode).toBe(403);
  }, 90_000);

  it('answer a registered and an unknown email alike, and show only what the owner typed', async () => {
    const owner = await signUp(test.app);
    const registered = await signUp(test.app, { name: 'Rosalind Registered' });
    const unknown = uniqueEmail('nobody');
    const debate = await createDebate(test.app, owner.auth);
    await goLive(owner.auth, debate.id);

    const answers = [
      await invite(owner.auth, debate.id, registered.user.email),
      await invite(owner.auth, debate.id, unknown),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(Object.keys(answer.json()).sort()).toEqual(['email', 'id', 'invitedAt']);
      expect(answer.body).not.toContain(registered.user.id);
      expect(answer.body).not.toContain('Rosalind');
    }
    expect(answers.map((answer) => answer.json<Collaborator>().email)).toEqual([
      registered.user.email,
      unknown,
    ]);

    const listed = await sharing(owner.auth, debate.id);
    expect(listed.collaborators.map((collaborator) => collaborator.email)).toEqual([
      registered.user.email,
      unknown,
    ]);
    expect(JSON.stringify(listed)).not.toContain(registered.user.id);
    expect(JSON.stringify(listed)).not.toContain('Rosalind');
  }, 60_000);

  it('wait for an email with no account: its owner takes part once signed up', async () => {
    const owner = await signUp(test.app);
    const later = uniqueEmail('later');
    const debate = await createDebate(test.app, owner.auth);
    await post(test.app, owner.auth, `/api/conversations/${debate.id}/stop`);
    const code = await goLive(owner.auth, debate.id);
    expect((await invite(owner.auth, debate.id, later.toUpperCase())).statusCode).toBe(201);

    const newcomer = await signUp(test.app, { email: later, name: 'Late Larry' });
    expect((await join(newcomer.auth, code)).json()).toMatchObject({ role: 'collaborator' });
    expect((await intervene(newcomer.auth, code, 'Trams, not cars.')).statusCode).toBe(204);
    await waitForDebate(test.app, owner.auth, debate.id, (c: Conversation) =>
      c.messages.some((m) => m.sender === 'user' && m.content === 'Trams, not cars.'),
    );
    // The owner still sees only the address they typed.
    expect(JSON.stringify(await sharing(owner.auth, debate.id))).not.toContain('Larry');

    // Revoking the code withdraws its invitations: live again, the newcomer only watches.
    await test.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${debate.id}/live`,
      headers: owner.auth,
    });
    const next = await goLive(owner.auth, debate.id);
    expect((await sharing(owner.auth, debate.id)).collaborators).toEqual([]);
    expect((await join(newcomer.auth, next)).json()).toMatchObject({ role: 'viewer' });
    expect((await intervene(newcomer.auth, next, 'Still here?')).statusCode).toBe(403);
  }, 60_000);

  it('refuse bad emails with 400, and answer 404 for another user’s conversation or invitation', async () => {
    const owner = await signUp(test.app);
    const other = await signUp(test.app);
    const debate = await createDebate(test.app, owner.auth);
    const othersDebate = await createDebate(test.app, other.auth);
    await goLive(owner.auth, debate.id);
    await goLive(other.auth, othersDebate.id);
    for (const bad of [
      '',
      '   ',
      'not an email',
      'a@',
      '@example.com',
      `${'x'.repeat(250)}@example.com`,
    ]) {
      const response = await invite(owner.auth, debate.id, bad);
      expect(response.statusCode, bad).toBe(400);
    }
    const missing = await test.app.inject({
      method: 'POST',
      url: `/api/conversations/${debate.id}/live/collaborators`,
      headers: owner.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await sharing(owner.auth, debate.id)).collaborators).toEqual([]);

    const others = await invite(other.auth, othersDebate.id, uniqueEmail('friend'));
    const { id: othersInvitation } = others.json<Collaborator>();
    expect((await invite(owner.auth, othersDebate.id, uniqueEmail())).statusCode).toBe(404);
    expect((await uninvite(owner.auth, othersDebate.id, othersInvitation)).statusCode).toBe(404);
    // Another conversation's invitation is not this one's, even for its owner's own debate.
    expect((await uninvite(owner.auth, debate.id, othersInvitation)).statusCode).toBe(404);
    expect((await uninvite(owner.auth, debate.id, 'not-an-id')).statusCode).toBe(404);
    expect((await sharing(other.auth, othersDebate.id)).collaborators).toHaveLength(1);
  }, 60_000);
});

describe('rate limits of the public live endpoints', () => {
  it('answer 429 past the per-address request and open-stream limits', async () => {
    const limited = await buildTestApp({
      listen: true,
      env: { LIVE_RATE_LIMIT_PER_MINUTE: '3', LIVE_STREAMS_PER_ADDRESS: '1' },
    });
    try {
      const owner = await signUp(limited.app);
      const debate = await createDebate(limited.app, owner.auth);
      const code = (
        await limited.app.inject({
          method: 'POST',
          url: `/api/conversations/${debate.id}/live`,
          headers: owner.auth,
        })
      ).json().shareCode as string;
      const first = new AbortController();
      const open = await fetch(`${limited.url}/api/live/${code}/events`, {
        signal: first.signal,
      });
      expect(open.status).toBe(200);
      const second = await fetch(`${limited.url}/api/live/${code}/events`);
      expect(second.status).toBe(429);
      expect(await second.json()).toMatchObject({ error: LIVE_TEXT.tooManyStreams(1) });
      first.abort();

      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await fetch(`${limited.url}/api/live/${code}/messages`)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await fetch(`${limited.url}/api/live/${code}/messages`);
      expect(await refused.json()).toMatchObject({ error: LIVE_TEXT.tooManyRequests });
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('the invitation rate limit', () => {
  it('answers 429 past LIVE_INVITES_PER_MINUTE per account, and per address, changing nothing', async () => {
    const limited = await buildTestApp({ env: { LIVE_INVITES_PER_MINUTE: '3' } });
    try {
      const liveDebate = async () => {
        const owner = await signUp(limited.app);
        const debate = await createDebate(limited.app, owner.auth);
        await limited.app.inject({
          method: 'POST',
          url: `/api/conversations/${debate.id}/live`,
          headers: owner.auth,
        });
        return { auth: owner.auth, id: debate.id };
      };
      const invite = (owner: { auth: Auth; id: string }, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/conversations/${owner.id}/live/collaborators`,
          headers: owner.auth,
          payload: { email: uniqueEmail('probe') },
          remoteAddress,
        });
      const invited = async (owner: { auth: Auth; id: string }) =>
        (
          await limited.app.inject({
            method: 'GET',
            url: `/api/conversations/${owner.id}/live`,
            headers: owner.auth,
          })
        ).json<LiveSharing>().collaborators.length;

      // One account from four addresses.
      const prober = await liveDebate();
      const fromEverywhere = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
        fromEverywhere.push(await invite(prober, address));
      }
      expect(fromEverywhere.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
      expect(fromEverywhere[3]!.json()).toMatchObject({ error: LIVE_TEXT.tooManyInvitations });
      expect(await invited(prober)).toBe(3);

      // Four accounts from one address.
      const owners = [
        await liveDebate(),
        await liveDebate(),
        await liveDebate(),
        await liveDebate(),
      ];
      const fromOne = [];
      for (const owner of owners) fromOne.push(await invite(owner, '10.0.0.9'));
      expect(fromOne.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
      expect(await invited(owners[3]!)).toBe(0);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
