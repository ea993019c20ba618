import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { BusListener, EventBus } from './bus.ts';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the rest is the envelope's margin. */
export const PAYLOAD_LIMIT = 7900;
/** Raw bytes per part of an oversized event (base64 makes 7200 characters of them). */
const PART_BYTES = 5400;

/**
 * Whole events, in publishing order, or part `i` of `k` of the oversized event `n` (base64).
 * Every payload carries a number of its own (`s`, `n`): PostgreSQL delivers identical payloads
 * sent on one channel in one transaction only once, and two batches of deltas can be identical.
 */
type Envelope =
  | { o: string; s: number; e: unknown[] }
  | { o: string; n: number; i: number; k: number; d: string };

/** Bus channel -> NOTIFY channel: itself when it is a short plain name, else a digest. */
export function pgChannelName(channel: string): string {
  if (/^[\w:.-]{1,63}$/.test(channel)) return channel;
  return `h:${createHash('sha256').update(channel).digest('hex').slice(0, 48)}`;
}

/**
 * Packs one channel's consecutive events into as few payloads as fit under the limit; an event
 * too large for one payload is split into parts, reassembled by `createDecoder`.
 */
export function encodeEvents(origin: string, events: unknown[], nextId: () => number): string[] {
  const payloads: string[] = [];
  // Room for the payload's own number (`"s":` and up to 16 digits).
  const prefix = `{"o":${JSON.stringify(origin)},"s":${'0'.repeat(16)},"e":[`;
  let batch: string[] = [];
  let size = prefix.length + 2;
  const flush = () => {
    if (batch.length) {
      payloads.push(`{"o":${JSON.stringify(origin)},"s":${nextId()},"e":[${batch.join(',')}]}`);
    }
    batch = [];
    size = prefix.length + 2;
  };
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json);
    if (prefix.length + 2 + bytes > PAYLOAD_LIMIT) {
      flush();
      const raw = Buffer.from(json);
      const n = nextId();
      const k = Math.ceil(raw.length / PART_BYTES);
      for (let i = 0; i < k; i += 1) {
        const d = raw.subarray(i * PART_BYTES, (i + 1) * PART_BYTES).toString('base64');
        payloads.push(JSON.stringify({ o: origin, n, i, k, d } satisfies Envelope));
      }
      continue;
    }
    if (size + bytes + 1 > PAYLOAD_LIMIT) flush();
    batch.push(json);
    size += bytes + 1;
  }
  flush();
  return payloads;
}

/** Turns payloads back into events; skips the process's own (it delivered them locally). */
export function createDecoder(origin: string) {
  const parts = new Map<string, Buffer[]>();
  return {
    decode(payload: string): unknown[] {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.o === origin) return [];
      if ('e' in envelope) return envelope.e;
      const key = `${envelope.o}/${envelope.n}`;
      const received = parts.get(key) ?? [];
      received.push(Buffer.from(envelope.d, 'base64'));
      if (received.length < envelope.k) {
        parts.set(key, received);
        return [];
      }
      parts.delete(key);
      return [JSON.parse(Buffer.concat(received).toString('utf8'))];
    },
    /** Parts of one event travel in one transaction; a lost connection may leave halves. */
    reset: () => parts.clear(),
  };
}

export type PgEventBusOptions = {
  /** Identifies this process's own notifications; random by default. */
  origin?: string;
  reconnectDelayMs?: number;
  onError?: (error: unknown) => void;
};

/**
 * The event bus across processes (DESIGN D8): LISTEN/NOTIFY on one dedicated connection from
 * the pool. Local subscribers get an event synchronously, as with the in-memory bus; other
 * processes get it by NOTIFY. Every LISTEN and NOTIFY goes through that one connection in call
 * order, and events published in one tick share one statement, so a subscriber sees one
 * publisher's events in publishing order, across channels too. A lost connection is replaced and
 * its channels listened again; events published elsewhere meanwhile are missed (best effort,
 * the database holds the durable state).
 */
