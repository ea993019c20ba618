import type { ConversationEvent } from '../../contract/conversation-events.ts';
import { conversationChannel, type EventBus } from '../events/bus.ts';
import type { Forwarding } from './forwarding.ts';
import type { ConversationHost } from './host.ts';
import type { RunnerBusEvent } from './peers.ts';
import { snapshotOf } from './views.ts';

export type Send = (event: ConversationEvent) => void;
export type Unwatch = () => void;

/**
 * Watching a conversation (SSE viewers, live pages): a snapshot first, then its live events, with
 * none missed or doubled, from whichever process the viewer reached (decision 006).
 */
export function createWatchers(options: {
  bus: EventBus<RunnerBusEvent>;
  forwarding: Forwarding;
  /** Keeps the holder's debate from idling while its owner watches from here. */
  touchFrom: (id: string) => void;
  touchEveryMs: number;
}) {
  const { bus, forwarding } = options;

  /** Held here: the snapshot and the subscription are taken in the same tick. */
  function watchHere(
    channel: string,
    send: Send,
    countsAsOwner: boolean,
    host: ConversationHost,
  ): Unwatch {
    const unsubscribe = bus.subscribe<ConversationEvent>(channel, send);
    send(snapshotOf(host.view()));
    const unwatched = host.watched(countsAsOwner);
    return () => {
      unsubscribe();
      unwatched();
    };
  }

  /**
   * Held elsewhere: subscribe first, then ask the holder for a snapshot. Its answer travels on
   * the same ordered connection as its live events: those before it are in the snapshot.
   */
  async function watchThere(
    id: string,
    channel: string,
    send: Send,
    countsAsOwner: boolean,
    holder: string,
  ): Promise<Unwatch> {
    let snapshotSent = false;
    const unsubscribe = bus.subscribe<ConversationEvent>(channel, (event) => {
      if (snapshotSent) send(event);
    });
    try {
      await forwarding.peers.request(holder, { conversationId: id, op: 'get' }, (found) => {
        snapshotSent = true;
        if (found) send(snapshotOf(found.conversation));
      });
    } catch (error) {
      unsubscribe();
      throw error;
    }
    if (countsAsOwner) options.touchFrom(id);
    const keepAlive = countsAsOwner
      ? setInterval(() => options.touchFrom(id), options.touchEveryMs)
      : null;
    return () => {
      if (keepAlive) clearInterval(keepAlive);
      unsubscribe();
    };
  }

  /**
   * Null when there is no such conversation. `countsAsOwner` keeps it from idling. `id` is
   * canonical: parsed by the route's idSchema, or read from the database.
   */
  return async function watch(
    id: string,
    send: Send,
    countsAsOwner: boolean,
  ): Promise<Unwatch | null> {
    const channel = conversationChannel(id);
    return forwarding.route(
      id,
      (host) => watchHere(channel, send, countsAsOwner, host),
      (holder) => watchThere(id, channel, send, countsAsOwner, holder),
    );
  };
}
