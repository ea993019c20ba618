import { Worker } from 'node:worker_threads';
import type { DocumentKind } from '../../../contract/custom-models.ts';
import type { ExtractionFailure } from './extract.ts';

export type ExtractionJob = { kind: DocumentKind; bytes: Uint8Array };
export type ExtractionResult =
  { ok: true; text: string } | { ok: false; reason: ExtractionFailure };
export type ExtractTexts = (jobs: ExtractionJob[]) => Promise<ExtractionResult[]>;

const BOOT = new URL('../../worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./extract-worker.ts', import.meta.url).href;

export type ExtractionLimits = { timeoutMs: number; maxHeapMb: number };

const DEFAULT_LIMITS: ExtractionLimits = { timeoutMs: 60_000, maxHeapMb: 512 };

/**
 * Extracts the texts in a worker thread of their own: parsing a 10 MB PDF must not stall the
 * event loop that streams every debate, and a hostile file that exhausts the worker's heap or
 * time ends that worker, not the server. Such files come back as 'too-complex'.
 */
export function createTextExtractor(limits: ExtractionLimits = DEFAULT_LIMITS): ExtractTexts {
  return (jobs) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(BOOT, {
        workerData: { entry: ENTRY, jobs },
        resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      });
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        finish();
      };
      const tooComplex = () =>
        settle(() => resolve(jobs.map(() => ({ ok: false, reason: 'too-complex' }))));
      const timer = setTimeout(tooComplex, limits.timeoutMs);
      worker.once('message', (results: ExtractionResult[]) => settle(() => resolve(results)));
      worker.once('error', (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') tooComplex();
        else settle(() => reject(error));
      });
      worker.once('exit', tooComplex);
    });
}
