/** Messages between the main thread (pglite-thread.ts) and the database thread (pglite-worker.ts). */
export type PgliteWorkerData = {
  /** A data directory, or undefined for an in-memory database. */
  dataDir: string | undefined;
  /** A data directory dump to start an in-memory database from. */
  template: Uint8Array | undefined;
  /** Creates the data directory, closes it and answers ready (then the thread is ended). */
  initOnly?: boolean;
};

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      tx: number | undefined;
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
    }
  | { id: number; op: 'exec'; tx: number | undefined; sql: string }
  /** Runs the statements in order in one transaction, all on the database's thread. */
  | { id: number; op: 'script'; statements: { sql: string; params: unknown[] }[] }
  /** Opens a transaction whose id is this request's id. */
  | { id: number; op: 'begin' }
  /** Commits or rolls back transaction `tx`; answered once it has. */
  | { id: number; op: 'end'; tx: number; outcome: 'commit' | 'rollback' }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** Id 0 answers the start: ready, or the error that stopped it. */
export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };
