import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_LIMITS, CONVERSATION_TEXT, DUEL, MAX } from '../../contract/conversations.ts';
import { step } from './engine.ts';
import {
  EngineRuleError,
  type Effect,
  type EngineEvent,
  type EngineState,
} from './engine-types.ts';
import { agentSlots } from './engine-rules.ts';

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

  it('finishes after the last closing statement, with a notice, and Continue asks again', () => {
    let { state } = startDuel();
    state = playTurn(state).done.state;
    const fired = step(state, { type: 'tick', turnId: state.pending!.id });
    const begin = ofType(fired.effects, 'beginTurn')[0]!;
    const closing = 'In closing: tea is better.';
    const done = step(fired.state, {
      type: 'turnDone',
      turnId: begin.turnId,
      content: closing,
      usage,
      endsDebate: true,
    });
    expect(done.state).toMatchObject({ status: 'finished', messageCount: 4, pending: null });
    expect(ofType(done.effects, 'finishTurn')[0]).toMatchObject({ seq: 3, content: closing });
    expect(ofType(done.effects, 'append')[0]!.message).toEqual({
      seq: 4,
      sender: 'system',
      content: CONVERSATION_TEXT.debateFinished,
      status: 'complete',
    });
    expect(ofType(done.effects, 'schedule')).toEqual([]);
    expect(done.effects.map((effect) => effect.type)).toContain('persist');
    // Nothing more happens on its own; the owner may ask the agents again.
    expect(step(done.state, { type: 'stop' }).effects).toEqual([]);
    expect(step(done.state, { type: 'continue' }).state.status).toBe('running');
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
    const failed = step(fired.state, {
      type: 'turnFailed',
      turnId: 1,
      message: 'Rate limited',
      detail: 'upstream said so',
    });
    expect(ofType(failed.effects, 'finishTurn')[0]).toMatchObject({
      seq: 2,
      content: '❌ Error: Rate limited',
      status: 'error',
      detail: 'upstream said so',
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

  it('keeps a reply stopped mid-stream (stop, idle pause) as interrupted, and discards late ones', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 }).state;
    for (const [event, status] of [
      [{ type: 'stop' }, 'stopped'],
      [{ type: 'pause' }, 'paused'],
    ] as const) {
      const halted = step(fired, event);
      expect(halted.effects[0]).toEqual({ type: 'interruptTurn', turnId: 1, seq: 2 });
      // The interrupted reply counts; the other agent answers next when the debate goes on.
      expect(halted.state).toMatchObject({ status, messageCount: 2, nextSlot: 'model-a' });
      const late = step(halted.state, { type: 'turnDone', turnId: 1, content: 'late', usage });
      expect(late.effects).toEqual([]);
      expect(playTurn(step(halted.state, { type: 'continue' }).state).begin).toMatchObject({
        slot: 'model-a',
        seq: 3,
      });
    }
    // A turn only scheduled has nothing to keep.
    expect(step(state, { type: 'stop' }).effects[0]).toEqual({ type: 'cancelTurn', turnId: 1 });
  });

  it('discards the reply in flight on delete, and deletes the conversation', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 }).state;
    const deleted = step(fired, { type: 'delete' });
    expect(deleted.effects.map((e) => e.type)).toEqual(['cancelTurn', 'delete']);
    const late = step(deleted.state, { type: 'turnDone', turnId: 1, content: 'late', usage });
    expect(late.effects).toEqual([]);
  });

  it('stops with a notice when a step could not be saved', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: 1 }).state;
    const stopped = step(fired, { type: 'notSaved' });
    expect(stopped.state).toMatchObject({ status: 'stopped', messageCount: 2, pending: null });
    expect(stopped.effects[0]).toEqual({ type: 'cancelTurn', turnId: 1 });
    expect(ofType(stopped.effects, 'append')[0]!.message).toEqual({
      seq: 2,
      sender: 'system',
      content: CONVERSATION_TEXT.replyNotSaved,
      status: 'complete',
    });
  });

  it('opens the checkpoint at the next multiple of 10, or at the first reply past it', () => {
    let { state } = startDuel();
    // Eight replies: messages 2..9.
    for (let i = 0; i < 8; i += 1) state = playTurn(state).done.state;
    expect(state.messageCount).toBe(9);
    // Message 10 is a notice (a refused turn): no checkpoint yet, the debate pauses.
    const fired = step(state, { type: 'tick', turnId: state.pending!.id }).state;
    state = step(fired, { type: 'turnRefused', turnId: fired.pending!.id, message: 'quota' }).state;
    expect(state).toMatchObject({ messageCount: 10, status: 'paused', interventionCount: 0 });
    // The next reply, message 11, opens the checkpoint that message 10 would have.
    state = playTurn(step(state, { type: 'continue' }).state).done.state;
    expect(state).toMatchObject({ messageCount: 11, status: 'waiting', interventionCount: 1 });
    // The next one is due at 20.
    state = step(state, { type: 'skip' }).state;
    for (let i = 0; i < 8; i += 1) state = playTurn(state).done.state;
    expect(state).toMatchObject({ messageCount: 19, status: 'running' });
    state = playTurn(state).done.state;
    expect(state).toMatchObject({ messageCount: 20, status: 'waiting', interventionCount: 2 });
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
    // The message a dead holder left streaming is shown finished as it stands.
    expect(recovered.effects[0]).toEqual({ type: 'interruptTurn', seq: 2 });
    expect(playTurn(step(recovered.state, { type: 'continue' }).state).begin).toMatchObject({
      slot: 'model-a',
      seq: 3,
    });
  });

  it('recovery leaves a conversation with nothing under way as it is', () => {
    const stopped = step(startDuel().state, { type: 'stop' }).state;
    const paused = step(stopped, { type: 'continue' }).state;
    for (const state of [stopped, step(paused, { type: 'pause' }).state]) {
      const recovered = step(state, {
        type: 'recover',
        interruptedSeq: null,
        interruptedSlot: null,
      });
      expect(recovered).toEqual({ state, effects: [] });
    }
  });
});

