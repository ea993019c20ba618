import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_TEXT, DUEL, MAX } from '../../contract/conversations.ts';
import {
  EngineRuleError,
  step,
  type Effect,
  type EngineEvent,
  type EngineState,
} from './engine.ts';

const usage = { promptTokens: 3, completionTokens: 5 };

function startDuel(startingSlot = 'model-a', openingLine = 'Is tea better than coffee?') {
  return step(null, {
    type: 'start',
    mode: 'duel',
    slots: ['model-a', 'model-b'],
    openingLine,
    startingSlot,
  });
}

function startMax(agents = 3) {
  return step(null, {
    type: 'start',
    mode: 'max',
    slots: MAX.slots.slice(0, agents),
    openingLine: 'Debate!',
    startingSlot: 'alpha',
  });
}

const ofType = <T extends Effect['type']>(effects: Effect[], type: T) =>
  effects.filter((effect): effect is Extract<Effect, { type: T }> => effect.type === type);

/** Fires the pending timer and completes the turn it starts. */
function playTurn(state: EngineState, content = 'reply') {
  const fired = step(state, { type: 'tick', turnId: state.pending!.id });
  const begin = ofType(fired.effects, 'beginTurn')[0]!;
  const done = step(fired.state, { type: 'turnDone', turnId: begin.turnId, content, usage });
  return { begin, done };
}

describe('start', () => {
  it('makes the opening line message 1 from the starting agent and schedules the other', () => {
    const { state, effects } = startDuel('model-b');
    expect(ofType(effects, 'append')[0]!.message).toEqual({
      seq: 1,
      sender: 'model-b',
      content: 'Is tea better than coffee?',
      status: 'complete',
    });
    expect(ofType(effects, 'schedule')).toEqual([{ type: 'schedule', turnId: 1, delayMs: 1500 }]);
    expect(state).toMatchObject({ status: 'running', messageCount: 1, nextSlot: 'model-a' });
    expect(effects.map((effect) => effect.type)).toContain('persist');
  });

  it('refuses a blank opening line, a wrong agent count and an unknown starting agent', () => {
    expect(() => startDuel('model-a', '   ')).toThrow(EngineRuleError);
    expect(() => startDuel('alpha')).toThrow(EngineRuleError);
    expect(() =>
      step(null, {
        type: 'start',
        mode: 'duel',
        slots: ['model-a'],
        openingLine: 'x',
        startingSlot: 'model-a',
      }),
    ).toThrow(EngineRuleError);
  });
});

