import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUEL, MAX } from '../../contract/conversations.ts';
import { builtInFormat, FORMAT_TEXT, phaseTurns } from '../../contract/formats.ts';
import { step } from './engine.ts';
import {
  EngineConflictError,
  EngineRuleError,
  type Effect,
  type EngineEvent,
  type EngineState,
} from './engine-types.ts';

const usage = { promptTokens: 3, completionTokens: 5 };

function startFormat(id: string, agents = 2) {
  const format = builtInFormat(id)!;
  const slots = agents === 2 ? [...DUEL.slots] : MAX.slots.slice(0, agents);
  return step(null, {
    type: 'start',
    mode: agents === 2 ? 'duel' : 'max',
    slots,
    openingLine: 'We should build more railways.',
    startingSlot: slots[0]!,
    format,
  });
}

const ofType = <T extends Effect['type']>(effects: Effect[], type: T) =>
  effects.filter((effect): effect is Extract<Effect, { type: T }> => effect.type === type);

/** The format's turns in order, as `slot phase kind`. */
function expectedOrder(id: string, slots: readonly string[]): string[] {
  return builtInFormat(id)!.phases.flatMap((phase) =>
    phaseTurns(phase, slots.length).map(
      (turn) => `${slots[turn.position]} ${phase.name} ${turn.kind}`,
    ),
  );
}

/** Plays the debate to its end, continuing at checkpoints; the turns as `slot phase kind`. */
function playToEnd(state: EngineState) {
  const spoken: string[] = [];
  const checkpoints: number[] = [];
  let last: { effects: Effect[]; state: EngineState } = { state, effects: [] };
  for (let guard = 0; guard < 200 && state.status !== 'finished'; guard += 1) {
    if (state.status === 'waiting') {
      checkpoints.push(spoken.length);
      state = step(state, { type: 'continue' }).state;
      continue;
    }
    const fired = step(state, { type: 'tick', turnId: state.pending!.id });
    const begin = ofType(fired.effects, 'beginTurn')[0]!;
    spoken.push(`${begin.slot} ${begin.brief!.phase} ${begin.brief!.kind}`);
    last = step(fired.state, { type: 'turnDone', turnId: begin.turnId, content: 'x', usage });
    state = last.state;
  }
  return { state, spoken, checkpoints, last };
}

describe('formats in the engine', () => {
  for (const id of ['oxford', 'lincoln-douglas', 'socratic']) {
    for (const agents of [2, 3, 5]) {
      it(`${id}, ${agents} agents: phases in order, each turn briefed, finished at the end`, () => {
        const started = startFormat(id, agents);
        expect(ofType(started.effects, 'append')[0]!.message.sender).toBe('user');
        const { state, spoken, last } = playToEnd(started.state);
        expect(spoken).toEqual(expectedOrder(id, started.state.slots));
        expect(state.status).toBe('finished');
        expect(state.pending).toBeNull();
        const notice = ofType(last.effects, 'append').at(-1)!.message;
        expect(notice).toMatchObject({ sender: 'system', content: FORMAT_TEXT.debateFinished });
        // The end is a checkpoint: a judge set for checkpoints gives the verdict.
        expect(ofType(last.effects, 'checkpoint')).toHaveLength(1);
        expect(() => step(state, { type: 'continue' })).toThrow(EngineRuleError);
      });
    }
  }

  it('Oxford waits at the checkpoint after the rebuttals, and the host may put a question', () => {
    const { state } = startFormat('oxford');
    const { checkpoints } = playToEnd(state);
    expect(checkpoints).toEqual([6]);
    let at = state;
    for (let turn = 0; turn < 6; turn += 1) {
      const fired = step(at, { type: 'tick', turnId: at.pending!.id });
      const id = ofType(fired.effects, 'beginTurn')[0]!.turnId;
      at = step(fired.state, { type: 'turnDone', turnId: id, content: 'x', usage }).state;
    }
    expect(at.status).toBe('waiting');
    const asked = step(at, { type: 'intervene', content: 'Who pays for it?' });
    expect(asked.state.status).toBe('running');
    // The opposition closes first.
    expect(asked.state.pending!.slot).toBe('model-b');
    expect(() => step(at, { type: 'intervene', content: 'x', target: 'model-a' })).toThrow(
      FORMAT_TEXT.formatDecidesSpeaker,
    );
  });

  it('a turn stopped mid-reply is spoken again; a closing that says it ends the debate does not end the format', () => {
    const { state } = startFormat('oxford');
    const fired = step(state, { type: 'tick', turnId: state.pending!.id });
    const stopped = step(fired.state, { type: 'stop' }).state;
    expect(stopped.nextSlot).toBe('model-a');
    const resumed = step(stopped, { type: 'continue' }).state;
    const again = step(resumed, { type: 'tick', turnId: resumed.pending!.id });
    const begin = ofType(again.effects, 'beginTurn')[0]!;
    expect(begin.brief).toMatchObject({ phase: 'Openings', kind: 'opening', wordLimit: 300 });
    const done = step(again.state, {
      type: 'turnDone',
      turnId: begin.turnId,
      content: 'In closing',
      usage,
      endsDebate: true,
    });
    expect(done.state.status).toBe('running');
    expect(done.state.format).toMatchObject({ phase: 0, turn: 1 });
  });

  it('a restart (recover) keeps the phase: the interrupted turn is spoken again', () => {
    const { state } = startFormat('lincoln-douglas');
    const fired = step(state, { type: 'tick', turnId: state.pending!.id });
    const seq = ofType(fired.effects, 'beginTurn')[0]!.seq;
    // The saved state is the one before the tick (ticks are not persisted).
    const recovered = step(state, {
      type: 'recover',
      interruptedSeq: seq,
      interruptedSlot: 'model-a',
    });
    expect(recovered.state.status).toBe('paused');
    expect(recovered.state.format).toMatchObject({ phase: 0, turn: 0 });
    const resumed = step(recovered.state, { type: 'continue' }).state;
    expect(resumed.pending!.slot).toBe('model-a');
  });
});