function startMaxFrom(slots: string[], startingSlot: string) {
  return step(null, { type: 'start', mode: 'max', slots, openingLine: 'Debate!', startingSlot });
}

/** Fires the pending timer and fails the turn it starts. */
function failTurn(state: EngineState, message = 'boom') {
  const fired = step(state, { type: 'tick', turnId: state.pending!.id });
  const begin = ofType(fired.effects, 'beginTurn')[0]!;
  const failed = step(fired.state, {
    type: 'turnFailed',
    turnId: begin.turnId,
    message,
    detail: null,
  });
  return { begin, failed };
}

describe('MAX', () => {
  it('takes 2 to 5 agents named Alpha to Epsilon and refuses 1 or 6', () => {
    for (let agents = MAX.minAgents; agents <= MAX.maxAgents; agents += 1) {
      const { state } = startMax(agents);
      expect(state.names).toEqual(MAX.names.slice(0, agents));
      expect(state.slots).toEqual(MAX.slots.slice(0, agents));
    }
    for (const slots of [['alpha'], [...MAX.slots, 'zeta']]) {
      expect(() => startMaxFrom(slots, 'alpha')).toThrow(CONVERSATION_TEXT.maxAgents);
    }
    expect(() => startMaxFrom(['alpha', 'beta'], 'gamma')).toThrow(CONVERSATION_TEXT.unknownSlot);
  });

  it('takes configured agents on any slots in order (Alpha, Gamma, Epsilon) and names them by slot', () => {
    expect(agentSlots('max', ['alpha', 'gamma', 'epsilon'])).toEqual({
      slots: ['alpha', 'gamma', 'epsilon'],
      names: ['Alpha', 'Gamma', 'Epsilon'],
    });
    expect(agentSlots('max', [undefined, undefined])).toEqual({
      slots: ['alpha', 'beta'],
      names: ['Alpha', 'Beta'],
    });
    for (const slots of [
      ['beta', 'alpha'],
      ['alpha', 'alpha'],
      ['alpha', 'zeta'],
      ['model-a', 'model-b'],
    ]) {
      expect(() => agentSlots('max', slots)).toThrow(CONVERSATION_TEXT.unknownSlot);
    }
    expect(() => agentSlots('duel', ['model-b', 'model-a'])).toThrow(CONVERSATION_TEXT.unknownSlot);
    let { state } = startMaxFrom(['alpha', 'gamma', 'epsilon'], 'epsilon');
    const speakers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const turn = playTurn(state);
      speakers.push(turn.begin.slot);
      state = turn.done.state;
    }
    expect(speakers).toEqual(['alpha', 'gamma', 'epsilon', 'alpha']);
    const failed = failTurn(state).failed;
    expect(ofType(failed.effects, 'finishTurn')[0]!.content).toContain('Agent Gamma');
  });

  it('makes the opening line message 1 from the starting agent, then the next in order speaks', () => {
    const { state, effects } = startMaxFrom(['alpha', 'beta', 'gamma', 'delta'], 'gamma');
    expect(ofType(effects, 'append')[0]!.message).toEqual({
      seq: 1,
      sender: 'gamma',
      content: 'Debate!',
      status: 'complete',
    });
    expect(ofType(effects, 'schedule')).toEqual([
      { type: 'schedule', turnId: 1, delayMs: MAX.turnDelayMs },
    ]);
    expect(state.nextSlot).toBe('delta');
  });

  it('goes round-robin over the configured agents, wrapping, with 1 s between turns', () => {
    let { state } = startMaxFrom(['alpha', 'beta', 'gamma'], 'beta');
    const slots: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const turn = playTurn(state);
      slots.push(turn.begin.slot);
      expect(ofType(turn.done.effects, 'schedule')[0]!.delayMs).toBe(MAX.turnDelayMs);
      state = turn.done.state;
    }
    expect(slots).toEqual(['gamma', 'alpha', 'beta', 'gamma', 'alpha', 'beta', 'gamma']);
  });

  it('opens a checkpoint at every multiple of 20 and counts it; Skip closes it', () => {
    let { state } = startMax(5);
    for (let seq = 2; seq <= 19; seq += 1) state = playTurn(state).done.state;
    expect(state.status).toBe('running');
    const twentieth = playTurn(state).done;
    expect(twentieth.state).toMatchObject({ status: 'waiting', interventionCount: 1 });
    expect(ofType(twentieth.effects, 'schedule')).toEqual([]);
    const skipped = step(twentieth.state, { type: 'skip' });
    expect(skipped.state.status).toBe('running');
    expect(ofType(skipped.effects, 'schedule')[0]!.delayMs).toBe(MAX.turnDelayMs);
    state = skipped.state;
    for (let seq = 21; seq <= 40; seq += 1) state = playTurn(state).done.state;
    expect(state).toMatchObject({ status: 'waiting', messageCount: 40, interventionCount: 2 });
  });

  it('a host intervention is added as a counted message, closes the checkpoint and the round-robin goes on', () => {
    let { state } = startMax(3);
    for (let seq = 2; seq <= 20; seq += 1) state = playTurn(state).done.state;
    expect(state.nextSlot).toBe('gamma');
    const result = step(state, { type: 'intervene', content: 'Focus on costs.' });
    expect(ofType(result.effects, 'append')[0]!.message).toEqual({
      seq: 21,
      sender: 'user',
      content: 'Focus on costs.',
      status: 'complete',
    });
    expect(result.state).toMatchObject({ status: 'running', messageCount: 21, nextSlot: 'gamma' });
    expect(playTurn(result.state).begin).toMatchObject({ slot: 'gamma', seq: 22 });
  });

  it('an intervention that brings the count to a multiple of 20 opens the checkpoint', () => {
    let { state } = startMax(2);
    for (let seq = 2; seq <= 19; seq += 1) state = playTurn(state).done.state;
    const result = step(state, { type: 'intervene', content: 'One more thing.' });
    expect(result.state).toMatchObject({
      status: 'waiting',
      messageCount: 20,
      interventionCount: 1,
    });
    expect(ofType(result.effects, 'schedule')).toEqual([]);
  });

  it('an agent error adds the spec message, counts, moves to the next agent and retries after 2 s', () => {
    const { state } = startMax(3);
    const { begin, failed } = failTurn(state, 'Upstream exploded');
    expect(begin.slot).toBe('beta');
    expect(ofType(failed.effects, 'finishTurn')[0]).toMatchObject({
      seq: 2,
      status: 'error',
      content: 'Agent Beta encountered an error: Upstream exploded. Continuing with next agent...',
    });
    expect(failed.state).toMatchObject({
      messageCount: 2,
      consecutiveFailures: 1,
      nextSlot: 'gamma',
      status: 'running',
    });
    expect(ofType(failed.effects, 'schedule')[0]!.delayMs).toBe(MAX.retryDelayMs);
    const sentence = failTurn(failed.state, 'Rate limit exceeded. Please try again in a moment.');
    expect(ofType(sentence.failed.effects, 'finishTurn')[0]!.content).toBe(
      'Agent Gamma encountered an error: Rate limit exceeded. Please try again in a moment. Continuing with next agent...',
    );
    const blank = failTurn(failed.state, '').failed;
    expect(ofType(blank.effects, 'finishTurn')[0]!.content).toBe(
      CONVERSATION_TEXT.agentError('Gamma', CONVERSATION_TEXT.failedToGenerate),
    );
  });

  it('a success resets the failure counter, so 9 failures, a reply and 9 more keep the breaker closed', () => {
    let { state } = startMax(3);
    for (let i = 0; i < MAX.breakerThreshold - 1; i += 1) state = failTurn(state).failed.state;
    expect(state.consecutiveFailures).toBe(9);
    state = playTurn(state).done.state;
    expect(state).toMatchObject({ consecutiveFailures: 0, breakerOpen: false });
    for (let i = 0; i < MAX.breakerThreshold - 1; i += 1) state = failTurn(state).failed.state;
    // Message 20 is the last error report: a counted message, so the checkpoint opens.
    expect(state).toMatchObject({ consecutiveFailures: 9, breakerOpen: false, status: 'waiting' });
  });

  it('opens the breaker at exactly 10 consecutive failures: stops, and the notice follows after 1 s', () => {
    let { state } = startMax(2);
    for (let i = 1; i < MAX.breakerThreshold; i += 1) {
      state = failTurn(state).failed.state;
      expect(state.breakerOpen).toBe(false);
    }
    const tenth = failTurn(state).failed;
    state = tenth.state;
    expect(state).toMatchObject({ breakerOpen: true, status: 'failed', consecutiveFailures: 10 });
    expect(ofType(tenth.effects, 'append')).toEqual([]);
    expect(ofType(tenth.effects, 'schedule')[0]!.delayMs).toBe(MAX.breakerNoticeDelayMs);
    const notice = step(state, { type: 'tick', turnId: state.pending!.id });
    expect(ofType(notice.effects, 'append')[0]!.message).toEqual({
      seq: 12,
      sender: 'system',
      content: CONVERSATION_TEXT.breakerOpened,
      status: 'complete',
    });
    expect(ofType(notice.effects, 'beginTurn')).toEqual([]);
    expect(notice.state.pending).toBeNull();
    // Neither Skip nor an intervention restarts the agents while the breaker is open.
    expect(step(notice.state, { type: 'skip' }).effects).toEqual([]);
    const note = step(notice.state, { type: 'intervene', content: 'Hello?' });
    expect(ofType(note.effects, 'schedule')).toEqual([]);
    expect(note.state).toMatchObject({ breakerOpen: true, status: 'failed' });
  });

  it('Continue with the breaker open asks the next agent once: a success closes it, a failure keeps it', () => {
    let { state } = startMax(3);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    // Not before the notice is out.
    expect(step(state, { type: 'continue' }).effects).toEqual([]);
    state = step(state, { type: 'tick', turnId: state.pending!.id }).state;
    const retry = step(state, { type: 'continue' }).state;
    expect(retry).toMatchObject({ breakerOpen: true, status: 'running', consecutiveFailures: 10 });
    const failedAgain = failTurn(retry).failed.state;
    expect(failedAgain).toMatchObject({
      breakerOpen: true,
      status: 'failed',
      consecutiveFailures: MAX.breakerThreshold,
    });
    const succeeded = playTurn(retry).done.state;
    expect(succeeded).toMatchObject({
      breakerOpen: false,
      status: 'running',
      consecutiveFailures: 0,
    });
  });

  it('Stop and the idle pause halt a retry that Continue started with the breaker open', () => {
    let { state } = startMax(3);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    state = step(state, { type: 'tick', turnId: state.pending!.id }).state;
    const retry = step(state, { type: 'continue' }).state;
    const scheduled = retry.pending!;
    for (const type of ['stop', 'pause'] as const) {
      const halted = step(retry, { type });
      expect(halted.state).toMatchObject({ status: type === 'stop' ? 'stopped' : 'paused' });
      expect(halted.state.pending).toBeNull();
      expect(halted.effects).toContainEqual({ type: 'cancelTurn', turnId: scheduled.id });
    }
    // Generating: the reply so far is kept, interrupted.
    const generating = step(retry, { type: 'tick', turnId: scheduled.id }).state;
    const stopped = step(generating, { type: 'stop' });
    expect(stopped.state.status).toBe('stopped');
    expect(ofType(stopped.effects, 'interruptTurn')).toHaveLength(1);
  });

  it('an intervention while the breaker notice is due leaves the notice due', () => {
    let { state } = startMax(2);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    const notice = state.pending!;
    const note = step(state, { type: 'intervene', content: 'Are you there?' });
    expect(ofType(note.effects, 'cancelTurn')).toEqual([]);
    expect(note.state.pending).toEqual(notice);
    const out = step(note.state, { type: 'tick', turnId: notice.id });
    expect(ofType(out.effects, 'append')[0]!.message.content).toBe(CONVERSATION_TEXT.breakerOpened);
  });

  it('a restart while the breaker notice is due adds it at once', () => {
    let { state } = startMax(2);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    const recovered = step(state, { type: 'recover', interruptedSeq: null, interruptedSlot: null });
    expect(ofType(recovered.effects, 'append')[0]!.message).toMatchObject({
      seq: state.messageCount + 1,
      sender: 'system',
      content: CONVERSATION_TEXT.breakerOpened,
    });
    expect(recovered.state).toMatchObject({ pending: null, breakerOpen: true, status: 'failed' });
  });

  it('a manual reset zeroes the counter, closes the breaker, adds the resume message and resumes', () => {
    let { state } = startMax(3);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    state = step(state, { type: 'tick', turnId: state.pending!.id }).state;
    expect(step(startMax(3).state, { type: 'resetBreaker' }).effects).toEqual([]);
    const reset = step(state, { type: 'resetBreaker' });
    expect(reset.state).toMatchObject({
      breakerOpen: false,
      consecutiveFailures: 0,
      status: 'running',
      messageCount: 13,
    });
    expect(ofType(reset.effects, 'append')[0]!.message).toEqual({
      seq: 13,
      sender: 'system',
      content: CONVERSATION_TEXT.breakerReset,
      status: 'complete',
    });
    expect(ofType(reset.effects, 'schedule')[0]!.delayMs).toBe(MAX.turnDelayMs);
    // The turn goes on from the agent after the last one that failed (the 10th failure was Beta's).
    expect(playTurn(reset.state).begin.slot).toBe('gamma');
  });

  it('a reset before the notice is due cancels the notice', () => {
    let { state } = startMax(2);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    const notice = state.pending!.id;
    const reset = step(state, { type: 'resetBreaker' });
    expect(reset.effects[0]).toEqual({ type: 'cancelTurn', turnId: notice });
    expect(ofType(reset.effects, 'append')[0]!.message.content).toBe(
      CONVERSATION_TEXT.breakerReset,
    );
    expect(step(reset.state, { type: 'tick', turnId: notice }).effects).toEqual([]);
  });
});

