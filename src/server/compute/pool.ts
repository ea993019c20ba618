import type { Worker } from 'node:worker_threads';
import { LIMITS_TEXT } from '../../contract/limits.ts';
import { AppError } from '../lib/app-error.ts';
import { FairSlots } from '../lib/fair-slots.ts';
import { moduleBeside, startWorker } from '../lib/own-modules.ts';
import type { ComputeTask, ComputeTasks } from './tasks.ts';
import type { ComputeReply } from './worker.ts';

const ENTRY = moduleBeside(import.meta.url, './worker');

export type ComputeLimits = {
  /** Threads computing at once (each one task at a time). */
  threads: number;
  /** Tasks waiting for a thread, all accounts together; past it a task is shed (503). */
  waiting: number;
  /** The heap of a compute thread (MB): a task past it fails, the thread is replaced. */
  maxHeapMb: number;
};

/** One thread: the event loop keeps the other core of a 2-core machine with the database's. */
export const COMPUTE_LIMITS: ComputeLimits = { threads: 1, waiting: 32, maxHeapMb: 256 };

type Input<T extends ComputeTask> = Parameters<ComputeTasks[T]>[0];
type Output<T extends ComputeTask> = ReturnType<ComputeTasks[T]>;

/** A worker thread started on first use and again after it died; one task at a time. */
class ComputeThread {
  #worker: Promise<Worker> | undefined;
  #nextId = 1;

  constructor(private readonly maxHeapMb: number) {}

  #start(): Promise<Worker> {
    const worker = startWorker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    // Held open only while a task runs.
    worker.unref();
    // A thread that fails later (its heap limit) also exits: the task it ran fails then.
    worker.on('error', () => undefined);
    const started = new Promise<Worker>((resolve, reject) => {
      worker.once('exit', (code) => reject(new Error(`compute thread ended (${code})`)));
      worker.once('message', () => resolve(worker));
    });
    worker.once('exit', () => {
      if (this.#worker === started) this.#worker = undefined;
    });
    this.#worker = started;
    started.catch(() => {
      if (this.#worker === started) this.#worker = undefined;
    });
    return started;
  }

  async run(task: ComputeTask, input: unknown): Promise<unknown> {
    const worker = await (this.#worker ?? this.#start());
    const id = this.#nextId++;
    worker.ref();
    try {
      return await new Promise((resolve, reject) => {
        const onMessage = (reply: ComputeReply) => {
          if (reply.id !== id) return;
          done();
          if (reply.ok) resolve(reply.value);
          else reject(new Error(`compute task ${task} failed: ${reply.message}`));
        };
        const onExit = (code: number) => {
          done();
          reject(new Error(`compute thread ended (${code}) during ${task}`));
        };
        const done = () => {
          worker.off('message', onMessage);
          worker.off('exit', onExit);
        };
        worker.on('message', onMessage);
        worker.on('exit', onExit);
        worker.postMessage({ id, task, input });
      });
    } finally {
      worker.unref();
    }
  }

  async close(): Promise<void> {
    const worker = await this.#worker?.catch(() => undefined);
    this.#worker = undefined;
    await worker?.terminate();
  }
}

/**
 * CPU-heavy rules off the event loop (DESIGN D24, decision 029): the offline judge and the model
 * ratings run in worker threads, so one account's verdicts and analytics never stall the loop
 * that streams every debate and answers every request. The threads are shared between accounts
 * fairly (`FairSlots`: one task per account at a time, the next thread to the account served
 * least recently); past `waiting` tasks in all, a task is refused at once with 503 and
 * `Retry-After` rather than queued without bound.
 */
export function createComputePool(limits: ComputeLimits = COMPUTE_LIMITS) {
  const slots = new FairSlots(
    { running: limits.threads, waiting: limits.waiting, perKeyRunning: 1 },
    () => new AppError('unavailable', LIMITS_TEXT.computeBusy),
  );
  const threads = Array.from({ length: limits.threads }, () => new ComputeThread(limits.maxHeapMb));
  const idle = [...threads];

  return {
    /** Runs `task` on `input` for `account` in a compute thread; its result, or its error. */
    run<T extends ComputeTask>(account: string, task: T, input: Input<T>): Promise<Output<T>> {
      return slots.run(account, async () => {
        // FairSlots runs at most `threads` tasks at once: one is idle.
        const thread = idle.pop()!;
        try {
          return (await thread.run(task, input)) as Output<T>;
        } finally {
          idle.push(thread);
        }
      });
    },

    async close(): Promise<void> {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}

export type ComputePool = ReturnType<typeof createComputePool>;
