import type { ConversationStreamEvent } from '../../contract/conversations.ts';
import { canonicalId } from '../../contract/ids.ts';
import { conversationChannel, type EventBus } from '../events/bus.ts';
import type { Forwarding } from './forwarding.ts';
import { view, type Live } from './live.ts';
import type { RunnerBusEvent } from './peers.ts';

export type Send = (event: ConversationStreamEvent) => void;
export type Unwatch = () => void;

/**
 * Watching a conversation (SSE viewers, live pages): a snapshot first, then its live events, with
 * none missed or doubled, from whichever process the viewer reached (decision 006).
 */
export function createWatchers(options: {
  bus: EventBus<RunnerBusEvent>;
  forwarding: Forwarding;
  /** An owner client came or went on a conversation held here. */
  viewersChanged: (live: Live) => void;
  /** Keeps the holder's debate from idling while its owner watches from here. */
  touchFrom: (id: string) => void;
  touchEveryMs: number;
}) {
  const { bus, forwarding } = options;

  /** Held here: the snapshot and the subscription are taken in the same tick. */
  function watchHere(channel: string, send: Send, countsAsOwner: boolean, live: Live): Unwatch {
    const unsubscribe = bus.subscribe<ConversationStreamEvent>(channel, send);
    send({ type: 'snapshot', conversation: view(live) });
    if (countsAsOwner) live.viewers += 1;
    options.viewersChanged(live);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      unsubscribe();
      if (countsAsOwner) live.viewers -= 1;
      options.viewersChanged(live);
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
    const unsubscribe = bus.subscribe<ConversationStreamEvent>(channel, (event) => {
      if (snapshotSent) send(event);
    });
    try {
      await forwarding.peers.request(holder, { conversationId: id, op: 'get' }, (found) => {
        snapshotSent = true;
        if (found) send({ type: 'snapshot', conversation: found.conversation });
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

  /** Null when there is no such conversation. `countsAsOwner` keeps it from idling. */
  return async function watch(
    rawId: string,
    send: Send,
    countsAsOwner: boolean,
  ): Promise<Unwatch | null> {
    const id = canonicalId(rawId);
    if (!id) return null;
    const channel = conversationChannel(id);
    return forwarding.route(
      id,
      (live) => watchHere(channel, send, countsAsOwner, live),
      (holder) => watchThere(id, channel, send, countsAsOwner, holder),
    );
  };
}
