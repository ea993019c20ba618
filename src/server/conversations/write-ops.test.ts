import { describe, expect, it } from 'vitest';
import { newMessageRow } from './live.ts';
import { startedDuel } from './runtime-fixtures.test-support.ts';
import { netWrites, type WriteOp } from './write-ops.ts';

const id = '00000000-0000-4000-8000-000000000001';
const state = startedDuel();
const draft = newMessageRow(id, {
  seq: 2,
  sender: 'model-b',
  status: 'streaming',
  content: 'Cars',
});
const reply = { ...draft, status: 'complete' as const, content: 'Cars pollute.' };

describe('netWrites', () => {
  it('keeps the last version of each message and the last state', () => {
    const later = { ...state, messageCount: 2 };
    const net = netWrites(id, [
      { kind: 'putMessage', row: draft },
      { kind: 'saveState', state },
      { kind: 'putMessage', row: reply },
      { kind: 'saveState', state: later },
    ]);
    expect(net).toEqual({
      conversationId: id,
      deleted: false,
      messages: new Map([[2, reply]]),
      state: later,
    });
  });

  it('lets a delete and a later put of the same seq follow each other in order', () => {
    const deleted = netWrites(id, [
      { kind: 'putMessage', row: draft },
      { kind: 'deleteMessage', seq: 2 },
    ]);
    expect(deleted.messages.get(2)).toBeNull();
    const put = netWrites(id, [
      { kind: 'deleteMessage', seq: 2 },
      { kind: 'putMessage', row: reply },
    ]);
    expect(put.messages.get(2)).toBe(reply);
  });

  it('writes nothing else for a deleted conversation', () => {
    const ops: WriteOp[] = [
      { kind: 'putMessage', row: reply },
      { kind: 'deleteConversation' },
      { kind: 'saveState', state },
    ];
    expect(netWrites(id, ops)).toEqual({
      conversationId: id,
      deleted: true,
      messages: new Map(),
      state: null,
    });
  });
});