export function createPgEventBus<E>(pool: pg.Pool, options: PgEventBusOptions = {}): EventBus<E> {
  const origin = options.origin ?? randomUUID();
  const reconnectDelayMs = options.reconnectDelayMs ?? 500;
  const report = (error: unknown) => options.onError?.(error);
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const decoder = createDecoder(origin);
  /** NOTIFY channel -> bus channel and its local subscriber count. */
  const listening = new Map<string, { channel: string; count: number }>();
  let outbox: { channel: string; event: E }[] = [];
  let flushQueued = false;
  let chain: Promise<void> = Promise.resolve();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<pg.PoolClient> | null = null;
  let closed = false;
  let partId = 0;

  function onNotification(message: pg.Notification) {
    const target = listening.get(message.channel);
    if (!target || !message.payload) return;
    try {
      for (const event of decoder.decode(message.payload)) emitter.emit(target.channel, event);
    } catch (error) {
      report(error);
    }
  }

  function lost(used: pg.PoolClient, error: unknown) {
    if (client !== used) return;
    client = null;
    decoder.reset();
    used.release(error instanceof Error ? error : new Error(String(error)));
    report(error);
    // Listen again at once, so remote events resume even if this process publishes nothing.
    if (!closed && listening.size > 0) void connected().catch(report);
  }

  /**
   * A connection listening to every channel. Through an outage it tries again, backing off to
   * four times `reconnectDelayMs`, and reports only the first failure (not one every try).
   */
  async function connect(): Promise<pg.PoolClient> {
    let delayMs = reconnectDelayMs;
    for (let attempt = 0; ; attempt += 1) {
      if (closed) throw new Error('event bus closed');
      let fresh: pg.PoolClient | undefined;
      try {
        fresh = await pool.connect();
        fresh.on('notification', onNotification);
        const connection = fresh;
        fresh.on('error', (error) => lost(connection, error));
        for (const name of listening.keys()) await fresh.query(`listen "${name}"`);
        client = fresh;
        return fresh;
      } catch (error) {
        // A connection lost while listening again is destroyed, not returned to the pool.
        fresh?.release(true);
        if (attempt === 0) report(error);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        delayMs = Math.min(delayMs * 2, reconnectDelayMs * 4);
      }
    }
  }

  function connected(): Promise<pg.PoolClient> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  /** Runs `work` on the connection after everything queued before it; retried once if lost. */
  function run(work: (connection: pg.PoolClient) => Promise<unknown>) {
    chain = chain.then(async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const used = await connected().catch(() => null);
        if (!used) return;
        try {
          await work(used);
          return;
        } catch (error) {
          lost(used, error);
        }
      }
    });
  }

  function flush(connection: pg.PoolClient) {
    flushQueued = false;
    const events = outbox;
    outbox = [];
    if (events.length === 0) return Promise.resolve();
    const channels: string[] = [];
    const payloads: string[] = [];
    for (let start = 0; start < events.length;) {
      const channel = events[start]!.channel;
      let end = start;
      while (end < events.length && events[end]!.channel === channel) end += 1;
      const group = events.slice(start, end).map((item) => item.event);
      for (const payload of encodeEvents(origin, group, () => (partId += 1))) {
        channels.push(pgChannelName(channel));
        payloads.push(payload);
      }
      start = end;
    }
    // One statement, one transaction: delivered together and in array order.
    return connection.query('select pg_notify(c, p) from unnest($1::text[], $2::text[]) t(c, p)', [
      channels,
      payloads,
    ]);
  }

  return {
    publish(channel, event) {
      emitter.emit(channel, event);
      if (closed) return;
      outbox.push({ channel, event });
      if (!flushQueued) {
        flushQueued = true;
        setImmediate(() => run(flush));
      }
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener as BusListener<E>);
      const name = pgChannelName(channel);
      const entry = listening.get(name) ?? { channel, count: 0 };
      entry.count += 1;
      if (entry.count === 1) {
        listening.set(name, entry);
        run((connection) => connection.query(`listen "${name}"`));
      }
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        emitter.off(channel, listener as BusListener<E>);
        entry.count -= 1;
        if (entry.count === 0 && listening.get(name) === entry) {
          listening.delete(name);
          run((connection) => connection.query(`unlisten "${name}"`));
        }
      };
    },
    async close() {
      if (flushQueued) run(flush);
      await chain;
      closed = true;
      emitter.removeAllListeners();
      const last = client;
      client = null;
      last?.release();
    },
  };
}
