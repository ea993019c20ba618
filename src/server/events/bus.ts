import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { createPgEventBus } from './pg-bus.ts';

export type BusListener<E> = (event: E) => void;

/**
 * Live events by channel (e.g. `conversation:<id>`). In one process the in-memory bus below;
 * with several processes on one PostgreSQL, `createPgEventBus` carries them by LISTEN/NOTIFY
 * (DESIGN D8). Delivery is best effort and in order per channel; durable state is in the database.
 */
export type EventBus<E = unknown> = {
  publish(channel: string, event: E): void;
  /** `T`: what this channel carries, when it is a subset of `E`. */
  subscribe<T extends E = E>(channel: string, listener: BusListener<T>): () => void;
  close(): Promise<void>;
};

export function createMemoryEventBus<E>(): EventBus<E> {
  const emitter = new EventEmitter();
  // Many SSE viewers per channel are expected.
  emitter.setMaxListeners(0);
  return {
    publish: (channel, event) => {
      emitter.emit(channel, event);
    },
    subscribe: (channel, listener) => {
      emitter.on(channel, listener as BusListener<E>);
      return () => {
        emitter.off(channel, listener as BusListener<E>);
      };
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export const conversationChannel = (conversationId: string) => `conversation:${conversationId}`;

/**
 * The bus of one app: across processes by PostgreSQL's LISTEN/NOTIFY when there is a pool,
 * in memory otherwise (PGlite: this process is the only one).
 */
export function createEventBus<E>(
  pool: pg.Pool | undefined,
  onError: (error: unknown) => void,
): EventBus<E> {
  return pool ? createPgEventBus<E>(pool, { onError }) : createMemoryEventBus<E>();
}
