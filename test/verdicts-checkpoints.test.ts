import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../src/contract/conversations.ts';
import { DUEL, MAX } from '../src/contract/modes.ts';
import { OFFLINE_MODEL_ID } from '../src/contract/models.ts';
import { VERDICT_TEXT } from '../src/contract/verdicts.ts';
import { usageEvents, verdicts as verdictsTable } from '../src/server/db/schema.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  post,
  readEvents,
  waitForDebate,
  listVerdicts as listVerdictsOf,
  type Auth,
} from './helpers/conversations.ts';
import { providerEnv } from './fake-providers/server.ts';
import { useFakeProviders, useTestApp } from './helpers/use-test-app.ts';

/**
 * Verdicts in the running debate (DESIGN D18, issue 21 phase 2): `judge.everyCheckpoint` makes a
 * verdict at each checkpoint, `judge.stopAtConsensus` stops the debate once a verdict's
 * consensus reaches it, and a judge that fails at a checkpoint leaves a notice.
 */

const fake = useFakeProviders();
const test = useTestApp(() => ({
  listen: true,
  env: {
    ...providerEnv(fake.url),
    CONVERSATION_TURN_DELAY_MS: '0',
    OFFLINE_MODEL_TOKENS_PER_SECOND: '0',
  },
}));

beforeEach(() => fake.reset());

const listVerdicts = (auth: Auth, id: string) => listVerdictsOf(test.app, auth, id);

