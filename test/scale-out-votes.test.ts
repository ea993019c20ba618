import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { VOTE_STANCES, VOTE_TEXT, type VoteTally } from '../src/contract/votes.ts';
import { debateBody, readEvents } from './helpers/conversations.ts';
import { readLiveEvents } from './helpers/live.ts';
import { callJson, pollConversation, type ServerProcess } from './helpers/server-process.ts';
import { twoServersOnPostgres } from './helpers/scale-out.ts';

/**
 * Audience votes across processes (DESIGN D21): two servers on one PostgreSQL, 200 anonymous
 * viewers voting through either; one vote each, counted exactly, the aggregates on both streams.
 */
const VIEWERS = 200;

describe.skipIf(!process.env['TEST_DATABASE_URL'])('audience votes on two processes', () => {
  const cluster = twoServersOnPostgres('Votes', {
    CONVERSATION_TURN_DELAY_MS: '10',
    LIVE_RATE_LIMIT_PER_MINUTE: '10000',
  });
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  beforeEach(() => ({ a, b, token } = cluster));

  const vote = (server: ServerProcess, code: string, body: Record<string, unknown>) =>
    fetch(`${server.url}/api/live/${code}/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('counts 200 anonymous viewers voting through both processes exactly, once each', async () => {
    const created = await callJson<Conversation>(`${a.url}/api/conversations`, {
      method: 'POST',
      token,
      body: JSON.stringify(debateBody()),
    });
    const { shareCode: code } = await callJson<{ shareCode: string }>(
      `${a.url}/api/conversations/${created.id}/live`,
      { method: 'POST', token },
    );
    const viewers = Array.from({ length: VIEWERS }, (_, index) => ({
      token: randomBytes(16).toString('base64url'),
      server: index % 2 ? b : a,
      other: index % 2 ? a : b,
      stance: VOTE_STANCES[index % 3]!,
      after: VOTE_STANCES[(index + 1) % 3]!,
      winner: index % 4 === 0 ? 'model-b' : 'model-a',
    }));
    const count = (pick: (viewer: (typeof viewers)[number]) => string, value: string) =>
      viewers.filter((viewer) => pick(viewer) === value).length;
    const stances = (pick: (viewer: (typeof viewers)[number]) => string) =>
      Object.fromEntries(VOTE_STANCES.map((stance) => [stance, count(pick, stance)]));
    const before = stances((viewer) => viewer.stance);

    // The owner watches on A, a viewer on B, until the last count arrives.
    const complete = (votes: VoteTally | undefined) =>
      votes !== undefined &&
      votes.before.for + votes.before.against + votes.before.undecided === VIEWERS;
    const ownerStream = readEvents(
      `${a.url}/api/conversations/${created.id}/events`,
      (events) => events.some((event) => event.type === 'votes' && complete(event.votes)),
      { token, timeoutMs: 120_000 },
    );
    const viewerStream = readLiveEvents(
      `${b.url}/api/live/${code}/events`,
      (events) => events.some(({ event }) => event.type === 'votes' && complete(event.votes)),
      { timeoutMs: 120_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const statuses = await Promise.all(
      viewers.map((viewer) =>
        vote(viewer.server, code, { phase: 'before', stance: viewer.stance, viewer: viewer.token }),
      ),
    );
    expect(statuses.map((response) => response.status)).toEqual(viewers.map(() => 201));
    // Every viewer tries again through the other process: each is refused, nothing counted.
    const again = await Promise.all(
      viewers.map((viewer) =>
        vote(viewer.other, code, { phase: 'before', stance: 'for', viewer: viewer.token }),
      ),
    );
    expect(again.map((response) => response.status)).toEqual(viewers.map(() => 409));
    expect(await again[0]!.json()).toMatchObject({ error: VOTE_TEXT.alreadyVoted });

    for (const events of [
      (await ownerStream).events,
      (await viewerStream).map((received) => received.event),
    ]) {
      const last = events.filter((event) => event.type === 'votes').at(-1);
      expect(last).toMatchObject({ votes: { before } });
    }

    await callJson(`${a.url}/api/conversations/${created.id}/stop`, { method: 'POST', token });
    await pollConversation(
      () => callJson<Conversation>(`${b.url}/api/conversations/${created.id}`, { token }),
      (conversation) => conversation.status === 'stopped',
    );
    const late = await vote(b, code, {
      phase: 'before',
      stance: 'for',
      viewer: randomBytes(16).toString('base64url'),
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: VOTE_TEXT.beforeIsClosed });

    const ended = await Promise.all(
      viewers.flatMap((viewer) => [
        vote(viewer.other, code, { phase: 'after', stance: viewer.after, viewer: viewer.token }),
        vote(viewer.server, code, { winner: viewer.winner, viewer: viewer.token }),
      ]),
    );
    expect(ended.map((response) => response.status)).toEqual(ended.map(() => 201));

    for (const server of [a, b]) {
      const { votes } = await callJson<{ votes: VoteTally }>(
        `${server.url}/api/conversations/${created.id}/votes`,
        { token },
      );
      expect(votes).toEqual({
        enabled: true,
        before,
        after: stances((viewer) => viewer.after),
        peoplesChoice: [
          { slot: 'model-a', votes: count((viewer) => viewer.winner, 'model-a') },
          { slot: 'model-b', votes: count((viewer) => viewer.winner, 'model-b') },
        ],
      });
    }
  }, 240_000);
});
