import { describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { FORMAT_TEXT } from '../src/contract/formats.ts';
import { LIVE_TEXT } from '../src/contract/live.ts';
import { signUp, uniqueEmail, type TestApp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * A collaborator's seat (issue 30, decision 039), through the real API on the offline model: the
 * owner names an account by email, the debate goes live at once, and the collaborator speaks in
 * their seat from the live session on their turn, and only then; nobody else may.
 */

const test = useTestApp({
  env: { CONVERSATION_TURN_DELAY_MS: '0', OFFLINE_MODEL_TOKENS_PER_SECOND: '0' },
});

/** Lincoln–Douglas with `email`'s account in `seat` (the affirmative is model-a). */
const ldWithCollaborator = (seat: 'model-a' | 'model-b', email: string) =>
  debateBody({
    format: 'lincoln-douglas',
    agents: [
      {
        model: 'parley-sparring-partner',
        systemInstructions: 'You argue for the ban.',
        ...(seat === 'model-a' ? { seat: { collaborator: email } } : {}),
      },
      {
        model: 'parley-sparring-partner',
        systemInstructions: 'You argue against the ban.',
        ...(seat === 'model-b' ? { seat: { collaborator: email } } : {}),
      },
    ],
  });

const liveSpeak = (app: TestApp['app'], auth: Auth, code: string, content: string) =>
  post(app, auth, `/api/live/${code}/speak`, { content });

const awaiting = (slot: string) => (c: Conversation) => c.awaitingSeat === slot;

async function listCount(auth: Auth) {
  const list = await test.app.inject({ method: 'GET', url: '/api/conversations', headers: auth });
  return (list.json() as { conversations: unknown[] }).conversations.length;
}

describe("a collaborator's seat", () => {
  it('goes live at once; the collaborator speaks on their turn, and nobody else may', async () => {
    const owner = await signUp(test.app);
    const collaborator = await signUp(test.app);
    const stranger = await signUp(test.app);
    const created = await createDebate(
      test.app,
      owner.auth,
      ldWithCollaborator('model-b', collaborator.user.email.toUpperCase()),
    );
    expect(created.agents.map((agent) => agent.seat)).toEqual(['model', 'collaborator']);
    const code = created.liveCode!;
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // The collaborator joins the session: their seat is known to them; a stranger only watches.
    const joined = await test.app.inject({
      method: 'GET',
      url: `/api/live/${code}`,
      headers: collaborator.auth,
    });
    expect(joined.json()).toMatchObject({ role: 'collaborator', seats: ['model-b'] });
    const watched = await test.app.inject({
      method: 'GET',
      url: `/api/live/${code}`,
      headers: stranger.auth,
    });
    expect(watched.json()).toMatchObject({ role: 'viewer', seats: [] });
    // The owner's sharing lists the collaborator's invitation.
    const sharing = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${created.id}/live`,
      headers: owner.auth,
    });
    expect(sharing.json()).toMatchObject({
      shareCode: code,
      collaborators: [{ email: collaborator.user.email }],
    });

    await waitForDebate(test.app, owner.auth, created.id, awaiting('model-b'));
    // Stopped, the debate awaits no one: the collaborator's words are out of turn.
    expect(
      (await post(test.app, owner.auth, `/api/conversations/${created.id}/stop`)).statusCode,
    ).toBe(200);
    const early = await liveSpeak(test.app, collaborator.auth, code, 'Too early.');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: FORMAT_TEXT.notYourTurn });
    expect(
      (await post(test.app, owner.auth, `/api/conversations/${created.id}/continue`)).statusCode,
    ).toBe(200);
    const turn = await waitForDebate(test.app, owner.auth, created.id, awaiting('model-b'));

    // The owner cannot speak for the collaborator's seat, by either route.
    const ownerSpeaks = await post(test.app, owner.auth, `/api/conversations/${created.id}/speak`, {
      content: 'I speak for them.',
    });
    expect(ownerSpeaks.statusCode).toBe(409);
    expect((await liveSpeak(test.app, owner.auth, code, 'Me again.')).statusCode).toBe(409);
    // Anyone holding no seat there, and any unknown code: 404.
    const strangerSpeaks = await liveSpeak(test.app, stranger.auth, code, 'Hello?');
    expect(strangerSpeaks.statusCode).toBe(404);
    expect(strangerSpeaks.json()).toMatchObject({ error: LIVE_TEXT.notFound });
    expect((await liveSpeak(test.app, collaborator.auth, 'ZZZZ-ZZZZ', 'Hi')).statusCode).toBe(404);

    // Over the phase's word limit: 400 with the limit.
    const tooLong = await liveSpeak(
      test.app,
      collaborator.auth,
      code,
      Array(81).fill('w').join(' '),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: FORMAT_TEXT.overWordLimit(80, 81) });
    const unchanged = await waitForDebate(test.app, owner.auth, created.id, awaiting('model-b'));
    expect(unchanged.messageCount).toBe(turn.messageCount);

    const question = 'Who pays for the buses once cars are banned?';
    expect((await liveSpeak(test.app, collaborator.auth, code, question)).statusCode).toBe(204);
    const after = await waitForDebate(test.app, owner.auth, created.id, awaiting('model-b'));
    const spoken = after.messages.find((message) => message.content === question)!;
    expect(spoken).toMatchObject({ sender: 'model-b', phase: 'Cross-examination by the negative' });
    // The offline affirmative answered the collaborator before their next question.
    expect(after.messages.at(-1)).toMatchObject({ sender: 'model-a', phase: spoken.phase });

    // The export says who held the seat.
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${created.id}/export?format=json`,
      headers: owner.auth,
    });
    expect(exported.json().agents[1]).toMatchObject({ slot: 'model-b', seat: 'collaborator' });
    const markdown = await test.app.inject({
      method: 'GET',
      url: `/api/conversations/${created.id}/export?format=md`,
      headers: owner.auth,
    });
    expect(markdown.body).toContain('a collaborator, in person');

    // Judged, the debate counts in the collaborator's own record, not in the owner's.
    await post(test.app, owner.auth, `/api/conversations/${created.id}/stop`);
    await waitForDebate(test.app, owner.auth, created.id, (c) => !c.isGenerating);
    const verdict = await post(test.app, owner.auth, `/api/conversations/${created.id}/verdict`);
    expect(verdict.statusCode, verdict.body).toBe(201);
    const recordOf = async (auth: Auth) =>
      (await test.app.inject({ method: 'GET', url: '/api/analytics', headers: auth })).json()
        .person as { debates: number; opponents: { model: string }[] };
    expect(await recordOf(collaborator.auth)).toMatchObject({
      debates: 1,
      opponents: [{ model: 'parley-sparring-partner' }],
    });
    expect(await recordOf(owner.auth)).toMatchObject({ debates: 0 });
  }, 90_000);

  it('an unknown account, the owner’s own email or a malformed one is a 400 that makes nothing', async () => {
    const owner = await signUp(test.app);
    const cases = [
      [uniqueEmail('nobody'), FORMAT_TEXT.collaboratorUnknown],
      [owner.user.email, FORMAT_TEXT.collaboratorIsOwner],
      ['not-an-email', undefined],
    ] as const;
    for (const [email, error] of cases) {
      const response = await post(
        test.app,
        owner.auth,
        '/api/conversations',
        ldWithCollaborator('model-a', email),
      );
      expect(response.statusCode).toBe(400);
      if (error) expect(response.json()).toMatchObject({ error });
    }
    expect(await listCount(owner.auth)).toBe(0);
  });
});
