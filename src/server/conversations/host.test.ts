import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateTokens } from '../providers/tokens.ts';
import { ConversationHost } from './host.ts';
import { LeaseLostError } from './repository.ts';
import type { MessageRow } from './repository.ts';
import { duelRows, hostDeps, tick, messageRow } from '../../../test/helpers/runtime-fixtures.ts';

const at = new Date('2026-11-24T10:00:00.000Z');
const id = duelRows().row.id;
const usage = { promptTokens: 3, completionTokens: 5 };
const message = (values: Partial<MessageRow> & Pick<MessageRow, 'seq' | 'sender'>) =>
  messageRow(id, { createdAt: at, ...values });
const idle = { reason: 'idle' } as const;

/** A running duel, its first turn due; the opening line is message 1. */
function running(options: Parameters<typeof hostDeps>[0] = {}) {
  const recorded = hostDeps(options);
  const rows = duelRows();
  const opening = message({ seq: 1, sender: 'model-a', content: 'Should cities ban cars?' });
  const host = new ConversationHost({ ...rows, messages: [opening] }, recorded.deps);
  return { ...recorded, host, turnId: () => host.state.pending!.id };
}

/** A duel at rest: paused, nothing scheduled, nobody watching, no writes in flight. */
function atRest(messages: MessageRow[] = []) {
  const recorded = hostDeps();
  const rows = duelRows();
  const state = { ...rows.state, status: 'paused' as const, pending: null };
  const host = new ConversationHost({ ...rows, state, messages }, recorded.deps);
  return { ...recorded, host };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe('ConversationHost: a step', () => {
  it('starts a turn at once; its streaming row is not written before its first draft', async () => {
    const { host, batches, published, replies, turnId } = running();
    const turn = turnId();
    expect(host.take(tick(turn)).writes).toBeInstanceOf(Promise);

    expect(replies.map(({ reply, calls }) => [reply.turnId, calls])).toEqual([
      [turn, ['start', 'open']],
    ]);
    expect(host.reply).toBe(replies[0]!.reply);
    expect(host.messages.map((row) => row.status)).toEqual(['complete', 'streaming']);
    expect(batches).toHaveLength(0);
    expect(published.map((event) => event.type)).toEqual(['message', 'state']);
  });

  it('publishes a finished reply at once; its write follows, and the turn is timed to both', async () => {
    const { host, batches, published, replies, timings, turnId } = running();
    const turn = turnId();
    host.take(tick(turn));
    published.length = 0;
    const { writes } = host.take({
      type: 'turnDone',
      turnId: turn,
      content: 'Cars pollute.',
      usage,
    });
    expect(published.map((event) => event.type)).toEqual(['message', 'state']);
    // What the reply held back went out before its finished message.
    expect(replies[0]!.calls).toEqual(['start', 'open', 'flush']);
    expect(host.reply).toBeNull();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.writes.map((write) => write.kind)).toEqual(['putMessage', 'saveState']);
    expect(batches[0]!.writes[0]).toMatchObject({
      kind: 'putMessage',
      row: { seq: 2, content: 'Cars pollute.', status: 'complete' },
    });
    expect(timings).toHaveLength(1);
    let committed: number | null | undefined;
    void timings[0]!.committed.then((ms) => (committed = ms));
    await settle();
    expect(committed).toBeUndefined();

    batches[0]!.release();
    await writes;
    await settle();
    expect(committed).toBeGreaterThanOrEqual(timings[0]!.turnMs);
  });

  it('publishes steps in the order they are taken, whatever is still being written', () => {
    const { host, batches, published, turnId } = running();
    const first = turnId();
    host.take(tick(first));
    host.take({ type: 'turnDone', turnId: first, content: 'Cars pollute.', usage });
    host.take(tick(turnId()));
    expect(published.map((event) => event.type)).toEqual([
      'message',
      'state',
      'message',
      'state',
      'message',
      'state',
    ]);
    // One batch in flight; the later steps wait their turn to be written, in order.
    expect(batches).toHaveLength(1);
  });

  it('keeps a stopped reply as interrupted, with its text so far, and aborts its call', () => {
    const { host, replies, published, batches, turnId } = running();
    host.take(tick(turnId()));
    replies[0]!.reply.content = 'Cars choke';
    const { conversation } = host.take({ type: 'stop' }, true);
    expect(replies[0]!.calls).toContain('abort');
    expect(host.reply).toBeNull();
    expect(conversation).toMatchObject({ status: 'stopped' });
    expect(host.messages.at(-1)).toMatchObject({ content: 'Cars choke', status: 'interrupted' });
    expect(published.at(-2)).toMatchObject({
      type: 'message',
      message: { status: 'interrupted' },
    });
    expect(batches[0]!.writes.map((write) => write.kind)).toEqual(['putMessage', 'saveState']);
  });

  it('answers a failed write with a rejection, and leaves memory saying so, once', async () => {
    const { host, batches, timings, departures, turnId } = running();
    const turn = turnId();
    host.take(tick(turn));
    const { writes } = host.take({ type: 'turnDone', turnId: turn, content: 'Cars.', usage });
    const error = new Error('disk full');
    batches[0]!.fail(error);
    await expect(writes).rejects.toThrow();
    await expect(timings[0]!.committed).resolves.toBeNull();
    // A step of the debate's own was lost: the owner is to be told.
    expect(departures).toEqual([{ reason: 'write-failed', error, tell: true }]);
    expect(host.lifecycle.state).toBe('left');
  });

  it('leaves the telling to the command whose write failed', async () => {
    const { host, batches, departures } = running();
    const { writes } = host.take({ type: 'stop' }, true);
    batches[0]!.fail(new Error('constraint'));
    await expect(writes).rejects.toThrow();
    expect(departures).toMatchObject([{ reason: 'write-failed', tell: false }]);
  });

  it('does not tell again of a lost notice of a loss', async () => {
    const { host, batches, departures } = running();
    const { writes } = host.take({ type: 'notSaved' });
    batches[0]!.fail(new Error('constraint'));
    await expect(writes).rejects.toThrow();
    expect(departures).toMatchObject([{ reason: 'write-failed', tell: false }]);
  });

  it('leaves having lost its lease when a write is fenced off', async () => {
    const { host, batches, departures } = running();
    const { writes } = host.take({ type: 'stop' });
    const error = new LeaseLostError('moved');
    batches[0]!.fail(error);
    await expect(writes).rejects.toThrow();
    expect(departures).toEqual([{ reason: 'lease-lost', error }]);
  });
});

