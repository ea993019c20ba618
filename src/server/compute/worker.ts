import { parentPort } from 'node:worker_threads';
import { COMPUTE_TASKS, type ComputeTask } from './tasks.ts';

export type ComputeRequest = { id: number; task: ComputeTask; input: unknown };
export type ComputeReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** A compute thread (pool.ts): runs one task per message and answers its result or its error. */
const port = parentPort!;
port.on('message', ({ id, task, input }: ComputeRequest) => {
  try {
    const run = COMPUTE_TASKS[task] as (input: unknown) => unknown;
    // The result is cloned to the main thread: plain data, as each task answers.
    port.postMessage({ id, ok: true, value: run(input) } satisfies ComputeReply);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    port.postMessage({ id, ok: false, message } satisfies ComputeReply);
  }
});
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies ComputeReply);
