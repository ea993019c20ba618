import { describe, expect, it } from 'vitest';
import { createDeltaCoalescer } from './delta-coalescer.ts';
import { history, isIdle, newLive, newMessageRow, view, type Live, type Stream } from './live.ts';
import type { MessageRow } from './repository.ts';
import { duelLive, heldWrites } from './runtime-fixtures.test-support.ts';
import type { WriteOp } from './write-ops.ts';

const at = new Date('2026-11-24T10:00:00.000Z');

function message(live: Live, values: Partial<MessageRow> & Pick<MessageRow, 'seq' | 'sender'>) {
  return newMessageRow(live.row.id, { createdAt: at, ...values });
}

function streaming(row: MessageRow, content: string, shown: string): Stream {
  return {
    turnId: 1,
    row,
    content,
    shown,
    controller: new AbortController(),
    deltas: createDeltaCoalescer(() => undefined, 0),
    lastFlush: 0,
    dueAt: 0,
    providerMs: 0,
  };
}

/** A duel at rest: paused, nothing scheduled, nobody watching, no writes in flight. */
function atRest() {
  const writes = heldWrites();
  const live = duelLive(writes.hooks);
  live.state = { ...live.state, status: 'paused', pending: null };
  return { live, writes };
}

describe('newMessageRow', () => {
  it('fills a finished, empty message of the sender, with no usage and a fresh id', () => {
    const row = newMessageRow('conversation-1', { seq: 3, sender: 'model-b' });
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conversationId: 'conversation-1',
      seq: 3,
      sender: 'model-b',
      agentSlot: 'model-b',
      content: '',
      status: 'complete',
      promptTokens: null,
      completionTokens: null,
      modelId: null,
      createdAt: expect.any(Date),
    });
    expect(newMessageRow('conversation-1', { seq: 3, sender: 'model-b' }).id).not.toBe(row.id);
  });

  it('takes the values it is given over the defaults', () => {
    const row = newMessageRow('conversation-1', {
      seq: 4,
      sender: 'user',
      agentSlot: null,
      content: 'Focus on buses.',
      status: 'interrupted',
      createdAt: at,
    });
    expect(row).toMatchObject({
      agentSlot: null,
      content: 'Focus on buses.',
      status: 'interrupted',
      createdAt: at,
    });
  });
});

describe('newLive', () => {
  it('holds the lease epoch of its row and sends its writes through the hooks', async () => {
    const { live, writes } = atRest();
    expect(live.epoch).toBe(live.row.leaseEpoch);
    const write: WriteOp = { kind: 'saveState', state: live.state };
    const done = live.writes.enqueue([write]);
    expect(writes.batches.map((batch) => batch.writes)).toEqual([[write]]);
    writes.batches[0]!.release();
    await done;
    expect(live.writes.pending).toBe(0);
  });

  it('reports a failed write and the queue settling to the hooks, with its own copy', async () => {
    const failed: [Live, unknown][] = [];
    const settled: Live[] = [];
    const error = new Error('disk full');
    const base = duelLive(heldWrites().hooks);
    const live = newLive(base.row, base.agents, base.state, [], {
      save: async () => {
        throw error;
      },
      failed: (copy, reason) => failed.push([copy, reason]),
      settled: (copy) => settled.push(copy),
    });
    await live.writes.enqueue([{ kind: 'saveState', state: live.state }])?.catch(() => undefined);
    await live.writes.flushed().catch(() => undefined);
    expect(failed).toEqual([[live, error]]);
    expect(settled).toContain(live);
  });
});

