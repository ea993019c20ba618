// A worker thread does not inherit the TypeScript loader the main thread registered; the
// extraction worker starts here, registers it, then loads its TypeScript entry.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
