import { parentPort, workerData } from 'node:worker_threads';
import { ExtractionError, extractDocumentText } from './extract.ts';
import type { ExtractionJob, ExtractionResult } from './extraction.ts';

const { jobs } = workerData as { jobs: ExtractionJob[] };
const results: ExtractionResult[] = [];
for (const job of jobs) {
  try {
    results.push({ ok: true, text: await extractDocumentText(job.kind, job.bytes) });
  } catch (error) {
    results.push({
      ok: false,
      reason: error instanceof ExtractionError ? error.reason : 'unreadable',
    });
  }
}
parentPort!.postMessage(results);
