import { canonicalId } from '../../contract/ids.ts';
import type { Conversation } from '../../contract/conversations.ts';
import type { EventBus } from '../events/bus.ts';
import { EngineRuleError, type EngineEvent } from './engine-types.ts';
import type { Live } from './live.ts';
import { isRemote, type Ownership } from './ownership.ts';
import {
  createPeers,
  PeerError,
  type PeerAnswer,
  type PeerRequest,
  type Respond,
  type RunnerBusEvent,
} from './peers.ts';
import { ConversationNotSavedError } from './write-queue.ts';

/** No process could answer for the conversation in time (its holder died moments ago). */
export class ConversationUnavailableError extends Error {}

/** One step taken here: its writes (settled when committed) and the conversation after it. */
export type Fed = { writes: Promise<unknown> | undefined; conversation: Conversation | null };

/** Lets timers and I/O run before a retry: a retry loop must never spin on microtasks. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a request where the conversation is held (DESIGN D8): here when this process holds or can
 * take the lease, else on the holder, over the bus. A holder that stopped answering (killed) is
 * waited for until its lease expires and this process takes over.
 */
export function createForwarding(options: {
  bus: EventBus<RunnerBusEvent>;
  processId: string;
  leaseTtlMs: number;
  ownership: Ownership;
  /** The local side of each request, on the conversation's queue. */
  feed: (live: Live, event: EngineEvent) => Fed;
  answer: (live: Live) => PeerAnswer;
  touch: (live: Live) => void;
  report: (error: unknown, context: string) => void;
}) {
  const { ownership, leaseTtlMs } = options;

  async function route<T>(
    rawId: string,
    local: (live: Live) => Promise<T> | T,
    remote: (holder: string) => Promise<T>,
  ): Promise<T | null> {
    // Every map here is keyed by the canonical id, the form eviction and the database use.
    const id = canonicalId(rawId);
    if (!id) return null;
    const deadline = Date.now() + 2 * leaseTtlMs;
    for (;;) {
      const target = await ownership.acquire(id);
      if (!target) return null;
      try {
        if (!isRemote(target)) {
          const done = await ownership.onQueue(target, local);
          if (done !== 'gone') return done.value;
          // Deleted, evicted or dropped: settle, then look again.
          await ownership.settled(target);
          if (Date.now() > deadline) throw new ConversationUnavailableError(`${id} kept leaving`);
          await yieldToEventLoop();
          continue;
        }
        return await remote(target.holder);
      } catch (error) {
        if (!(error instanceof PeerError)) throw error;
        if (error.failure === 'missing') return null;
        if (error.failure === 'rule') throw new EngineRuleError(error.message);
        if (error.failure === 'unsaved') throw new ConversationNotSavedError(error.message);
        if (Date.now() > deadline) throw new ConversationUnavailableError(error.message);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** Answers another process's request for a conversation this one holds (or can take). */
  async function serve(request: PeerRequest, respond: Respond): Promise<void> {
    const id = canonicalId(request.conversationId);
    const target = id ? await ownership.acquire(id) : null;
    if (!target) return respond({ ok: false, failure: 'missing', message: 'not found' });
    if (isRemote(target)) return respond({ ok: false, failure: 'moved', message: 'not held' });
    try {
      const done = await ownership.onQueue(target, (live) => {
        if (request.op === 'feed') return options.feed(live, request.event);
        if (request.op === 'touch') {
          options.touch(live);
          respond({ ok: true, value: null });
          return null;
        }
        // Published in order with the live events, which the asking process relies on.
        respond({ ok: true, value: options.answer(live) });
        return null;
      });
      if (done === 'gone') return respond({ ok: false, failure: 'moved', message: 'gone' });
      if (done.value) {
        await done.value.writes;
        const { conversation } = done.value;
        respond({
          ok: true,
          value: conversation ? { ownerId: target.row.ownerId, conversation } : null,
        });
      }
    } catch (error) {
      if (error instanceof ConversationNotSavedError) {
        return respond({ ok: false, failure: 'unsaved', message: error.message });
      }
      if (!(error instanceof EngineRuleError)) throw error;
      respond({ ok: false, failure: 'rule', message: error.message });
    }
  }

  const peers = createPeers({
    bus: options.bus,
    processId: options.processId,
    timeoutMs: Math.min(5000, leaseTtlMs),
    serve,
    onError: (error) => options.report(error, 'peer request'),
  });

  return { route, peers };
}

export type Forwarding = ReturnType<typeof createForwarding>;
