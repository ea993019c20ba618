import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_TEXT, type Conversation } from '../src/contract/conversations.ts';
import { DUEL } from '../src/contract/modes.ts';
import { VERDICT_TEXT } from '../src/contract/verdicts.ts';
import { signUp } from './helpers/app.ts';
import {
  createDebate,
  debateBody,
  listVerdicts,
  post,
  waitForDebate,
  type Auth,
} from './helpers/conversations.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Offline debates end as they should (issue 28, decision 030): past what the built-in model can
 * sustain its agents give closing statements and the debate finishes, saying so; the offline
 * judge's consensus stops a debate whose agents converge, and never one whose agents never
 * concede.
 */

const test = useTestApp({
  env: { CONVERSATION_TURN_DELAY_MS: '0', OFFLINE_MODEL_TOKENS_PER_SECOND: '0' },
});

const settled = (conversation: Conversation) =>
  !conversation.isGenerating && conversation.status !== 'running';

/**
 * Continues the debate at each checkpoint until `done`, or `checkpoints` have passed. With
 * `judged`, it waits at each checkpoint for that checkpoint's verdict first, as a person
 * watching the judge would (the judge reads in a compute thread, after the checkpoint is reached).
 */
async function playOn(
  auth: Auth,
  id: string,
  done: (c: Conversation) => boolean,
  checkpoints = 12,
  judged = false,
) {
  for (let passed = 0; ; passed += 1) {
    let debate = await waitForDebate(test.app, auth, id, settled, 60_000);
    if (judged && debate.status === 'waiting') {
      await vi.waitFor(
        async () => expect((await listVerdicts(test.app, auth, id)).length).toBeGreaterThan(passed),
        { timeout: 30_000, interval: 50 },
      );
      debate = await waitForDebate(test.app, auth, id, settled, 60_000);
    }
    if (done(debate) || passed >= checkpoints || debate.status !== 'waiting') return debate;
    expect((await post(test.app, auth, `/api/conversations/${id}/continue`)).statusCode).toBe(200);
    await waitForDebate(test.app, auth, id, (c) => c.messages.length > debate.messages.length);
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('an offline debate runs its course', () => {
  it('ends with closing statements, status finished and a system message; no reply before them is thin', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(
      test.app,
      auth,
      debateBody({
        openingLine: 'Should cities ban e-scooters?',
        agents: [
          {
            model: 'parley-sparring-partner',
            systemInstructions: 'You are a commuter. You say no.',
          },
          {
            model: 'parley-sparring-partner',
            systemInstructions: 'You are a pedestrian campaigner. You say yes.',
          },
        ],
      }),
    );
    const finished = await playOn(auth, created.id, (c) => c.status === 'finished');
    expect(finished.status).toBe('finished');
    const messages = [...finished.messages].sort((a, b) => a.seq - b.seq);
    expect(messages.at(-1)).toMatchObject({
      sender: 'system',
      content: CONVERSATION_TEXT.debateFinished,
    });
    const replies = messages.filter((m) => m.seq > 1 && m.sender !== 'system');
    const [second, last] = replies.slice(-2);
    expect(second!.content).toMatch(/^In closing\b/m);
    expect(last!.content).toMatch(/^In closing\b/m);
    expect(new Set([second!.sender, last!.sender]).size).toBe(2);
    for (const reply of replies.slice(0, -2))
      expect(words(reply.content)).toBeGreaterThanOrEqual(40);
    // Nothing more comes on its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await waitForDebate(test.app, auth, created.id, () => true);
    expect(after.messages).toHaveLength(finished.messages.length);
  }, 180_000);
});

describe('stopAtConsensus on the offline judge', () => {
  const debate = (suffix: string) =>
    debateBody({
      openingLine: 'Should the voting age be lowered to 16?',
      agents: [
        {
          model: 'parley-sparring-partner',
          systemInstructions: `You are a youth campaigner. You want it lowered to 16.${suffix}`,
        },
        {
          model: 'parley-sparring-partner',
          systemInstructions: `You are a constitutional lawyer. You want it kept at 18.${suffix}`,
        },
      ],
      judge: { everyCheckpoint: true, stopAtConsensus: 60 },
    });

  it('stops a debate whose agents are told to converge, at a checkpoint, saying so', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(
      test.app,
      auth,
      debate(' Be open to persuasion: concede the points the other side gets right, and converge.'),
    );
    const stopped = await playOn(auth, created.id, (c) => c.status === 'stopped', 4, true);
    expect(stopped.status).toBe('stopped');
    const verdicts = await listVerdicts(test.app, auth, created.id);
    const last = verdicts.at(-1)!;
    expect(last.consensus).toBeGreaterThanOrEqual(60);
    expect(last.messageCount).toBeLessThanOrEqual(2 * DUEL.checkpointEvery);
    expect(stopped.messages.at(-1)).toMatchObject({
      sender: 'system',
      content: VERDICT_TEXT.stoppedAtConsensus(last.consensus, 60),
    });
  }, 180_000);

  it('never stops a debate whose agents are told never to concede', async () => {
    const { auth } = await signUp(test.app);
    const created = await createDebate(test.app, auth, debate(' Never concede a single point.'));
    const played = await playOn(auth, created.id, () => false, 3, true);
    const verdicts = await listVerdicts(test.app, auth, created.id);
    expect(verdicts.length).toBeGreaterThanOrEqual(3);
    expect(verdicts.every((verdict) => verdict.consensus < 60)).toBe(true);
    expect(played.status).not.toBe('stopped');
    expect(played.messages.some((m) => m.sender === 'system')).toBe(false);
  }, 180_000);
});