describe('ConversationHost: checkpoints (DESIGN D18)', () => {
  /** A duel one reply short of its first checkpoint, that reply streaming. */
  function lastReplyBeforeCheckpoint(options: Parameters<typeof hostDeps>[0] = {}) {
    const recorded = hostDeps(options);
    const rows = duelRows();
    const messages = Array.from({ length: 9 }, (_, index) =>
      message({
        seq: index + 1,
        sender: index % 2 ? 'model-b' : 'model-a',
        content: `Point ${index}.`,
      }),
    );
    const state = { ...rows.state, messageCount: 9, nextSlot: 'model-b' };
    const host = new ConversationHost({ ...rows, state, messages }, recorded.deps);
    host.take(tick(host.state.pending!.id));
    return { ...recorded, host };
  }

  it('tells the runtime once the checkpoint opens, after its step is queued for writing', () => {
    const { host, checkpoints, batches, published } = lastReplyBeforeCheckpoint();
    host.take({ type: 'turnDone', turnId: host.state.pending!.id, content: 'Ten.', usage });
    expect(host.state.status).toBe('waiting');
    expect(checkpoints).toEqual([host.id]);
    expect(batches.at(-1)!.writes.map((write) => write.kind)).toContain('saveState');
    expect(published.at(-1)).toMatchObject({ type: 'state', conversation: { status: 'waiting' } });
  });

  it('tells nothing while the runner closes', () => {
    let closing = false;
    const { host, checkpoints } = lastReplyBeforeCheckpoint({ closing: () => closing });
    closing = true;
    host.take({ type: 'turnDone', turnId: host.state.pending!.id, content: 'Ten.', usage });
    expect(host.state.status).toBe('waiting');
    expect(checkpoints).toEqual([]);
  });

  it("adds a judge's failure as a notice and stays at the checkpoint", () => {
    const { host, checkpoints, published } = lastReplyBeforeCheckpoint();
    host.take({ type: 'turnDone', turnId: host.state.pending!.id, content: 'Ten.', usage });
    host.take({ type: 'judgeFailed', notice: 'No verdict.' }, true);
    expect(host.state).toMatchObject({ status: 'waiting', messageCount: 11, pending: null });
    expect(host.messages.at(-1)).toMatchObject({
      seq: 11,
      sender: 'system',
      content: 'No verdict.',
    });
    expect(published.at(-2)).toMatchObject({ type: 'message', message: { seq: 11 } });
    expect(checkpoints).toHaveLength(1);
  });
});