/** Polls the verdicts until `count` are saved. */
async function verdictsOnceThere(auth: Auth, id: string, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const verdicts = await listVerdicts(auth, id);
    if (verdicts.length >= count) return verdicts;
    if (Date.now() > deadline) throw new Error(`${verdicts.length} verdicts, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const atCheckpoint = (count: number) => (conversation: Conversation) =>
  conversation.status === 'waiting' && conversation.messages.length >= count;

const systemNotices = (conversation: Conversation) =>
  conversation.messages.filter((message) => message.sender === 'system');

const triggersOf = async (id: string) =>
  (
    await test.database.db
      .select({ trigger: verdictsTable.trigger })
      .from(verdictsTable)
      .where(eq(verdictsTable.conversationId, id))
  ).map((row) => row.trigger);

describe('everyCheckpoint', () => {
  it('makes one verdict per checkpoint on the offline model: metered, streamed and saved', async () => {
    const { user, token, auth } = await signUp(test.app);
    const created = await createDebate(
      test.app,
      auth,
      debateBody({ judge: { everyCheckpoint: true } }),
    );
    const stream = readEvents(
      `${test.url}/api/conversations/${created.id}/events`,
      (events) => events.filter((event) => event.type === 'verdict').length >= 2,
      { token, timeoutMs: 90_000 },
    );

    const first = DUEL.checkpointEvery;
    await waitForDebate(test.app, auth, created.id, atCheckpoint(first), 60_000);
    const [verdict] = await verdictsOnceThere(auth, created.id, 1);
    expect(verdict).toMatchObject({ judgeModel: OFFLINE_MODEL_ID, messageCount: first });
    expect(verdict!.positions.map((position) => position.slot).sort()).toEqual([
      'model-a',
      'model-b',
    ]);
    // The debate still waits at its checkpoint; the verdict changed nothing there.
    const waiting = await waitForDebate(test.app, auth, created.id, (c) => c.status === 'waiting');
    expect(systemNotices(waiting)).toEqual([]);

    expect(
      (await post(test.app, auth, `/api/conversations/${created.id}/continue`)).statusCode,
    ).toBe(200);
    const second = 2 * DUEL.checkpointEvery;
    const judged = await waitForDebate(test.app, auth, created.id, atCheckpoint(second), 60_000);
    const verdicts = await verdictsOnceThere(auth, created.id, 2);
    expect(verdicts.map((v) => v.messageCount)).toEqual([first, second]);
    expect(await triggersOf(created.id)).toEqual(['checkpoint', 'checkpoint']);

    const { events } = await stream;
    expect(events.filter((event) => event.type === 'verdict')).toEqual(
      verdicts.map((saved) => ({ type: 'verdict', verdict: saved })),
    );
    // One metered call per reply and two per verdict (the judge reads it twice, the order
    // swapped: DESIGN D21), all in the offline model's class.
    const metered = await test.database.db
      .select()
      .from(usageEvents)
      .where(eq(usageEvents.userId, user.id));
    const replies = judged.messages.filter((message) => message.seq > 1).length;
    expect(metered.filter((row) => row.conversationId === created.id)).toHaveLength(replies + 4);
    // Nothing more comes while it waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listVerdicts(auth, created.id)).toHaveLength(2);
  }, 120_000);

  it('judges a MAX debate with three agents at its checkpoint: three positions', async () => {
    const { auth } = await signUp(test.app);
    const agent = (systemInstructions: string) => ({ model: OFFLINE_MODEL_ID, systemInstructions });
    const created = await createDebate(
      test.app,
      auth,
      debateBody({
        mode: 'max',
        startingSlot: 'alpha',
        agents: [agent('You argue for.'), agent('You argue against.'), agent('You weigh costs.')],
        judge: { everyCheckpoint: true },
      }),
    );
    const debate = await waitForDebate(
      test.app,
      auth,
      created.id,
      atCheckpoint(MAX.checkpointEvery),
      90_000,
    );
    const [verdict] = await verdictsOnceThere(auth, created.id, 1);
    expect(verdict!.messageCount).toBe(MAX.checkpointEvery);
    expect(verdict!.positions.map((position) => position.slot).sort()).toEqual([
      'alpha',
      'beta',
      'gamma',
    ]);
    for (const slot of ['alpha', 'beta', 'gamma']) {
      const own = verdict!.arguments.filter((argument) => argument.slot === slot);
      expect(own.length).toBeGreaterThan(0);
      for (const argument of own) {
        const message = debate.messages.find((m) => m.id === argument.messageId);
        expect(message?.sender).toBe(slot);
        expect(message!.content).toContain(argument.quote);
      }
    }
  }, 120_000);

  it('a judge that fails at a checkpoint leaves a notice; the debate waits there and goes on', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(
      test.app,
      auth,
      debateBody({
        openingLine: 'Should cities ban cars? [fake:verdict=malformed]',
        judge: { model: 'gpt-4o-mini', everyCheckpoint: true },
      }),
    );
    const first = DUEL.checkpointEvery;
    const noticed = await waitForDebate(
      test.app,
      auth,
      created.id,
      (c) => c.status === 'waiting' && systemNotices(c).length > 0,
      60_000,
    );
    expect(systemNotices(noticed)).toMatchObject([
      {
        seq: first + 1,
        content: VERDICT_TEXT.checkpointJudgeFailed(
          VERDICT_TEXT.judgeFailed('gpt-4o-mini', VERDICT_TEXT.notJson),
        ),
        status: 'complete',
      },
    ]);
    expect(await listVerdicts(auth, created.id)).toEqual([]);

    await post(test.app, auth, `/api/conversations/${created.id}/continue`);
    const resumed = await waitForDebate(
      test.app,
      auth,
      created.id,
      (c) => c.messages.some((m) => m.seq === first + 2 && m.status === 'complete'),
      60_000,
    );
    expect(resumed.messages.find((m) => m.seq === first + 2)!.sender).toBe('model-a');
  }, 120_000);
});

describe('stopAtConsensus', () => {
  it('stops the debate at the checkpoint whose verdict reaches it, saying so (provider judge, provider agents)', async () => {
    const { auth } = await signUp(test.app);
    // The fake judge's consensus is 40.
    const created = await createDebate(
      test.app,
      auth,
      debateBody(
        { judge: { model: 'gpt-4o-mini', everyCheckpoint: true, stopAtConsensus: 40 } },
        'gpt-4o-mini',
      ),
    );
    const stopped = await waitForDebate(
      test.app,
      auth,
      created.id,
      (c) => c.status === 'stopped',
      60_000,
    );
    const [verdict] = await listVerdicts(auth, created.id);
    expect(verdict).toMatchObject({ consensus: 40, messageCount: DUEL.checkpointEvery });
    expect(stopped.messages.at(-1)).toMatchObject({
      seq: DUEL.checkpointEvery + 1,
      sender: 'system',
      content: VERDICT_TEXT.stoppedAtConsensus(40, 40),
    });
    expect(stopped.messages).toHaveLength(DUEL.checkpointEvery + 1);
  }, 120_000);

  it('leaves the debate waiting when the consensus is below the threshold', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(
      test.app,
      auth,
      debateBody({ judge: { model: 'gpt-4o-mini', everyCheckpoint: true, stopAtConsensus: 41 } }),
    );
    await waitForDebate(test.app, auth, created.id, atCheckpoint(DUEL.checkpointEvery), 60_000);
    await verdictsOnceThere(auth, created.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const debate = await waitForDebate(test.app, auth, created.id, () => true);
    expect(debate.status).toBe('waiting');
    expect(systemNotices(debate)).toEqual([]);
  }, 120_000);

  it('a verdict the owner asks for stops a running debate too, keeping the reply in flight', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(
      test.app,
      auth,
      debateBody({ judge: { model: 'gpt-4o-mini', stopAtConsensus: 30 } }),
    );
    await waitForDebate(
      test.app,
      auth,
      created.id,
      (c) => c.messages.filter((m) => m.seq > 1 && m.status === 'complete').length >= 2,
      60_000,
    );
    const response = await post(test.app, auth, `/api/conversations/${created.id}/verdict`);
    expect(response.statusCode).toBe(201);
    const stopped = await waitForDebate(test.app, auth, created.id, (c) => c.status === 'stopped');
    expect(stopped.isGenerating).toBe(false);
    expect(stopped.messages.at(-1)).toMatchObject({
      sender: 'system',
      content: VERDICT_TEXT.stoppedAtConsensus(40, 30),
    });
    expect(await triggersOf(created.id)).toEqual(['request']);
  }, 120_000);
});
