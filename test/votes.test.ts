import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VOTE_TEXT, voteTallyResponseSchema, type VoteTally } from '../src/contract/votes.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  post,
  readEvents,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { readLiveEvents } from './helpers/live.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/** Audience votes on one process (PGlite); test/scale-out-votes.test.ts runs two on PostgreSQL. */
const test = useTestApp({
  listen: true,
  env: { CONVERSATION_TURN_DELAY_MS: '0', LIVE_RATE_LIMIT_PER_MINUTE: '10000' },
});

const viewerToken = () => randomBytes(16).toString('base64url');

async function liveDebate(auth: Auth) {
  const created = await createDebate(test.app, auth);
  const response = await post(test.app, auth, `/api/conversations/${created.id}/live`);
  return { id: created.id, code: (response.json() as { shareCode: string }).shareCode };
}

const vote = (code: string, payload: Record<string, unknown>, auth?: Auth) =>
  test.app.inject({
    method: 'POST',
    url: `/api/live/${code}/votes`,
    ...(auth ? { headers: auth } : {}),
    payload,
  });

async function ownerTally(auth: Auth, id: string): Promise<VoteTally> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/conversations/${id}/votes`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return voteTallyResponseSchema.parse(response.json()).votes;
}

/** Stops the debate once it has the two replies a verdict needs. */
async function end(auth: Auth, id: string) {
  await waitForDebate(
    test.app,
    auth,
    id,
    (c) => c.messages.filter((m) => m.seq > 1 && m.status === 'complete').length >= 2,
    60_000,
  );
  await post(test.app, auth, `/api/conversations/${id}/stop`);
  await waitForDebate(test.app, auth, id, (c) => c.status === 'stopped' && !c.isGenerating);
}

describe('audience votes (DESIGN D21)', () => {
  it('counts one vote per viewer and poll, streams the aggregates to the owner and viewers', async () => {
    const owner = await signUp(test.app);
    const viewer = await signUp(test.app);
    const { id, code } = await liveDebate(owner.auth);
    const until = (events: { type: string }[]) =>
      events.filter((event) => event.type === 'votes').length >= 3;
    const ownerStream = readEvents(
      `${test.url}/api/conversations/${id}/events`,
      (events) => until(events),
      { token: owner.token, timeoutMs: 30_000 },
    );
    const viewerStream = readLiveEvents(
      `${test.url}/api/live/${code}/events`,
      (events) => until(events.map((e) => e.event)),
      { timeoutMs: 30_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const anonymous = viewerToken();
    expect(
      (await vote(code, { phase: 'before', stance: 'for', viewer: anonymous })).statusCode,
    ).toBe(201);
    expect((await vote(code, { phase: 'before', stance: 'against' }, viewer.auth)).statusCode).toBe(
      201,
    );
    // The same token through the code again, or the same account: refused, nothing counted.
    const twice = await vote(code, { phase: 'before', stance: 'against', viewer: anonymous });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: VOTE_TEXT.alreadyVoted });
    expect((await vote(code, { phase: 'before', stance: 'for' }, viewer.auth)).statusCode).toBe(
      409,
    );
    expect(
      (await vote(code, { phase: 'before', stance: 'undecided', viewer: viewerToken() }))
        .statusCode,
    ).toBe(201);
    // Polls of the end are not open yet.
    expect(
      (await vote(code, { phase: 'after', stance: 'for', viewer: anonymous })).json(),
    ).toMatchObject({
      error: VOTE_TEXT.notEndedYet,
    });
    expect((await vote(code, { winner: 'model-a', viewer: anonymous })).statusCode).toBe(409);

    const expected = { for: 1, against: 1, undecided: 1 };
    expect((await ownerTally(owner.auth, id)).before).toEqual(expected);
    for (const events of [
      (await ownerStream).events,
      (await viewerStream).map((received) => received.event),
    ]) {
      const last = events.filter((event) => event.type === 'votes').at(-1);
      expect(last).toMatchObject({ type: 'votes', votes: { before: expected } });
      // Counts only: no voter appears anywhere in the event.
      expect(JSON.stringify(last)).not.toContain(anonymous);
      expect(JSON.stringify(last)).not.toContain(viewer.user.id);
    }

    await end(owner.auth, id);
    const closed = await vote(code, { phase: 'before', stance: 'for', viewer: viewerToken() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: VOTE_TEXT.beforeIsClosed });
    expect(
      (await vote(code, { phase: 'after', stance: 'for', viewer: anonymous })).statusCode,
    ).toBe(201);
    expect(
      (await vote(code, { phase: 'after', stance: 'for', viewer: anonymous })).statusCode,
    ).toBe(409);
    expect((await vote(code, { winner: 'model-b', viewer: anonymous })).statusCode).toBe(201);
    expect((await vote(code, { winner: 'model-b' }, viewer.auth)).statusCode).toBe(201);
    expect((await vote(code, { winner: 'model-a' }, viewer.auth)).statusCode).toBe(409);
    expect((await vote(code, { winner: 'nobody', viewer: viewerToken() })).statusCode).toBe(400);

    const tally = await ownerTally(owner.auth, id);
    expect(tally).toEqual({
      enabled: true,
      before: expected,
      after: { for: 1, against: 0, undecided: 0 },
      peoplesChoice: [{ slot: 'model-b', votes: 2 }],
    });

    // /analytics: how often the People's Choice matched the judges' latest verdict.
    const verdict = await post(test.app, owner.auth, `/api/conversations/${id}/verdict`);
    expect(verdict.statusCode, verdict.body).toBe(201);
    const { winner } = (verdict.json() as { verdict: { winner: string | null } }).verdict;
    const analytics = await test.app.inject({
      method: 'GET',
      url: '/api/analytics?days=1',
      headers: owner.auth,
    });
    expect((analytics.json() as { audience: unknown }).audience).toEqual({
      compared: 1,
      agreed: winner === 'model-b' ? 1 : 0,
    });

    const json = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}/export?format=json`,
      headers: owner.auth,
    });
    expect((json.json() as { votes: VoteTally }).votes).toEqual(tally);
    const markdown = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}/export?format=md`,
      headers: owner.auth,
    });
    expect(markdown.body).toContain(`## ${VOTE_TEXT.markdownHeading}`);
    expect(markdown.body).toContain(VOTE_TEXT.markdownPoll('after', tally.after));
  }, 90_000);

  it('lets the owner turn voting off; refuses bad bodies, unknown codes and strangers', async () => {
    const owner = await signUp(test.app);
    const stranger = await signUp(test.app);
    const { id, code } = await liveDebate(owner.auth);
    const off = await test.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}/votes`,
      headers: owner.auth,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await vote(code, { phase: 'before', stance: 'for', viewer: viewerToken() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: VOTE_TEXT.votingOff });
    expect((await ownerTally(owner.auth, id)).enabled).toBe(false);

    for (const payload of [
      {},
      { phase: 'during', stance: 'for', viewer: viewerToken() },
      { phase: 'before', stance: 'maybe', viewer: viewerToken() },
      { phase: 'before', stance: 'for', viewer: 'short' },
      { phase: 'before', stance: 'for', winner: 'model-a', viewer: viewerToken() },
      { phase: 'before', stance: 'for' },
    ]) {
      expect((await vote(code, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await vote('ZZZZ-ZZZZ', { phase: 'before', stance: 'for', viewer: viewerToken() }))
        .statusCode,
    ).toBe(404);
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await test.app.inject({
        method,
        url: `/api/conversations/${id}/votes`,
        headers: stranger.auth,
        ...(method === 'PATCH' ? { payload: { enabled: true } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await ownerTally(owner.auth, id)).toMatchObject({
      before: { for: 0, against: 0, undecided: 0 },
    });
  }, 90_000);
});