describe('ConversationHost: timers and the idle clock', () => {
  it('takes the tick once the next turn is due, and not after it left memory', async () => {
    vi.useFakeTimers();
    const { host, replies } = running({ delayOverrideMs: 500 });
    host.take({ type: 'stop' });
    host.take({ type: 'continue' });
    await vi.advanceTimersByTimeAsync(499);
    expect(replies).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(replies).toHaveLength(1);

    const left = running({ delayOverrideMs: 500 });
    left.host.take({ type: 'stop' });
    left.host.take({ type: 'continue' });
    left.host.leave(idle);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(left.replies).toHaveLength(0);
  });

  it('schedules nothing and starts no turn while the runner closes', async () => {
    vi.useFakeTimers();
    const { host, replies, turnId } = running({ delayOverrideMs: 5, closing: () => true });
    host.take(tick(turnId()));
    host.take({ type: 'stop' });
    host.take({ type: 'continue' });
    await vi.advanceTimersByTimeAsync(100);
    expect(replies).toHaveLength(0);
  });

  it('pauses a running debate nobody watches after the idle pause', async () => {
    vi.useFakeTimers();
    const { host, turnId } = running({ idlePauseMs: 1_000 });
    host.take(tick(turnId()));
    await vi.advanceTimersByTimeAsync(999);
    expect(host.state.status).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    expect(host.state.status).toBe('paused');
  });

  it('runs no idle clock while an owner watches, and starts it again when the owner leaves', async () => {
    vi.useFakeTimers();
    const { host, turnId } = running({ idlePauseMs: 1_000 });
    const unwatch = host.watched(true);
    expect(host.viewers).toBe(1);
    host.take(tick(turnId()));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(host.state.status).toBe('running');
    unwatch();
    unwatch();
    expect(host.viewers).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(host.state.status).toBe('paused');
  });

  it('does not count a viewer who is not the owner', () => {
    const { host } = running();
    host.watched(false);
    expect(host.viewers).toBe(0);
  });

  it('restarts the idle clock on touch (an owner watching from another process)', async () => {
    vi.useFakeTimers();
    const { host, turnId } = running({ idlePauseMs: 1_000 });
    host.take(tick(turnId()));
    await vi.advanceTimersByTimeAsync(900);
    host.touch();
    await vi.advanceTimersByTimeAsync(900);
    expect(host.state.status).toBe('running');
    await vi.advanceTimersByTimeAsync(100);
    expect(host.state.status).toBe('paused');
  });

  it('stops the turn timer and the idle clock on leave, and aborts the reply', async () => {
    vi.useFakeTimers();
    const { host, replies, turnId } = running({ idlePauseMs: 1_000, delayOverrideMs: 100 });
    host.take(tick(turnId()));
    host.leave({ reason: 'closing' });
    expect(replies[0]!.calls).toContain('abort');
    expect(host.reply).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(host.state.status).toBe('running');
    expect(host.lifecycle.state).toBe('left');
  });
});

describe('ConversationHost: leaving memory', () => {
  it('leaves at rest, once, saying why', async () => {
    const { host, left, departures } = atRest();
    await host.run(() => undefined);
    expect(left).toEqual([host]);
    expect(departures).toEqual([idle]);
    expect(host.lifecycle).toEqual({ state: 'left', departure: idle });
    await expect(host.hasLeft()).resolves.toEqual(idle);
  });

  it('stays while an owner watches, and leaves once the owner goes', () => {
    const { host, left } = atRest();
    const unwatch = host.watched(true);
    expect(left).toEqual([]);
    unwatch();
    expect(left).toEqual([host]);
  });

  it('is leaving while its writes are in flight and has left once they settle', async () => {
    const { host, batches, left } = running();
    host.take({ type: 'stop' });
    host.leave({ reason: 'closing' });
    expect(host.lifecycle.state).toBe('leaving');
    expect(left).toEqual([]);
    batches[0]!.release();
    await host.hasLeft();
    expect(left).toEqual([host]);
  });

  it('stays while the debate runs or a reply streams', () => {
    const runningCase = running();
    expect(runningCase.host.idle).toBe(false);
    runningCase.host.take(tick(runningCase.turnId()));
    expect(runningCase.host.idle).toBe(false);
    expect(runningCase.left).toEqual([]);
  });

  it('stays while work is on its queue', async () => {
    const { host, left } = atRest();
    let release!: () => void;
    const work = host.run(() => new Promise<void>((resolve) => (release = resolve)));
    await settle();
    expect(host.idle).toBe(false);
    expect(left).toEqual([]);
    release();
    await work;
    expect(left).toEqual([host]);
  });

  it('runs nothing more on its queue once it is leaving, and is told to leave once', async () => {
    const { host, departures } = atRest();
    host.leave({ reason: 'deleted' });
    host.leave(idle);
    await expect(host.run(() => 'ran')).resolves.toBe('gone');
    expect(departures).toEqual([{ reason: 'deleted' }]);
  });

  it('leaves deleted once the deletion is written', async () => {
    const { host, batches, departures } = running();
    host.take({ type: 'delete' }, true);
    expect(host.lifecycle.state).toBe('leaving');
    expect(batches[0]!.writes.at(-1)).toEqual({ kind: 'deleteConversation' });
    batches[0]!.release();
    await expect(host.hasLeft()).resolves.toEqual({ reason: 'deleted' });
    expect(departures).toEqual([{ reason: 'deleted' }]);
  });
});

