import { extractDocumentText } from './extract.ts';
import { ExtractionError } from './extraction-error.ts';
import type { ExtractionJob, ExtractionResult } from './extraction.ts';

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
        results.push({
          ok: false,
          reason: error instanceof ExtractionError ? error.reason : 'unreadable',
        });
      }
    }
    process.send!(results, () => process.exit(0));
  })();
});
