// A worker thread does not inherit the TypeScript loader the main thread registered; a worker
// (the embedded database) starts here, registers it, then loads its TypeScript entry, named by
// `workerData.entry`.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