describe('ConversationHost: a new conversation', () => {
  it('takes its start step here, written as one insert before its first timer starts', async () => {
    const recorded = hostDeps();
    const { row, agents } = duelRows();
    const host = await ConversationHost.create(
      { row, agents },
      {
        type: 'start',
        mode: 'duel',
        slots: ['model-a', 'model-b'],
        openingLine: 'Ban cars?',
        startingSlot: 'model-a',
      },
      recorded.deps,
    );
    expect(recorded.inserted).toHaveLength(1);
    expect(recorded.inserted[0]!.messages).toMatchObject([{ seq: 1, content: 'Ban cars?' }]);
    expect(recorded.inserted[0]!.row).toMatchObject({ status: 'running', messageCount: 1 });
    expect(recorded.batches).toHaveLength(0);
    expect(host.state.pending).toMatchObject({ phase: 'scheduled', slot: 'model-b' });
    host.leave({ reason: 'closing' });
  });

  it('starts nothing when its insert fails', async () => {
    vi.useFakeTimers();
    const recorded = hostDeps({ delayOverrideMs: 10 });
    const deps = { ...recorded.deps, insert: () => Promise.reject(new Error('constraint')) };
    const { row, agents } = duelRows();
    const start = {
      type: 'start' as const,
      mode: 'duel' as const,
      slots: ['model-a', 'model-b'],
      openingLine: 'Ban cars?',
      startingSlot: 'model-a',
    };
    await expect(ConversationHost.create({ row, agents }, start, deps)).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(100);
    expect(recorded.replies).toHaveLength(0);
    expect(recorded.published).toEqual([]);
  });
});

describe('ConversationHost: view and history', () => {
  it('shows the streaming message with what viewers were sent, not the text held back', () => {
    const { host, replies, turnId } = running();
    host.take(tick(turnId()));
    const reply = replies[0]!.reply;
    reply.content = 'Cars choke the streets';
    reply.shown = 'Cars choke';
    const conversation = host.view();
    expect(conversation.messages.map((row) => [row.seq, row.content, row.status])).toEqual([
      [1, 'Should cities ban cars?', 'complete'],
      [2, 'Cars choke', 'streaming'],
    ]);
    expect(conversation.messages[0]).toEqual({
      id: host.messages[0]!.id,
      seq: 1,
      content: 'Should cities ban cars?',
      sender: 'model-a',
      timestamp: at.toISOString(),
      status: 'complete',
    });
    expect(conversation).toMatchObject({ id, status: 'running', mode: 'duel' });
  });

  it('keeps the finished and interrupted messages in order, naming each sender', () => {
    const { host } = atRest([
      message({ seq: 1, sender: 'model-a', content: 'Ban them.' }),
      message({ seq: 2, sender: 'model-b', content: 'Keep them.', status: 'interrupted' }),
      message({ seq: 3, sender: 'user', content: 'Think of buses.' }),
      message({ seq: 4, sender: 'model-c', content: 'A slot with no agent.' }),
    ]);
    // With each message's tokens as counted when it was made.
    const counted = (content: string) => ({ content, tokens: estimateTokens(content) });
    expect(host.history()).toEqual([
      { sender: 'model-a', senderName: 'Primary Agent', ...counted('Ban them.') },
      { sender: 'model-b', senderName: 'Alternative Agent', ...counted('Keep them.') },
      { sender: 'user', senderName: 'User', ...counted('Think of buses.') },
      { sender: 'model-c', senderName: 'model-c', ...counted('A slot with no agent.') },
    ]);
  });

  it('leaves out error reports, the streaming reply and system notices', () => {
    const { host } = atRest([
      message({ seq: 1, sender: 'model-a', content: 'Ban them.' }),
      message({ seq: 2, sender: 'model-b', content: 'Rate limit', status: 'error' }),
      message({ seq: 3, sender: 'system', content: 'Daily limit reached.' }),
      message({ seq: 4, sender: 'model-b', content: 'Half a', status: 'streaming' }),
    ]);
    expect(host.history()).toEqual([
      {
        sender: 'model-a',
        senderName: 'Primary Agent',
        content: 'Ban them.',
        tokens: estimateTokens('Ban them.'),
      },
    ]);
  });

  it('holds its epoch and sends its writes with it', async () => {
    const recorded = hostDeps();
    const epochs: number[] = [];
    const deps = {
      ...recorded.deps,
      write: async (_id: string, epoch: number) => void epochs.push(epoch),
    };
    const rows = duelRows();
    const host = new ConversationHost({ ...rows, row: { ...rows.row, leaseEpoch: 7 } }, deps);
    await host.take({ type: 'stop' }).writes;
    expect(host.epoch).toBe(7);
    expect(epochs).toEqual([7]);
  });
});
