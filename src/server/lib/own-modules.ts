import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Whether this server runs compiled (`npm run build`, JavaScript in dist/) or from its TypeScript
 * sources (development and tests, through tsx).
 */
export const runsCompiled = extname(fileURLToPath(import.meta.url)) === '.js';

/** The module `name` (without extension) beside `from` (its `import.meta.url`), as this server runs. */
export const moduleBeside = (from: string, name: string): URL =>
  new URL(`${name}${runsCompiled ? '.js' : '.ts'}`, from);

/**
 * A worker thread running one of the server's modules. Compiled, it runs as it is; from the
 * TypeScript sources a worker does not inherit the loader the main thread registered, so it
 * starts at worker-boot.mjs, which registers tsx and then loads the module.
 */
export function startWorker(entry: URL, options: WorkerOptions = {}): Worker {
  if (runsCompiled) return new Worker(entry, options);
  const workerData: unknown = options.workerData;
  return new Worker(new URL('./worker-boot.mjs', import.meta.url), {
    ...options,
    workerData: { ...(typeof workerData === 'object' ? workerData : {}), entry: entry.href },
  });
}