type Action = 'fire' | 'done' | 'fail' | 'intervene' | 'continue' | 'stop' | 'pause' | 'recover';
const actions: Action[] = [
  'fire',
  'done',
  'fire',
  'done',
  'fire',
  'done',
  'fail',
  'intervene',
  'continue',
  'stop',
  'pause',
  'recover',
];

function eventFor(action: Action, state: EngineState): EngineEvent {
  const id = state.pending?.id ?? 0;
  switch (action) {
    case 'fire':
      return { type: 'tick', turnId: id };
    case 'done':
      return { type: 'turnDone', turnId: id, content: 'ok', usage };
    case 'fail':
      return { type: 'turnFailed', turnId: id, message: 'nope', detail: null };
    case 'intervene':
      return { type: 'intervene', content: 'hi' };
    case 'recover': {
      const generating = state.pending?.phase === 'generating' ? state.pending : null;
      return {
        type: 'recover',
        interruptedSeq: generating?.seq ?? null,
        interruptedSlot: generating?.slot ?? null,
      };
    }
    default:
      return { type: action };
  }
}

describe('people in their seats', () => {
  it('a person speaks only in a seat they hold, on its turn', () => {
    const { state: started } = step(null, {
      type: 'start',
      mode: 'duel',
      slots: [...DUEL.slots],
      openingLine: 'We should build more railways.',
      startingSlot: 'model-a',
      format: builtInFormat('oxford')!,
      people: ['model-a'],
    });
    const { state } = step(started, { type: 'tick', turnId: started.pending!.id });
    expect(state.pending).toMatchObject({ kind: 'seat', slot: 'model-a' });
    // Another person's seats, or none: not their turn.
    for (const seats of [['model-b'], []]) {
      expect(() => step(state, { type: 'speak', seats, content: 'Mine now.' })).toThrow(
        EngineConflictError,
      );
    }
    const spoken = step(state, { type: 'speak', seats: ['model-a'], content: 'Railways.' });
    expect(ofType(spoken.effects, 'append')[0]!.message).toMatchObject({
      sender: 'model-a',
      phase: 'Openings',
    });
  });
});

describe('properties of formats over random event sequences', () => {
  it('completed turns follow the format in order, each briefed with its phase; the end is final', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('oxford', 'lincoln-douglas', 'socratic'),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.constantFrom(...actions), { minLength: 50, maxLength: 300 }),
        (id, agents, sequence) => {
          let { state } = startFormat(id, agents);
          const order = expectedOrder(id, state.slots);
          const completed: string[] = [];
          let begun: string | null = null;
          let messages = 1;
          for (const action of sequence) {
            let result;
            try {
              result = step(state, eventFor(action, state));
            } catch (error) {
              expect(error).toBeInstanceOf(EngineRuleError);
              continue;
            }
            const before = state;
            state = result.state;
            for (const effect of result.effects) {
              if (effect.type === 'beginTurn') {
                begun = `${effect.slot} ${effect.brief!.phase} ${effect.brief!.kind}`;
                // Always the format's next turn.
                expect(begun).toBe(order[completed.length]);
              }
              if (effect.type === 'finishTurn' && effect.status === 'complete') {
                completed.push(begun!);
              }
              if (effect.type === 'append') {
                expect(effect.message.seq).toBe(messages + 1);
                messages += 1;
              }
              if (effect.type === 'finishTurn' || effect.type === 'interruptTurn') {
                messages = Math.max(messages, effect.seq);
              }
            }
            expect(completed).toEqual(order.slice(0, completed.length));
            if (before.status === 'finished') expect(result.effects).toEqual([]);
            expect(state.status === 'finished').toBe(completed.length === order.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
