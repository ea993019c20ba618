import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { moduleBeside, startWorker } from '../lib/own-modules.ts';
import { DatabaseUnavailableError } from './availability.ts';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-protocol.ts';

const ENTRY = moduleBeside(import.meta.url, './pglite-worker');

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type QueryOptions = { rowMode?: 'array' | 'object' };
type Outgoing = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** A statement runner, outside or inside a transaction (what Drizzle's PGlite driver calls). */
export type PgliteQueries = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
};

/** An error of the database thread, rebuilt here with its fields (code, detail, constraint…). */
function rebuild(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields['message'] ?? 'database error'));
  return Object.assign(error, fields);
}

/**
 * PGlite in a worker thread, with the part of PGlite's API that Drizzle uses (query, exec,
 * transaction). PGlite runs PostgreSQL as WebAssembly on the thread that calls it; here that is
 * a thread of its own, so queries use the second core and never block the event loop that
 * streams debates. Each call is one message each way.
 */
export class PgliteThread implements PgliteQueries {
  /** Not #private: a test ends it to see how a dead database thread is handled. */
  private readonly worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  /** Why the thread is gone when it died (PGlite cannot be restarted in this process). */
  #failure: DatabaseUnavailableError | null = null;
  closed = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    // The thread holds the process open only while a call waits for it.
    worker.unref();
  }

  static async start(data: PgliteWorkerData): Promise<PgliteThread> {
    // Creating a data directory (initdb) grows PGlite's WebAssembly memory to about 700 MB, which
    // it never gives back; opening an existing one takes about 300 MB. So a new directory is
    // created by a thread of its own, whose memory goes with it, and then opened afresh.
    if (data.dataDir && !existsSync(join(data.dataDir, 'PG_VERSION'))) {
      await (await PgliteThread.#boot({ ...data, initOnly: true })).terminate();
    }
    const worker = await PgliteThread.#boot(data);
    const thread = new PgliteThread(worker);
    worker.on('message', (reply: PgliteReply) => thread.#settle(reply));
    worker.on('error', (error) => thread.#fail(error));
    worker.on('exit', (code) => thread.#fail(new Error(`exit code ${code}`)));
    return thread;
  }

  /** Starts a database thread; resolves once it has answered that its database is open. */
  static #boot(data: PgliteWorkerData): Promise<Worker> {
    const worker = startWorker(ENTRY, { workerData: data });
    return new Promise<Worker>((resolve, reject) => {
      const fail = (error: Error) => {
        void worker.terminate();
        reject(error);
      };
      worker.once('error', fail);
      worker.once('message', (first: PgliteReply) => {
        worker.off('error', fail);
        if (!first.ok) return fail(rebuild(first.error));
        resolve(worker);
      });
    });
  }

  /** Sends one request; `answer` settles with its reply. */
  #send(request: Outgoing): { id: number; answer: Promise<unknown> } {
    const id = this.#nextId++;
    if (this.closed) return { id, answer: Promise.reject(new Error('PGlite is closed')) };
    // A message to a dead thread is never answered: fail at once instead of waiting forever.
    if (this.#failure) return { id, answer: Promise.reject(this.#failure) };
    if (this.#pending.size === 0) this.worker.ref();
    const answer = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
    });
    this.worker.postMessage({ ...request, id });
    return { id, answer };
  }

  #call(request: Outgoing): Promise<unknown> {
    return this.#send(request).answer;
  }

  #settle(reply: PgliteReply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(rebuild(reply.error));
  }

  /** The thread ended: every call waiting fails, and every later one unless it was closed. */
  #fail(cause: Error) {
    const error = this.closed
      ? new Error('PGlite is closed')
      : (this.#failure ??= new DatabaseUnavailableError(
          `the database thread stopped: ${cause.message}`,
          { cause },
        ));
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #queries(tx: number | undefined): PgliteQueries {
    return {
      query: (sql, params, options) =>
        this.#call({ op: 'query', tx, sql, params, rowMode: options?.rowMode }),
      exec: (sql) => this.#call({ op: 'exec', tx, sql }),
    };
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown> {
    return this.#queries(undefined).query(sql, params, options);
  }

  exec(sql: string): Promise<unknown> {
    return this.#queries(undefined).exec(sql);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const { id, answer } = this.#send({ op: 'begin' });
    await answer;
    let result: T;
    try {
      result = await work(this.#queries(id));
    } catch (error) {
      await this.#call({ op: 'end', tx: id, outcome: 'rollback' }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx: id, outcome: 'commit' });
    return result;
  }

  /**
   * Runs the statements in one transaction on the database's thread, in one message: the
   * database is never held waiting for this thread between them (as a transaction run
   * statement by statement from here would be, while the event loop is busy).
   */
  async script(statements: { sql: string; params: unknown[] }[]): Promise<void> {
    await this.#call({ op: 'script', statements });
  }

  /** The data directory as a tarball (tests clone a migrated database from it). */
  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.#call({ op: 'dump' })) as Uint8Array;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#call({ op: 'close' }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
