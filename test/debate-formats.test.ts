import { ACCOUNT_LIMITS_TEXT } from '../src/contract/account-limits.ts';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { builtInFormat, FORMAT_TEXT, phaseTurns, sideOf } from '../src/contract/formats.ts';
import { MAX } from '../src/contract/modes.ts';
import { buildApp } from '../src/server/app.ts';
import { buildTestApp, signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  getDebate,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Debate formats and a seat at the table (DESIGN D20, issue 30), through the real API on the
 * offline model: each built-in format's phase order (duel and MAX), word limits, the person's
 * turn (409 out of turn, 400 over the limit, 404 for anyone else), the seat timer, and a restart
 * mid-phase.
 */

const test = useTestApp({
  env: { CONVERSATION_TURN_DELAY_MS: '0', OFFLINE_MODEL_TOKENS_PER_SECOND: '0' },
});

const spokenPhases = (conversation: Conversation) =>
  conversation.messages
    .filter((message) => message.phase)
    .map((message) => `${message.sender} ${message.phase}`);

function expectedPhases(id: string, slots: readonly string[]) {
  return builtInFormat(id)!.phases.flatMap((phase) =>
    phaseTurns(phase, slots.length).map((turn) => `${slots[turn.position]} ${phase.name}`),
  );
}

/** Runs the debate to its end, continuing at the checkpoints its format has. */
async function runToEnd(auth: Auth, id: string): Promise<Conversation> {
  for (;;) {
    const conversation = await waitForDebate(
      test.app,
      auth,
      id,
      (c) => c.status === 'finished' || c.status === 'waiting' || c.status === 'failed',
      30_000,
    );
    if (conversation.status !== 'waiting') return conversation;
    expect((await post(test.app, auth, `/api/conversations/${id}/continue`)).statusCode).toBe(200);
  }
}

const maxBody = (format: string, agents: number) =>
  debateBody({
    mode: 'max',
    startingSlot: 'alpha',
    format,
    agents: MAX.slots.slice(0, agents).map((_, position) => ({
      model: 'parley-sparring-partner',
      systemInstructions: `You argue ${sideOf(position) === 'for' ? 'for' : 'against'} the ban.`,
    })),
  });

describe('phase order of the built-in formats', () => {
  for (const format of ['oxford', 'lincoln-douglas', 'socratic']) {
    it(`${format}: a duel and a MAX debate of three speak their phases in order, then finish`, async () => {
      const { auth } = await signUp(test.app);
      for (const [body, slots] of [
        [debateBody({ format }), ['model-a', 'model-b']],
        [maxBody(format, 3), MAX.slots.slice(0, 3)],
      ] as const) {
        const created = await createDebate(test.app, auth, body);
        expect(created.format).toMatchObject({ id: format, phase: 0 });
        // The motion is the host's, unphased.
        expect(created.messages[0]).toMatchObject({ seq: 1, sender: 'user' });
        const finished = await runToEnd(auth, created.id);
        expect(finished.status).toBe('finished');
        expect(spokenPhases(finished)).toEqual(expectedPhases(format, slots));
        expect(finished.messages.at(-1)).toMatchObject({
          sender: 'system',
          content: FORMAT_TEXT.debateFinished,
        });
        // Each agent's turn kept to its phase's word limit.
        const limits = new Map(builtInFormat(format)!.phases.map((p) => [p.name, p.wordLimit]));
        for (const message of finished.messages.filter((m) => m.phase)) {
          const words = message.content.split(/\s+/).filter(Boolean).length;
          expect(words).toBeLessThanOrEqual(limits.get(message.phase!)!);
        }
        // Finished is final.
        const again = await post(test.app, auth, `/api/conversations/${created.id}/continue`);
        expect(again.statusCode).toBe(400);
      }
    }, 120_000);
  }

  it('Free stays the default, unphased; an unknown format is a 400 that makes nothing', async () => {
    const { auth } = await signUp(test.app);
    const free = await createDebate(test.app, auth);
    expect(free.format).toBeNull();
    expect(free.messages[0]!.sender).toBe('model-a');
    const unknown = await post(
      test.app,
      auth,
      '/api/conversations',
      debateBody({ format: 'nope' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: FORMAT_TEXT.unknownFormat });
    const list = await test.app.inject({ method: 'GET', url: '/api/conversations', headers: auth });
    expect(list.json().conversations).toHaveLength(1);
  });
});

describe('custom formats', () => {
  const phase = {
    name: 'Speeches',
    kind: 'opening',
    speakers: [{ side: 'against' }, { side: 'for' }],
    rounds: 1,
    wordLimit: 60,
    instruction: 'Say your piece.',
    checkpointAfter: false,
  };

  it('are saved per account, used by id, and deleted; another account sees none', async () => {
    const { auth } = await signUp(test.app);
    const other = await signUp(test.app);
    const saved = await post(test.app, auth, '/api/formats', { name: 'Short', phases: [phase] });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json() as { id: string };
    const bad = await post(test.app, auth, '/api/formats', {
      name: 'x',
      phases: [{ ...phase, rounds: 99 }],
    });
    expect(bad.statusCode).toBe(400);

    const listed = await test.app.inject({ method: 'GET', url: '/api/formats', headers: auth });
    expect(listed.json().formats.map((f: { id: string }) => f.id)).toEqual([
      'free',
      'oxford',
      'lincoln-douglas',
      'socratic',
      id,
    ]);
    const theirs = await test.app.inject({
      method: 'GET',
      url: '/api/formats',
      headers: other.auth,
    });
    expect(theirs.json().formats).toHaveLength(4);
    // Another account can neither use nor delete it.
    const used = await post(test.app, other.auth, '/api/conversations', debateBody({ format: id }));
    expect(used.statusCode).toBe(400);
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/formats/${id}`,
      headers: other.auth,
    });
    expect(deleted.statusCode).toBe(404);

    const debate = await createDebate(test.app, auth, debateBody({ format: id }));
    const finished = await runToEnd(auth, debate.id);
    expect(spokenPhases(finished)).toEqual(['model-b Speeches', 'model-a Speeches']);

    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/formats/${id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
  }, 60_000);

  it('are bounded like every creation: in all (409), then per hour (429)', async () => {
    const limits = { explore: { customFormats: { perHour: 2, total: 2 } } };
    const limited = await buildTestApp({ env: { ACCOUNT_LIMITS: JSON.stringify(limits) } });
    try {
      const { auth } = await signUp(limited.app);
      const save = (name: string) =>
        post(limited.app, auth, '/api/formats', { name, phases: [phase] });
      const first = await save('One');
      expect(first.statusCode).toBe(201);
      expect((await save('Two')).statusCode).toBe(201);
      const full = await save('Three');
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ error: ACCOUNT_LIMITS_TEXT.total('customFormats', 2) });
      // Deleting makes room in all, but not in the hour: both saves still count.
      const removed = await limited.app.inject({
        method: 'DELETE',
        url: `/api/formats/${first.json().id}`,
        headers: auth,
      });
      expect(removed.statusCode).toBe(200);
      const hourly = await save('Three');
      expect(hourly.statusCode).toBe(429);
      expect(hourly.json()).toMatchObject({
        error: ACCOUNT_LIMITS_TEXT.hourly('customFormats', 2),
      });
      expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(0);
      const listed = await limited.app.inject({
        method: 'GET',
        url: '/api/formats',
        headers: auth,
      });
      expect(listed.json().formats).toHaveLength(4 + 1);
    } finally {
      await limited.close();
    }
  });
});
/** Lincoln–Douglas with `seat` held in person: by the owner, or a collaborator by email. */
const ldWithOwner = (
  seat: 'model-a' | 'model-b',
  overrides: Record<string, unknown> = {},
  holder: 'owner' | { collaborator: string } = 'owner',
) =>
  debateBody({
    format: 'lincoln-douglas',
    agents: [
      {
        model: 'parley-sparring-partner',
        systemInstructions: 'You argue for the ban.',
        ...(seat === 'model-a' ? { seat: holder } : {}),
      },
      {
        model: 'parley-sparring-partner',
        systemInstructions: 'You argue against the ban.',
        ...(seat === 'model-b' ? { seat: holder } : {}),
      },
    ],
    ...overrides,
  });

const speak = (auth: Auth, id: string, content: string, app = test.app) =>
  post(app, auth, `/api/conversations/${id}/speak`, { content });

const awaiting = (slot: string) => (c: Conversation) => c.awaitingSeat === slot;

describe('a seat at the table', () => {
  it('waits for the person, refuses out-of-turn and over-long speech, and is 404 to others', async () => {
    const { auth } = await signUp(test.app);
    const stranger = await signUp(test.app);
    const created = await createDebate(test.app, auth, ldWithOwner('model-b'));
    expect(created.agents.map((agent) => agent.seat)).toEqual(['model', 'owner']);
    const turn = await waitForDebate(test.app, auth, created.id, awaiting('model-b'));
    // Stopped, the debate awaits no one: speaking is out of turn until it continues.
    expect((await post(test.app, auth, `/api/conversations/${created.id}/stop`)).statusCode).toBe(
      200,
    );
    const early = await speak(auth, created.id, 'Too early.');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: FORMAT_TEXT.notYourTurn });
    expect(
      (await post(test.app, auth, `/api/conversations/${created.id}/continue`)).statusCode,
    ).toBe(200);
    await waitForDebate(test.app, auth, created.id, awaiting('model-b'));
    expect(turn.format).toMatchObject({ phase: 1, turnsLeft: 6 });
    expect((await speak(stranger.auth, created.id, 'Hello?')).statusCode).toBe(404);

    const tooLong = await speak(auth, created.id, Array(81).fill('word').join(' '));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: FORMAT_TEXT.overWordLimit(80, 81) });
    const question = 'Who pays for the buses once cars are banned?';
    const spoken = await speak(auth, created.id, question);
    expect(spoken.statusCode).toBe(200);
    const after = await waitForDebate(test.app, auth, created.id, awaiting('model-b'));
    const mine = after.messages.find((message) => message.content === question)!;
    expect(mine).toMatchObject({ sender: 'model-b', phase: 'Cross-examination by the negative' });
    // The affirmative answered the person's question before their next one.
    expect(after.messages.at(-1)).toMatchObject({ sender: 'model-a', phase: mine.phase });
    expect(after.format).toMatchObject({ phase: 1, turnsLeft: 4 });
  }, 60_000);

  it("the seat timer passes the turn with a system message, the owner's or a collaborator's", async () => {
    const timed = await buildTestApp({
      env: {
        CONVERSATION_TURN_DELAY_MS: '0',
        OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
        CONVERSATION_SEAT_TIMER_MS: '200',
      },
    });
    try {
      const { auth } = await signUp(timed.app);
      const collaborator = await signUp(timed.app);
      for (const holder of ['owner', { collaborator: collaborator.user.email }] as const) {
        const body = ldWithOwner('model-a', {}, holder);
        const created = await createDebate(timed.app, auth, body);
        const passed = await waitForDebate(timed.app, auth, created.id, (c) =>
          c.messages.some((m) => m.sender === 'system'),
        );
        expect(passed.messages[1]).toMatchObject({
          sender: 'system',
          content: FORMAT_TEXT.seatPassed('Primary Agent'),
        });
        // The next turn is the negative's question.
        expect(passed.format).toMatchObject({ phase: 1 });
      }
    } finally {
      await timed.close();
    }
  }, 60_000);

  it('a per-debate timer is validated: too short is a 400', async () => {
    const { auth } = await signUp(test.app);
    const response = await post(
      test.app,
      auth,
      '/api/conversations',
      ldWithOwner('model-a', { turnTimerSeconds: 1 }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('a restart mid-phase', () => {
  it('resumes in the phase it stood in, with the speaker whose turn it was', async () => {
    const first = await buildTestApp({
      env: { CONVERSATION_TURN_DELAY_MS: '0', OFFLINE_MODEL_TOKENS_PER_SECOND: '0' },
    });
    const { auth } = await signUp(first.app);
    const created = await createDebate(first.app, auth, ldWithOwner('model-b'));
    await waitForDebate(first.app, auth, created.id, awaiting('model-b'));
    const asked = await speak(auth, created.id, 'Is a ban fair to shift workers?', first.app);
    expect(asked.statusCode).toBe(200);
    const before = await waitForDebate(first.app, auth, created.id, awaiting('model-b'));
    // The runtime closes (its debates pause) and a new one starts on the same database.
    await first.app.close();
    const second = await buildApp({ config: first.config, database: first.database });
    await second.ready();
    try {
      const restarted = await getDebate(second, auth, created.id);
      expect(restarted.status).toBe('paused');
      expect(restarted.format).toEqual(before.format);
      expect(restarted.messages.map((m) => m.seq)).toEqual(before.messages.map((m) => m.seq));
      expect(
        (await post(second, auth, `/api/conversations/${created.id}/continue`)).statusCode,
      ).toBe(200);
      const resumed = await waitForDebate(second, auth, created.id, awaiting('model-b'));
      expect(resumed.format).toEqual(before.format);
      expect((await speak(auth, created.id, 'And who pays?', second)).statusCode).toBe(200);
    } finally {
      await second.close();
      await first.database.close();
    }
  }, 60_000);
});