describe('the message limit (issue 27)', () => {
  const { maxMessages } = CONVERSATION_LIMITS;
  /** A debate running with one message short of the limit, its next turn scheduled. */
  const nearLimit = (mode: 'duel' | 'max' = 'duel') => {
    const { state } = mode === 'duel' ? startDuel() : startMax(3);
    // Checkpoints so far all passed: the next one is due well after the limit.
    return {
      ...state,
      messageCount: maxMessages - 1,
      interventionCount: Math.floor(maxMessages / rulesOf(mode)),
    };
  };
  const rulesOf = (mode: 'duel' | 'max') =>
    mode === 'duel' ? DUEL.checkpointEvery : MAX.checkpointEvery;

  it.each(['duel', 'max'] as const)(
    '%s: the reply that reaches the limit stops the debate with a notice, and nothing is scheduled',
    (mode) => {
      const { state, effects } = playTurn(nearLimit(mode)).done;
      expect(state).toMatchObject({
        status: 'stopped',
        messageCount: maxMessages + 1,
        pending: null,
      });
      expect(ofType(effects, 'append')[0]!.message).toEqual({
        seq: maxMessages + 1,
        sender: 'system',
        content: CONVERSATION_TEXT.messageLimitReached,
        status: 'complete',
      });
      expect(ofType(effects, 'schedule')).toEqual([]);
      expect(ofType(effects, 'checkpoint')).toEqual([]);
    },
  );

  it('refuses continue, skip and interventions at the limit; stop still stops nothing new', () => {
    const { state } = playTurn(nearLimit()).done;
    for (const event of [
      { type: 'continue' },
      { type: 'intervene', content: 'One more.' },
    ] as const) {
      expect(() => step(state, event)).toThrow(CONVERSATION_TEXT.messageLimit);
    }
    expect(step(state, { type: 'skip' })).toEqual({ state, effects: [] });
    expect(step(state, { type: 'stop' })).toEqual({ state, effects: [] });
  });

  it('a turn scheduled at the limit by a command that added a message ends at its tick', () => {
    const { state } = startMax(3);
    const atLimit = {
      ...state,
      messageCount: maxMessages,
      interventionCount: maxMessages / MAX.checkpointEvery,
    };
    const fired = step(atLimit, { type: 'tick', turnId: atLimit.pending!.id });
    expect(ofType(fired.effects, 'beginTurn')).toEqual([]);
    expect(fired.state).toMatchObject({ status: 'stopped', messageCount: maxMessages + 1 });
    expect(ofType(fired.effects, 'append')[0]!.message.content).toBe(
      CONVERSATION_TEXT.messageLimitReached,
    );
  });
});

