import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeRtf, makeSlowPdf, zlibRuns } from './helpers/sample-documents.ts';
import {
  EXTRACTION_LIMITS,
  createTextExtractor,
} from '../src/server/models/documents/extraction.ts';

const MB = 1024 * 1024;

describe('createTextExtractor', () => {
  it('extracts the files in a process of its own and answers in order', async () => {
    const extract = createTextExtractor();
    const results = await extract('account', [
      { kind: 'pdf', bytes: makePdf(['From the PDF.']) },
      { kind: 'docx', bytes: makeDocx(['From the DOCX.']) },
      { kind: 'rtf', bytes: Buffer.from('{\\rtf1\\ansi From the RTF.}') },
      { kind: 'pdf', bytes: Buffer.from('%PDF-1.4 broken') },
    ]);
    expect(results).toEqual([
      { ok: true, text: 'From the PDF.', cut: false },
      { ok: true, text: 'From the DOCX.', cut: false },
      { ok: true, text: 'From the RTF.', cut: false },
      { ok: false, reason: 'unreadable' },
    ]);
  }, 60_000);

  it('stops the process at its memory ceiling: a content stream that calls itself an image', async () => {
    // The stream check leaves images alone, so pdf.js inflates this 1 GB stream: the ceiling
    // is what holds it.
    const bomb = makePdf([], {
      pages: [zlibRuns([{ data: Buffer.alloc(MB, 0x20), times: 1024 }])],
      contentEntries: ' /Subtype /Image',
    });
    const extract = createTextExtractor({ ...EXTRACTION_LIMITS, maxMemoryMb: 300 });
    const started = Date.now();
    expect(await extract('account', [{ kind: 'pdf', bytes: bomb }])).toEqual([
      { ok: false, reason: 'too-complex' },
    ]);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('stops the process at its time limit', async () => {
    const extract = createTextExtractor({ ...EXTRACTION_LIMITS, timeoutMs: 1 });
    expect(
      await extract('account', [
        { kind: 'rtf', bytes: makeRtf(['Slow enough']) },
        { kind: 'docx', bytes: makeDocx(['Too']) },
      ]),
    ).toEqual([
      { ok: false, reason: 'too-complex' },
      { ok: false, reason: 'too-complex' },
    ]);
  }, 60_000);

  it('stops the process at its processor-time budget: a PDF of drawing operators', async () => {
    const extract = createTextExtractor({ ...EXTRACTION_LIMITS, cpuSeconds: 1 });
    const started = Date.now();
    expect(await extract('account', [{ kind: 'pdf', bytes: makeSlowPdf() }])).toEqual([
      { ok: false, reason: 'too-slow' },
    ]);
    // One second of processor time, then the kernel's signal: well before the file is read.
    expect(Date.now() - started).toBeLessThan(EXTRACTION_LIMITS.timeoutMs / 2);
  }, 60_000);

  it('runs at most `processes` extractions at once and sheds uploads past `waiting` with a 503', async () => {
    const extract = createTextExtractor({ ...EXTRACTION_LIMITS, processes: 1, waiting: 1 });
    const job = [{ kind: 'rtf' as const, bytes: Buffer.from('{\\rtf1\\ansi Queued}') }];
    const running = extract('account', job);
    const waiting = extract('account', job);
    await expect(extract('account', job)).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
    });
    expect(await running).toEqual([{ ok: true, text: 'Queued', cut: false }]);
    expect(await waiting).toEqual([{ ok: true, text: 'Queued', cut: false }]);
  }, 60_000);
});
