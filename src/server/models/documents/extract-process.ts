import { extractDocumentText } from './extract.ts';
import { ExtractionError, type ExtractionFailure } from './extraction-error.ts';
import type { ExtractionJob, ExtractionResult } from './extraction.ts';

/**
 * Why a reader failed. A RangeError is a bound reached (an allocation refused at the memory
 * limit, an array or a stack too large): the file is too complex, not damaged.
 */
function failureOf(error: unknown): ExtractionFailure {
  if (error instanceof ExtractionError) return error.reason;
  return error instanceof RangeError ? 'too-complex' : 'unreadable';
}

/**
 * A document extraction process (see extraction.ts): takes one message of jobs from its parent,
 * answers the results in order, and exits; also as soon as its parent is gone.
 */
process.once('disconnect', () => process.exit(0));
process.once('message', (jobs: ExtractionJob[]) => {
  void (async () => {
    const results: ExtractionResult[] = [];
    for (const job of jobs) {
      try {
        results.push({ ok: true, ...(await extractDocumentText(job.kind, job.bytes)) });
      } catch (error) {
        results.push({ ok: false, reason: failureOf(error) });
      }
    }
    process.send!(results, () => process.exit(0));
  })();
});
