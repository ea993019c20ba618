import { describe, expect, it } from 'vitest';
import { idsNeeded, newMessageRow, planEffects, type StepInput } from './effects.ts';
import { step } from './engine.ts';
import type { EngineEvent, EngineState } from './engine-types.ts';
import { duelRows, tick } from '../../../test/helpers/runtime-fixtures.ts';

const at = new Date('2026-11-24T10:00:00.000Z');
const usage = { promptTokens: 3, completionTokens: 5 };

/** A running duel as its host would hand it to the planner. */
function input(overrides: Partial<StepInput> = {}): StepInput {
  const { row, agents, state } = duelRows();
  const opening = newMessageRow(row.id, {
    id: 'opening',
    seq: 1,
    sender: 'model-a',
    content: 'Ban cars?',
    createdAt: at,
  });
  return {
    row,
    agents,
    state,
    messages: [opening],
    reply: null,
    timer: null,
    ids: [],
    at,
    now: 10,
    ...overrides,
  };
}

/** The engine's step from `state`, planned on `given` with an id for each new message. */
function planned(given: StepInput, event: EngineEvent) {
  const { state, effects } = step(given.state, event);
  const ids = Array.from({ length: idsNeeded(effects) }, (_, index) => `new-${index}`);
  return { state, plan: planEffects({ ...given, state, ids }, effects) };
}

/** The input just after the first turn began: its streaming row, and its reply so far. */
function generating(content = '') {
  const start = input();
  const turnId = start.state.pending!.id;
  const { state, plan } = planned(start, tick(turnId));
  const action = plan.actions[0]!;
  if (action.kind !== 'startTurn') throw new Error('expected a turn');
  const reply = { turnId, row: action.row, content };
  return { turnId, input: input({ state, messages: plan.messages, reply }) };
}

describe('newMessageRow', () => {
  it('fills a finished, empty message of the sender, with no usage', () => {
    const row = newMessageRow('conversation-1', {
      id: 'message-1',
      seq: 3,
      sender: 'model-b',
      createdAt: at,
    });
    expect(row).toEqual({
      id: 'message-1',
      conversationId: 'conversation-1',
      seq: 3,
      sender: 'model-b',
      agentSlot: 'model-b',
      content: '',
      status: 'complete',
      promptTokens: null,
      completionTokens: null,
      modelId: null,
      detail: null,
      contentTokens: 0,
      phase: null,
      createdAt: at,
    });
  });

  it('takes the values it is given over the defaults', () => {
    const row = newMessageRow('conversation-1', {
      id: 'message-2',
      seq: 4,
      sender: 'user',
      agentSlot: null,
      content: 'Focus on buses.',
      status: 'interrupted',
      createdAt: at,
    });
    expect(row).toMatchObject({ agentSlot: null, content: 'Focus on buses.', createdAt: at });
  });
});

