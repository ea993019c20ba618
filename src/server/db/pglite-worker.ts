import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-protocol.ts';

/**
 * The embedded database's thread: one PGlite, driven by messages from the main thread
 * (pglite-thread.ts). PostgreSQL compiled to WebAssembly runs here, so its work never blocks
 * the event loop that streams debates (decision 016).
 */
const port = parentPort!;
const { dataDir, template, initOnly } = workerData as PgliteWorkerData;

/** Timestamps, dates and intervals stay text, as Drizzle's PGlite driver asks of PGlite. */
const keepText = (value: string) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, keepText]),
);

type OpenTransaction = {
  tx: Transaction;
  /** Ends the callback PGlite runs the transaction in: COMMIT, or ROLLBACK first. */
  end: (outcome: 'commit' | 'rollback') => void;
  /** Settles once the transaction has committed or rolled back. */
  finished: Promise<void>;
};
const transactions = new Map<number, OpenTransaction>();

/**
 * An error's fields that can cross to the main thread: its text and PostgreSQL's fields (code,
 * detail, constraint…). PGlite's errors also carry the query's options (its parsers are
 * functions, which no message can hold) and the parameters (user data): those stay here.
 */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'query' || key === 'queryOptions') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return fields;
}

/** An answer that cannot be sent (not cloneable) fails its call, never this thread. */
function reply(message: PgliteReply): void {
  try {
    port.postMessage(message);
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: errorFields(error) });
  }
}

async function start() {
  const database = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(template ? { loadDataDir: new Blob([template]) } : {});
  if (initOnly) {
    await database.close();
    return reply({ id: 0, ok: true, value: 'created' });
  }

  const on = (tx: number | undefined) => {
    if (tx === undefined) return database;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  async function handle(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        return on(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers,
        });
      case 'exec':
        return on(request.tx).exec(request.sql);
      case 'script':
        return database.transaction(async (tx) => {
          for (const statement of request.statements) {
            // Named as Drizzle names a failed statement (its parameters never in the message).
            await tx.query(statement.sql, statement.params).catch((error: unknown) => {
              if (error instanceof Error) {
                error.message = `Failed query: ${statement.sql}\n${error.message}`;
              }
              throw error;
            });
          }
        });
      case 'begin': {
        let opened!: (open: OpenTransaction) => void;
        const open = new Promise<OpenTransaction>((resolve) => (opened = resolve));
        const finished = database.transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              opened({
                tx,
                end: (outcome) => {
                  if (outcome === 'commit') resolve();
                  else tx.rollback().then(resolve, reject);
                },
                finished,
              });
            }),
        );
        // BEGIN itself may fail: then there is no transaction to answer.
        const began = await Promise.race([open, finished.then(() => null)]);
        if (began) transactions.set(request.id, began);
        return undefined;
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        transactions.delete(request.tx);
        open.end(request.outcome);
        await open.finished;
        return undefined;
      }
      case 'dump': {
        const dump = await database.dumpDataDir('none');
        return new Uint8Array(await dump.arrayBuffer());
      }
      case 'close':
        await database.close();
        return undefined;
    }
  }

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
    );
  });
  reply({ id: 0, ok: true, value: 'ready' });
}

start().catch((error: unknown) => reply({ id: 0, ok: false, error: errorFields(error) }));
