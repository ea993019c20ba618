import type { EventBus } from '../events/bus.ts';
import { EngineRuleError } from './engine-types.ts';
import type { ConversationHost } from './host.ts';
import { isRemote, type Ownership } from './ownership.ts';
import {
  createPeers,
  PeerError,
  type PeerAnswer,
  type PeerRequest,
  type Respond,
  type RunnerBusEvent,
} from './peers.ts';
import { ConversationNotSavedError } from './writes.ts';

/** No process could answer for the conversation in time (its holder died moments ago). */
export class ConversationUnavailableError extends Error {}

/** What a holder answers for its conversation: whose it is and how it stands now. */
export const answerOf = (host: ConversationHost): PeerAnswer => ({
  ownerId: host.row.ownerId,
  conversation: host.view(),
});

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
  ownership: Pick<Ownership, 'acquire'>;
  report: (error: unknown, context: string) => void;
}) {
  const { ownership, leaseTtlMs } = options;

  /** `id` is canonical: parsed by the route's idSchema, or read from the database. */
  async function route<T>(
    id: string,
    local: (host: ConversationHost) => Promise<T> | T,
    remote: (holder: string) => Promise<T>,
  ): Promise<T | null> {
    const deadline = Date.now() + 2 * leaseTtlMs;
    for (;;) {
      const target = await ownership.acquire(id);
      if (!target) return null;
      try {
        if (!isRemote(target)) {
          const done = await target.run(local);
          if (done !== 'gone') return done.value;
          // It left memory meanwhile (deleted, idle, its lease lost): look again once it has.
          await target.hasLeft();
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
    // Asked by a process of ours, with an id it had from its route or the database.
    const target = await ownership.acquire(request.conversationId);
    if (!target) return respond({ ok: false, failure: 'missing', message: 'not found' });
    if (isRemote(target)) return respond({ ok: false, failure: 'moved', message: 'not held' });
    try {
      const done = await target.run((host) => {
        if (request.op === 'feed') return host.take(request.event, true);
        if (request.op === 'touch') {
          host.touch();
          respond({ ok: true, value: null });
          return null;
        }
        // Published in order with the live events, which the asking process relies on.
        respond({ ok: true, value: answerOf(host) });
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