describe('verdicts at checkpoints (DESIGN D18)', () => {
  const atCheckpoint = () => {
    let { state } = startDuel();
    const earlier: Effect[] = [];
    for (let seq = 2; seq <= 9; seq += 1) {
      const { begin, done } = playTurn(state);
      earlier.push(begin, ...done.effects);
      state = done.state;
    }
    return { earlier, ...playTurn(state).done };
  };

  it('a checkpoint opening is an effect, once; other steps carry none', () => {
    const { earlier, state, effects } = atCheckpoint();
    expect(state.status).toBe('waiting');
    expect(ofType(effects, 'checkpoint')).toEqual([{ type: 'checkpoint' }]);
    expect(ofType(earlier, 'checkpoint')).toEqual([]);
    expect(ofType(step(state, { type: 'continue' }).effects, 'checkpoint')).toEqual([]);
    expect(
      ofType(step(state, { type: 'intervene', content: 'Go on.' }).effects, 'checkpoint'),
    ).toEqual([]);
  });

  it('MAX: the 20th counted message opens a checkpoint effect, whoever sent it', () => {
    let { state } = startMax(3);
    for (let seq = 2; seq <= 19; seq += 1) state = playTurn(state).done.state;
    const { effects } = step(state, { type: 'intervene', content: 'Host here.' });
    expect(ofType(effects, 'checkpoint')).toHaveLength(1);
  });

  it('consensus stops a debate waiting at its checkpoint, with the notice after the last reply', () => {
    const { state } = atCheckpoint();
    const stopped = step(state, { type: 'consensusReached', notice: 'Consensus reached.' });
    expect(stopped.state).toMatchObject({ status: 'stopped', messageCount: 11, pending: null });
    expect(ofType(stopped.effects, 'append')[0]!.message).toEqual({
      seq: 11,
      sender: 'system',
      content: 'Consensus reached.',
      status: 'complete',
    });
    expect(stopped.effects.map((effect) => effect.type)).toEqual([
      'append',
      'persist',
      'publishState',
    ]);
  });

  it('consensus stops a running debate as Stop does: the reply in flight kept, then the notice', () => {
    const { state } = startDuel();
    const fired = step(state, { type: 'tick', turnId: state.pending!.id });
    const stopped = step(fired.state, { type: 'consensusReached', notice: 'Consensus reached.' });
    expect(stopped.effects[0]).toEqual({ type: 'interruptTurn', turnId: 1, seq: 2 });
    expect(ofType(stopped.effects, 'append')[0]!.message).toMatchObject({
      seq: 3,
      sender: 'system',
    });
    expect(stopped.state).toMatchObject({ status: 'stopped', messageCount: 3, pending: null });

    const scheduled = step(state, { type: 'consensusReached', notice: 'Consensus reached.' });
    expect(scheduled.effects[0]).toEqual({ type: 'cancelTurn', turnId: 1 });
    expect(scheduled.state).toMatchObject({ status: 'stopped', messageCount: 2 });

    const paused = step(state, { type: 'pause' }).state;
    expect(step(paused, { type: 'consensusReached', notice: 'x' }).state.status).toBe('stopped');
  });

  it('consensus leaves a stopped or failed debate as it is', () => {
    const stopped = step(startDuel().state, { type: 'stop' }).state;
    expect(step(stopped, { type: 'consensusReached', notice: 'x' })).toEqual({
      state: stopped,
      effects: [],
    });
    let { state } = startMax(2);
    for (let i = 0; i < MAX.breakerThreshold; i += 1) state = failTurn(state).failed.state;
    expect(state.status).toBe('failed');
    expect(step(state, { type: 'consensusReached', notice: 'x' }).effects).toEqual([]);
  });

  it("a judge's failure at the checkpoint is a notice; the debate still waits there", () => {
    const { state } = atCheckpoint();
    const noted = step(state, { type: 'judgeFailed', notice: 'No verdict.' });
    expect(noted.state).toMatchObject({ status: 'waiting', messageCount: 11, pending: null });
    expect(ofType(noted.effects, 'append')[0]!.message).toMatchObject({
      seq: 11,
      sender: 'system',
      content: 'No verdict.',
    });
    expect(ofType(noted.effects, 'schedule')).toEqual([]);
    const resumed = playTurn(step(noted.state, { type: 'continue' }).state);
    expect(resumed.begin).toMatchObject({ slot: 'model-a', seq: 12 });
  });

  it("a judge's failure while a reply streams: the reply is asked again after the notice", () => {
    const { state } = atCheckpoint();
    const resumed = step(state, { type: 'continue' }).state;
    const fired = step(resumed, { type: 'tick', turnId: resumed.pending!.id });
    const noted = step(fired.state, { type: 'judgeFailed', notice: 'No verdict.' });
    expect(noted.effects[0]).toEqual({ type: 'cancelTurn', turnId: resumed.pending!.id });
    expect(ofType(noted.effects, 'append')[0]!.message.seq).toBe(11);
    expect(noted.state).toMatchObject({ status: 'running', messageCount: 11 });
    expect(playTurn(noted.state).begin).toMatchObject({ slot: 'model-a', seq: 12 });
    // A turn only scheduled keeps its timer: its seq is taken when it fires.
    const waiting = step(resumed, { type: 'judgeFailed', notice: 'No verdict.' });
    expect(ofType(waiting.effects, 'cancelTurn')).toEqual([]);
    expect(playTurn(waiting.state).begin).toMatchObject({ slot: 'model-a', seq: 12 });
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
  | 'pause'
  | 'resetBreaker'
  | 'consensus'
  | 'judgeFailed';

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
  'pause',
  'resetBreaker',
  'consensus',
  'judgeFailed',
];

function eventFor(action: Action, state: EngineState, pick: number): EngineEvent {
  const id = state.pending?.id ?? 0;
  switch (action) {
    case 'fire':
      return { type: 'tick', turnId: id };
    case 'done':
      return { type: 'turnDone', turnId: id, content: 'ok', usage };
    case 'fail':
      return { type: 'turnFailed', turnId: id, message: 'nope', detail: null };
    case 'stale':
      return { type: 'turnDone', turnId: Math.max(0, id - 1 - (pick % 3)), content: 'late', usage };
    case 'intervene':
      return { type: 'intervene', content: 'hi', target: pick % 2 ? undefined : state.slots[0] };
    case 'consensus':
      return { type: 'consensusReached', notice: 'agreed' };
    case 'judgeFailed':
      return { type: 'judgeFailed', notice: 'no verdict' };
    default:
      return { type: action };
  }
}

/** Mostly failing turns, so the breaker opens, is stopped, reset and reopened many times. */
const failingActions: Action[] = [
  'fire',
  'fire',
  'fire',
  'fail',
  'fail',
  'fail',
  'done',
  'stop',
  'continue',
  'resetBreaker',
  'intervene',
  'skip',
];

describe('properties over random event sequences', () => {
  it('max, mostly failures: the breaker opens at exactly 10 in a row; a reset or a success closes it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...failingActions), fc.nat(10)), {
          minLength: 100,
          maxLength: 300,
        }),
        fc.integer({ min: 2, max: 5 }),
        (sequence, agents) => {
          let { state } = startMax(agents);
          let streak = 0;
          for (const [action, pick] of sequence) {
            const before = state;
            const result = step(state, eventFor(action, state, pick));
            state = result.state;
            for (const finish of ofType(result.effects, 'finishTurn')) {
              streak = finish.status === 'error' ? Math.min(streak + 1, MAX.breakerThreshold) : 0;
            }
            if (ofType(result.effects, 'append').some((e) => e.message.sender === 'system')) {
              const content = ofType(result.effects, 'append')[0]!.message.content;
              if (content === CONVERSATION_TEXT.breakerReset) streak = 0;
            }
            expect(state.consecutiveFailures).toBe(streak);
            expect(state.breakerOpen).toBe(streak === MAX.breakerThreshold);
            // With the breaker open the debate is halted, or Continue is retrying one turn.
            if (state.breakerOpen && state.status === 'running') {
              expect(state.status).toBe('running');
              expect(state.pending?.kind).toBe('turn');
            }
            if (before.breakerOpen && !state.breakerOpen) {
              expect(['resetBreaker', 'done']).toContain(action);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);

  for (const mode of ['duel', 'max'] as const) {
    it(`${mode}: contiguous seqs, one turn in flight, checkpoints, nothing appended while halted`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom(...actions), fc.nat(10)), {
            size: 'max',
            maxLength: 200,
          }),
          fc.integer({ min: 2, max: 5 }),
          (sequence, agents) => {
            let { state } = mode === 'duel' ? startDuel() : startMax(agents);
            const log: number[] = [1];
            let inFlight: number | null = null;
            /** Who must speak next: round-robin from the starting agent, or the addressed one. */
            let expectedNext = state.nextSlot;
            const following = (slot: string) =>
              state.slots[(state.slots.indexOf(slot) + 1) % state.slots.length]!;
            const checkpointEvery = mode === 'duel' ? DUEL.checkpointEvery : MAX.checkpointEvery;
            for (const [action, pick] of sequence) {
              const before = state;
              const result = step(state, eventFor(action, state, pick));
              state = result.state;
              const effects = result.effects;
              for (const effect of effects) {
                if (effect.type === 'cancelTurn' && inFlight === effect.turnId) inFlight = null;
                if (effect.type === 'interruptTurn') {
                  // Stopped mid-reply: kept, and the other agent answers next.
                  expect(inFlight).toBe(effect.turnId);
                  inFlight = null;
                  expectedNext = following(before.pending!.slot);
                }
                if (effect.type === 'beginTurn') {
                  expect(effect.slot).toBe(expectedNext);
                  expect(inFlight).toBeNull();
                  expect(effect.seq).toBe(log.length + 1);
                  inFlight = effect.turnId;
                }
                if (effect.type === 'finishTurn') {
                  expect(inFlight).toBe(effect.turnId);
                  inFlight = null;
                  // A failed duel reply stops; Continue asks the same agent again.
                  if (mode === 'max' || effect.status === 'complete') {
                    expectedNext = following(before.pending!.slot);
                  }
                }
                if (effect.type === 'append' && effect.message.sender === 'user') {
                  const event = eventFor(action, before, pick);
                  expectedNext =
                    (event.type === 'intervene' && event.target) ||
                    (mode === 'duel' ? 'model-b' : expectedNext);
                }
                if (
                  effect.type === 'append' ||
                  effect.type === 'finishTurn' ||
                  effect.type === 'interruptTurn'
                ) {
                  const seq = effect.type === 'append' ? effect.message.seq : effect.seq;
                  expect(seq).toBe(log.length + 1);
                  log.push(seq);
                }
              }
              const appended = effects.filter(
                (e) => e.type === 'append' || e.type === 'finishTurn',
              );
              const halted = ['paused', 'stopped', 'waiting'].includes(before.status);
              // Notices from outside (the judge's) are the only other messages a halt admits.
              const noticed = action === 'consensus' || action === 'judgeFailed';
              if (halted && action !== 'intervene' && action !== 'resetBreaker' && !noticed) {
                expect(appended).toEqual([]);
              }
              if (
                action === 'consensus' &&
                before.status !== 'stopped' &&
                before.status !== 'failed'
              ) {
                expect(state.status).toBe('stopped');
                expect(state.pending).toBeNull();
              }
              // A checkpoint effect exactly when a checkpoint opens.
              const opened = state.interventionCount > before.interventionCount;
              expect(ofType(effects, 'checkpoint')).toHaveLength(opened ? 1 : 0);
              if (opened) expect(state.status).toBe('waiting');
              const reply = ofType(effects, 'finishTurn')[0];
              if (reply?.status === 'complete' && reply.seq % checkpointEvery === 0) {
                expect(state.status).toBe('waiting');
                expect(state.interventionCount).toBe(before.interventionCount + 1);
                expect(ofType(effects, 'schedule')).toEqual([]);
              }
              if (mode === 'max') {
                expect(state.consecutiveFailures).toBeLessThanOrEqual(MAX.breakerThreshold);
                expect(state.breakerOpen).toBe(state.consecutiveFailures === MAX.breakerThreshold);
                if (state.breakerOpen && state.status !== 'failed') {
                  expect(state.pending?.kind).toBe('turn');
                }
                const note = ofType(effects, 'append').find((e) => e.message.sender === 'user');
                if (note && !state.breakerOpen && note.message.seq % checkpointEvery === 0) {
                  expect(state.status).toBe('waiting');
                }
              }
              expect(state.messageCount).toBe(log.length);
              if (state.status !== 'running') expect(ofType(effects, 'beginTurn')).toEqual([]);
            }
          },
        ),
        { numRuns: 150 },
      );
    }, 30_000);
  }
});