describe('view', () => {
  it('shows the streaming message with what viewers were sent, not the text held back', () => {
    const { live } = atRest();
    const opening = message(live, {
      seq: 1,
      sender: 'model-a',
      content: 'Should cities ban cars?',
    });
    const reply = message(live, { seq: 2, sender: 'model-b', status: 'streaming' });
    live.messages.push(opening, reply);
    live.stream = streaming(reply, 'Cars choke the streets', 'Cars choke');

    const conversation = view(live);
    expect(conversation.messages).toEqual([
      {
        id: opening.id,
        seq: 1,
        content: 'Should cities ban cars?',
        sender: 'model-a',
        timestamp: at.toISOString(),
        status: 'complete',
      },
      {
        id: reply.id,
        seq: 2,
        content: 'Cars choke',
        sender: 'model-b',
        timestamp: at.toISOString(),
        status: 'streaming',
      },
    ]);
    expect(conversation).toMatchObject({ id: live.row.id, status: 'paused', mode: 'duel' });
  });

  it('shows the stored content of every message when nothing streams', () => {
    const { live } = atRest();
    live.messages.push(message(live, { seq: 1, sender: 'model-a', content: 'Opening.' }));
    expect(view(live).messages.map((row) => row.content)).toEqual(['Opening.']);
  });
});

describe('history', () => {
  it('keeps the finished and interrupted messages in order, naming each sender', () => {
    const { live } = atRest();
    live.messages.push(
      message(live, { seq: 1, sender: 'model-a', content: 'Ban them.' }),
      message(live, { seq: 2, sender: 'model-b', content: 'Keep them.', status: 'interrupted' }),
      message(live, { seq: 3, sender: 'user', content: 'Think of buses.' }),
      message(live, { seq: 4, sender: 'model-c', content: 'A slot with no agent.' }),
    );
    expect(history(live)).toEqual([
      { sender: 'model-a', senderName: 'Primary Agent', content: 'Ban them.' },
      { sender: 'model-b', senderName: 'Alternative Agent', content: 'Keep them.' },
      { sender: 'user', senderName: 'User', content: 'Think of buses.' },
      { sender: 'model-c', senderName: 'model-c', content: 'A slot with no agent.' },
    ]);
  });

  it('leaves out error reports, the streaming reply and system notices', () => {
    const { live } = atRest();
    live.messages.push(
      message(live, { seq: 1, sender: 'model-a', content: 'Ban them.' }),
      message(live, { seq: 2, sender: 'model-b', content: 'Rate limit', status: 'error' }),
      message(live, { seq: 3, sender: 'system', content: 'Daily limit reached.' }),
      message(live, { seq: 4, sender: 'model-b', content: 'Half a', status: 'streaming' }),
    );
    expect(history(live)).toEqual([
      { sender: 'model-a', senderName: 'Primary Agent', content: 'Ban them.' },
    ]);
  });
});

describe('isIdle', () => {
  it('is idle at rest', () => {
    expect(isIdle(atRest().live)).toBe(true);
  });

  const busyWays: [string, (live: Live) => void][] = [
    ['work is on its queue', (live) => (live.busy = 1)],
    [
      'writes are in flight',
      (live) => void live.writes.enqueue([{ kind: 'saveState', state: live.state }]),
    ],
    ['an owner watches', (live) => (live.viewers = 1)],
    [
      'a reply streams',
      (live) => {
        const row = message(live, { seq: 2, sender: 'model-b', status: 'streaming' });
        live.stream = streaming(row, '', '');
      },
    ],
    [
      'a turn is scheduled',
      (live) => (live.timer = { turnId: 1, cancel: () => undefined, dueAt: 0 }),
    ],
    [
      'the engine has a turn pending',
      (live) =>
        (live.state = {
          ...live.state,
          pending: { id: 1, kind: 'turn', phase: 'scheduled', slot: 'model-a', seq: 0 },
        }),
    ],
    ['the debate runs', (live) => (live.state = { ...live.state, status: 'running' })],
  ];

  it.each(busyWays)('is not idle while %s', (_name, makeBusy) => {
    const { live } = atRest();
    makeBusy(live);
    live.timer?.cancel();
    expect(isIdle(live)).toBe(false);
  });
});
