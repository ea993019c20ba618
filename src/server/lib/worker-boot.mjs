// Development and tests only (the built server needs none): a worker thread does not inherit the
// TypeScript loader the main thread registered, so a worker started from the sources
// (own-modules.ts `startWorker`) begins here, registers tsx, then loads its TypeScript entry,
// named by `workerData.entry`.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