describe('duel turns', () => {
  it('alternates agents, each reply taking the next seq after the delay', () => {
    let { state } = startDuel();
    const first = playTurn(state);
    expect(first.begin).toMatchObject({ slot: 'model-b', seq: 2 });
    expect(ofType(first.done.effects, 'finishTurn')[0]).toMatchObject({
      seq: 2,
      content: 'reply',
      status: 'complete',
    });
    state = first.done.state;
    const second = playTurn(state);
    expect(second.begin).toMatchObject({ slot: 'model-a', seq: 3 });
    expect(ofType(second.done.effects, 'schedule')[0]!.delayMs).toBe(DUEL.turnDelayMs);
  });

  it('pauses for intervention at every 10th message and counts it', () => {
    let { state } = startDuel();
    for (let seq = 2; seq <= 10; seq += 1) state = playTurn(state).done.state;
    expect(state).toMatchObject({ status: 'waiting', messageCount: 10, interventionCount: 1 });
    expect(state.pending).toBeNull();
    const resumed = step(state, { type: 'continue' });
    expect(resumed.state.status).toBe('running');
    state = resumed.state;
    for (let seq = 11; seq <= 20; seq += 1) state = playTurn(state).done.state;
    expect(state).toMatchObject({ status: 'waiting', interventionCount: 2 });
  });

  it('skip closes the checkpoint and resumes; skip elsewhere does nothing', () => {
    let { state } = startDuel();
    expect(step(state, { type: 'skip' }).effects).toEqual([]);
    for (let seq = 2; seq <= 10; seq += 1) state = playTurn(state).done.state;
    const skipped = step(state, { type: 'skip' });
    expect(skipped.state.status).toBe('running');
    expect(ofType(skipped.effects, 'schedule')).toHaveLength(1);
  });

  it('an intervention targets model-b by default, cancels the turn in flight, and that agent answers', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: state.pending!.id });
    const result = step(fired.state, { type: 'intervene', content: 'Be brief.' });
    expect(result.effects[0]).toEqual({ type: 'cancelTurn', turnId: 1 });
    expect(ofType(result.effects, 'append')[0]!.message).toMatchObject({
      seq: 2,
      sender: 'user',
      content: 'Be brief.',
    });
    expect(result.state).toMatchObject({ status: 'running', nextSlot: 'model-b', messageCount: 2 });
    expect(playTurn(result.state).begin).toMatchObject({ slot: 'model-b', seq: 3 });
    const late = step(result.state, { type: 'turnDone', turnId: 1, content: 'late', usage });
    expect(late.effects).toEqual([]);
  });

  it('an intervention may target model-a, and at a checkpoint closes it', () => {
    let { state } = startDuel();
    for (let seq = 2; seq <= 10; seq += 1) state = playTurn(state).done.state;
    const result = step(state, { type: 'intervene', content: 'A, answer.', target: 'model-a' });
    expect(result.state).toMatchObject({
      status: 'running',
      nextSlot: 'model-a',
      messageCount: 11,
    });
    expect(() => step(state, { type: 'intervene', content: 'x', target: 'gamma' })).toThrow(
      EngineRuleError,
    );
  });

  it('a failed reply reports the error from the would-be responder and stops', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 });
    const failed = step(fired.state, { type: 'turnFailed', turnId: 1, message: 'Rate limited' });
    expect(ofType(failed.effects, 'finishTurn')[0]).toMatchObject({
      seq: 2,
      content: '❌ Error: Rate limited',
      status: 'error',
    });
    expect(failed.state).toMatchObject({ status: 'failed', messageCount: 2, pending: null });
    expect(ofType(failed.effects, 'schedule')).toEqual([]);
    // Continue retries the same agent.
    const resumed = step(failed.state, { type: 'continue' });
    expect(playTurn(resumed.state).begin).toMatchObject({ slot: 'model-b', seq: 3 });
  });

  it('a refused turn drops its reply, pauses and says why; continue asks again', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 });
    const refused = step(fired.state, { type: 'turnRefused', turnId: 1, message: 'Quota used' });
    expect(refused.effects.map((effect) => effect.type)).toEqual([
      'cancelTurn',
      'append',
      'persist',
      'publishState',
    ]);
    expect(ofType(refused.effects, 'append')[0]!.message).toEqual({
      seq: 2,
      sender: 'system',
      content: 'Quota used',
      status: 'complete',
    });
    expect(refused.state).toMatchObject({ status: 'paused', messageCount: 2, pending: null });
    // A stale refusal changes nothing.
    expect(step(refused.state, { type: 'turnRefused', turnId: 1, message: 'x' }).effects).toEqual(
      [],
    );
    const resumed = step(refused.state, { type: 'continue' });
    expect(playTurn(resumed.state).begin).toMatchObject({ slot: 'model-b', seq: 3 });
  });

  it('discards replies after stop, idle pause and reset', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 }).state;
    for (const event of [{ type: 'stop' }, { type: 'idle' }, { type: 'reset' }] as const) {
      const halted = step(fired, event);
      expect(halted.effects[0]).toEqual({ type: 'cancelTurn', turnId: 1 });
      const late = step(halted.state, { type: 'turnDone', turnId: 1, content: 'late', usage });
      expect(late.effects).toEqual([]);
      expect(late.state.messageCount).toBe(1);
    }
    expect(step(fired, { type: 'stop' }).state.status).toBe('stopped');
    expect(step(fired, { type: 'idle' }).state.status).toBe('paused');
    expect(step(fired, { type: 'reset' }).effects.map((e) => e.type)).toContain('delete');
  });

  it('ignores a timer that is not the pending one and never starts two turns', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 });
    expect(step(fired.state, { type: 'tick', turnId: 1 }).effects).toEqual([]);
    expect(step(state, { type: 'tick', turnId: 7 }).effects).toEqual([]);
    expect(step(fired.state, { type: 'continue' }).effects).toEqual([]);
  });

  it('recovery pauses a running conversation and keeps the interrupted message', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 }).state;
    const recovered = step(fired, {
      type: 'recover',
      interruptedSeq: 2,
      interruptedSlot: 'model-b',
    });
    expect(recovered.state).toMatchObject({
      status: 'paused',
      messageCount: 2,
      pending: null,
      nextSlot: 'model-a',
    });
    expect(playTurn(step(recovered.state, { type: 'continue' }).state).begin).toMatchObject({
      slot: 'model-a',
      seq: 3,
    });
  });
});

describe('MAX', () => {
  it('goes round-robin from the starting agent with 1 s between turns', () => {
    let { state } = startMax(3);
    const slots: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const turn = playTurn(state);
      slots.push(turn.begin.slot);
      state = turn.done.state;
    }
    expect(slots).toEqual(['beta', 'gamma', 'alpha', 'beta']);
    expect(state.pending).toMatchObject({ phase: 'scheduled' });
  });

  it('reports an agent error, moves on after 2 s, and opens the breaker after 10 failures', () => {
    let { state } = startMax(2);
    let last: ReturnType<typeof step> | undefined;
    for (let failure = 1; failure <= MAX.breakerThreshold; failure += 1) {
      const fired = step(state, { type: 'tick', turnId: state.pending!.id });
      last = step(fired.state, { type: 'turnFailed', turnId: state.pending!.id, message: 'boom' });
      state = last.state;
      if (failure === 1) {
        expect(ofType(last.effects, 'finishTurn')[0]!.content).toBe(
          CONVERSATION_TEXT.agentError('Beta', 'boom'),
        );
        expect(ofType(last.effects, 'schedule')[0]!.delayMs).toBe(MAX.retryDelayMs);
      }
    }
    expect(state).toMatchObject({ breakerOpen: true, status: 'failed', consecutiveFailures: 10 });
    expect(ofType(last!.effects, 'schedule')[0]!.delayMs).toBe(MAX.breakerNoticeDelayMs);
    const notice = step(state, { type: 'tick', turnId: state.pending!.id });
    expect(ofType(notice.effects, 'append')[0]!.message).toMatchObject({
      sender: 'system',
      content: CONVERSATION_TEXT.breakerOpened,
    });
    expect(step(notice.state, { type: 'continue' }).effects).toEqual([]);
    const reset = step(notice.state, { type: 'resetBreaker' });
    expect(reset.state).toMatchObject({
      breakerOpen: false,
      consecutiveFailures: 0,
      status: 'running',
    });
    expect(ofType(reset.effects, 'append')[0]!.message.content).toBe(
      CONVERSATION_TEXT.breakerReset,
    );
  });

  it('opens a checkpoint every 20 messages', () => {
    let { state } = startMax(5);
    for (let seq = 2; seq <= 20; seq += 1) state = playTurn(state).done.state;
    expect(state).toMatchObject({ status: 'waiting', interventionCount: 1 });
  });
});

type Action =
  | 'fire'
  | 'done'
  | 'fail'
  | 'stale'
  | 'intervene'
  | 'skip'
  | 'continue'
  | 'stop'
  | 'idle'
  | 'resetBreaker';

const actions: Action[] = [
  'fire',
  'done',
  'fire',
  'done',
  'fail',
  'stale',
  'intervene',
  'skip',
  'continue',
  'stop',
  'idle',
  'resetBreaker',
];

function eventFor(action: Action, state: EngineState, pick: number): EngineEvent {
  const id = state.pending?.id ?? 0;
  switch (action) {
    case 'fire':
      return { type: 'tick', turnId: id };
    case 'done':
      return { type: 'turnDone', turnId: id, content: 'ok', usage };
    case 'fail':
      return { type: 'turnFailed', turnId: id, message: 'nope' };
    case 'stale':
      return { type: 'turnDone', turnId: Math.max(0, id - 1 - (pick % 3)), content: 'late', usage };
    case 'intervene':
      return { type: 'intervene', content: 'hi', target: pick % 2 ? undefined : state.slots[0] };
    default:
      return { type: action };
  }
}

describe('properties over random event sequences', () => {
  for (const mode of ['duel', 'max'] as const) {
    it(`${mode}: contiguous seqs, one turn in flight, checkpoints, nothing appended while halted`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom(...actions), fc.nat(10)), { maxLength: 200 }),
          fc.integer({ min: 2, max: 5 }),
          (sequence, agents) => {
            let { state } = mode === 'duel' ? startDuel() : startMax(agents);
            const log: number[] = [1];
            let inFlight: number | null = null;
            const checkpointEvery = mode === 'duel' ? DUEL.checkpointEvery : MAX.checkpointEvery;
            for (const [action, pick] of sequence) {
              const before = state;
              const result = step(state, eventFor(action, state, pick));
              state = result.state;
              const effects = result.effects;
              for (const effect of effects) {
                if (effect.type === 'cancelTurn' && inFlight === effect.turnId) inFlight = null;
                if (effect.type === 'beginTurn') {
                  expect(inFlight).toBeNull();
                  expect(effect.seq).toBe(log.length + 1);
                  inFlight = effect.turnId;
                }
                if (effect.type === 'finishTurn') {
                  expect(inFlight).toBe(effect.turnId);
                  inFlight = null;
                }
                if (effect.type === 'append' || effect.type === 'finishTurn') {
                  const seq = effect.type === 'append' ? effect.message.seq : effect.seq;
                  expect(seq).toBe(log.length + 1);
                  log.push(seq);
                }
              }
              const appended = effects.filter(
                (e) => e.type === 'append' || e.type === 'finishTurn',
              );
              const halted = ['paused', 'stopped', 'waiting'].includes(before.status);
              if (halted && action !== 'intervene' && action !== 'resetBreaker') {
                expect(appended).toEqual([]);
              }
              const reply = ofType(effects, 'finishTurn')[0];
              if (reply?.status === 'complete' && reply.seq % checkpointEvery === 0) {
                expect(state.status).toBe('waiting');
                expect(state.interventionCount).toBe(before.interventionCount + 1);
                expect(ofType(effects, 'schedule')).toEqual([]);
              }
              expect(state.messageCount).toBe(log.length);
              if (state.status !== 'running') expect(ofType(effects, 'beginTurn')).toEqual([]);
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
