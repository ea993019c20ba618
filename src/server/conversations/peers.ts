import type { Conversation } from '../../contract/conversations.ts';
import type { ConversationEvent } from '../../contract/conversation-events.ts';
import type { EventBus } from '../events/bus.ts';
import type { EngineEvent } from './engine-types.ts';

/** What a process asks of the process holding a conversation's lease (DESIGN D8). */
export type PeerRequest = { conversationId: string } &
  /** The conversation now, answered in order with its live events (see `watch`). */
  (
    | { op: 'get' }
    | { op: 'feed'; event: EngineEvent }
    /** An owner's client watches through another process: keeps the debate from idling. */
    | { op: 'touch' }
  );

export type PeerAnswer = { ownerId: string; conversation: Conversation } | null;

/**
 * `moved`: the process does not hold the lease (any more); `missing`: no such conversation;
 * `unsaved`: the command's writes failed.
 */
export type PeerFailure = 'moved' | 'missing' | 'rule' | 'timeout' | 'unsaved';

export type PeerMessage =
  | { kind: 'request'; id: number; from: string; request: PeerRequest }
  | { kind: 'reply'; id: number; ok: true; value: PeerAnswer }
  | { kind: 'reply'; id: number; ok: false; failure: PeerFailure; message: string };

export type RunnerBusEvent = ConversationEvent | PeerMessage;

export class PeerError extends Error {
  constructor(
    readonly failure: PeerFailure,
    message: string,
  ) {
    super(message);
  }
}

export const peerChannel = (processId: string) => `peer:${processId}`;

export type Respond = (
  result: { ok: true; value: PeerAnswer } | { ok: false; failure: PeerFailure; message: string },
) => void;

/**
 * Request and reply between processes over the event bus. A reply travels on the same ordered
 * connection as the holder's live events, so `onReply` (called synchronously, in delivery order)
 * splits a conversation's events into those before and after the answer.
 */
export function createPeers(deps: {
  bus: EventBus<RunnerBusEvent>;
  processId: string;
  timeoutMs: number;
  serve: (request: PeerRequest, respond: Respond) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const { bus, processId } = deps;
  let nextId = 0;
  const pending = new Map<
    number,
    { settle: (message: Extract<PeerMessage, { kind: 'reply' }>) => void }
  >();

  const unsubscribe = bus.subscribe<PeerMessage>(peerChannel(processId), (message) => {
    if (message.kind === 'reply') {
      pending.get(message.id)?.settle(message);
      return;
    }
    let answered = false;
    const respond: Respond = (result) => {
      if (answered) return;
      answered = true;
      bus.publish(peerChannel(message.from), { kind: 'reply', id: message.id, ...result });
    };
    deps.serve(message.request, respond).catch((error: unknown) => {
      deps.onError(error);
      respond({ ok: false, failure: 'moved', message: 'failed' });
    });
  });

  return {
    request(
      holder: string,
      request: PeerRequest,
      onReply?: (value: PeerAnswer) => void,
    ): Promise<PeerAnswer> {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new PeerError('timeout', `no answer from ${holder}`));
        }, deps.timeoutMs);
        pending.set(id, {
          settle: (reply) => {
            clearTimeout(timer);
            pending.delete(id);
            if (!reply.ok) return reject(new PeerError(reply.failure, reply.message));
            onReply?.(reply.value);
            resolve(reply.value);
          },
        });
        bus.publish(peerChannel(holder), { kind: 'request', id, from: processId, request });
      });
    },
    close() {
      unsubscribe();
      for (const entry of pending.values()) {
        entry.settle({ kind: 'reply', id: 0, ok: false, failure: 'timeout', message: 'closing' });
      }
    },
  };
}

export type Peers = ReturnType<typeof createPeers>;
