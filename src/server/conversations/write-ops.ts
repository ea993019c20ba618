import type { EngineState } from './engine-types.ts';
import type { MessageRow } from './repository.ts';

/**
 * One database change of a step, as data: the write path groups the steps of many conversations
 * into one transaction with one statement per kind (write-flusher.ts), so a change is described
 * here and carried out there.
 */
export type WriteOp =
  /** Inserts the message, or replaces the one with its seq (a draft, then the finished reply). */
  | { kind: 'putMessage'; row: MessageRow }
  | { kind: 'deleteMessage'; seq: number }
  | { kind: 'saveState'; state: EngineState }
  | { kind: 'deleteConversation' };

/** What a conversation's ops leave in the database, whatever their order within a batch. */
export type NetWrites = {
  conversationId: string;
  /** The conversation itself is deleted (its messages go with it): nothing else is written. */
  deleted: boolean;
  /** The last version of each message touched; null: deleted. */
  messages: Map<number, MessageRow | null>;
  state: EngineState | null;
};

export function netWrites(conversationId: string, ops: readonly WriteOp[]): NetWrites {
  const net: NetWrites = { conversationId, deleted: false, messages: new Map(), state: null };
  for (const op of ops) {
    switch (op.kind) {
      case 'putMessage':
        net.messages.set(op.row.seq, op.row);
        break;
      case 'deleteMessage':
        net.messages.set(op.seq, null);
        break;
      case 'saveState':
        net.state = op.state;
        break;
      case 'deleteConversation':
        return { conversationId, deleted: true, messages: new Map(), state: null };
    }
  }
  return net;
}