describe('planEffects', () => {
  it('begins a turn: its streaming row in memory only, due when its timer was', () => {
    const start = input();
    const turnId = start.state.pending!.id;
    const { plan } = planned({ ...start, timer: { turnId, dueAt: 4 } }, tick(turnId));
    expect(plan.messages.map((row) => row.status)).toEqual(['complete', 'streaming']);
    expect(plan.writes).toEqual([]);
    expect(plan.clearTimer).toBe(true);
    expect(plan.actions).toEqual([
      expect.objectContaining({ kind: 'startTurn', turnId, dueAt: 4, row: plan.messages[1] }),
    ]);
    expect(plan.events.map((event) => event.type)).toEqual(['message', 'state']);
  });

  it('times a turn with no timer of its own from now', () => {
    const start = input();
    const { plan } = planned(start, tick(start.state.pending!.id));
    expect(plan.actions[0]).toMatchObject({ kind: 'startTurn', dueAt: 10 });
  });

  it('finishes a turn: the reply flushed, then its row and state written and published', () => {
    const { turnId, input: given } = generating();
    const { state, plan } = planned(given, {
      type: 'turnDone',
      turnId,
      content: 'Cars pollute.',
      usage,
    });
    expect(plan.replyEnds).toBe('finished');
    expect(plan.actions.map((action) => action.kind)).toEqual(['flushReply', 'schedule']);
    expect(plan.writes.map((write) => write.kind)).toEqual(['putMessage', 'saveState']);
    expect(plan.writes[0]).toMatchObject({
      row: { seq: 2, content: 'Cars pollute.', status: 'complete', completionTokens: 5 },
    });
    expect(plan.row).toMatchObject({ status: state.status, messageCount: state.messageCount });
    expect(plan.events.map((event) => event.type)).toEqual(['message', 'state']);
    expect(plan.events[1]).toMatchObject({ conversation: { messageCount: state.messageCount } });
  });

  it('keeps a stopped reply as interrupted with its text so far; the call is dropped', () => {
    const { input: given } = generating('Cars choke');
    const { plan } = planned(given, { type: 'stop' });
    expect(plan.replyEnds).toBe('dropped');
    expect(plan.messages.at(-1)).toMatchObject({ content: 'Cars choke', status: 'interrupted' });
    expect(plan.events[0]).toMatchObject({
      type: 'message',
      message: { content: 'Cars choke', status: 'interrupted' },
    });
  });

  it('discards the reply of a turn an intervention cancels', () => {
    const { input: given } = generating('Cars');
    const { plan } = planned(given, { type: 'intervene', content: 'Think of buses.' });
    expect(plan.replyEnds).toBe('dropped');
    expect(plan.messages.map((row) => row.sender)).toEqual(['model-a', 'user']);
    expect(plan.writes[0]).toEqual({ kind: 'deleteMessage', seq: 2 });
    expect(plan.events[0]).toEqual({ type: 'discarded', seq: 2 });
  });

  it('clears the timer of a scheduled turn that is cancelled, and no other', () => {
    const start = input();
    const turnId = start.state.pending!.id;
    const { plan } = planned({ ...start, timer: { turnId, dueAt: 0 } }, { type: 'stop' });
    expect(plan.clearTimer).toBe(true);
    const other = planned({ ...start, timer: { turnId: turnId + 5, dueAt: 0 } }, { type: 'stop' });
    expect(other.plan.clearTimer).toBe(false);
  });

  it('deletes the conversation and writes nothing else for it', () => {
    const { plan } = planned(input(), { type: 'delete' });
    expect(plan.deleted).toBe(true);
    expect(plan.writes.at(-1)).toEqual({ kind: 'deleteConversation' });
  });

  it('renames: the row in memory, its title written, and the state published with it', () => {
    const given = input();
    const { state, plan } = planned(given, { type: 'rename', title: 'Car-free centres' });
    expect(state).toBe(given.state);
    expect(plan.row.title).toBe('Car-free centres');
    expect(plan.writes).toEqual([{ kind: 'saveTitle', title: 'Car-free centres' }]);
    expect(plan.events).toMatchObject([
      { type: 'state', conversation: { title: 'Car-free centres' } },
    ]);
  });

  it('is pure: the same input plans the same step, its ids and times taken from the input', () => {
    const given = input();
    const first = planned(given, tick(given.state.pending!.id)).plan;
    const again = planned(given, tick(given.state.pending!.id)).plan;
    expect(again).toEqual(first);
    const started = first.actions[0]!;
    if (started.kind !== 'startTurn') throw new Error('expected a turn');
    expect(started.row).toMatchObject({ id: 'new-0', createdAt: at });
    const persisted = planned(input(), { type: 'stop' }).plan;
    expect(persisted.row.updatedAt).toBe(at);
  });

  it('changes nothing it is given', () => {
    const given = input();
    const frozen = JSON.stringify(given);
    planned(given, tick((given.state as EngineState).pending!.id));
    expect(JSON.stringify(given)).toBe(frozen);
  });
});
