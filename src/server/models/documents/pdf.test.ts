import { describe, expect, it } from 'vitest';
import {
  flateTextContent,
  makePdf,
  makeReportPdf,
  proseLines,
  zlibRuns,
} from '../../../../test/helpers/sample-documents.ts';
import { ExtractionError, type ExtractionFailure } from './extraction-error.ts';
import { PDF_LIMITS, assertStreamsInflateWithin, findStreams, pdfToText } from './pdf.ts';
import { TextBudget } from './text-budget.ts';

const MB = 1024 * 1024;
const BUDGET = 800_000;

async function read(bytes: Buffer, limits = PDF_LIMITS) {
  const budget = new TextBudget(BUDGET, { collapseSpaces: true });
  await pdfToText(bytes, budget, limits);
  return { text: budget.text(), cut: budget.cut };
}

async function failure(run: Promise<unknown>): Promise<ExtractionFailure> {
  const error: unknown = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return (error as ExtractionError).reason;
}

/** A content stream of 1 GB of spaces in about 1 MB. */
const gigabyte = () => zlibRuns([{ data: Buffer.alloc(MB, 0x20), times: 1024 }]);

describe('pdfToText', () => {
  it('reads every page in order', async () => {
    const { text, cut } = await read(makeReportPdf(3, 0.05));
    const lines = proseLines(135);
    expect(cut).toBe(false);
    expect(text.split('\n')).toEqual(lines);
  });

  it('reads a 10 MB report of 200 pages with a photo', async () => {
    const report = makeReportPdf(200, 10);
    expect(report.length).toBeGreaterThan(9.5 * MB);
    expect(report.length).toBeLessThanOrEqual(10 * MB);
    const { text, cut } = await read(report);
    expect(cut).toBe(false);
    expect(text.endsWith(proseLines(9_000).at(-1)!)).toBe(true);
    // A second on a quiet machine; over five while the other suites run on both cores.
  }, 30_000);

  it('stops reading at the budget, in the middle of a page', async () => {
    const lines = proseLines(45);
    const started = Date.now();
    const { text, cut } = await read(makePdf([], { pages: [flateTextContent(lines, 40)] }));
    expect(cut).toBe(true);
    expect(Buffer.byteLength(text)).toBeGreaterThan(BUDGET - 4);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(BUDGET);
    expect(text.startsWith(lines.slice(0, 3).join('\n'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('refuses a content stream that inflates to 1 GB before pdf.js decodes it', async () => {
    const bomb = makePdf([], { pages: [gigabyte()] });
    expect(bomb.length).toBeLessThan(1.1 * MB);
    expect(await failure(assertStreamsInflateWithin(bomb, PDF_LIMITS))).toBe('too-complex');
    expect(await failure(read(bomb))).toBe('too-complex');
  });

  it('counts what the streams inflate to together', async () => {
    const fourMegabytes = () => zlibRuns([{ data: Buffer.alloc(MB, 0x20), times: 4 }]);
    const pages = [fourMegabytes(), fourMegabytes(), fourMegabytes()];
    const limits = { maxStreamBytes: 5 * MB, maxTotalBytes: 10 * MB };
    expect(await failure(read(makePdf([], { pages }), limits))).toBe('too-complex');
    // Two are within the limits (and hold nothing but spaces).
    expect((await read(makePdf([], { pages: pages.slice(0, 2) }), limits)).text).toBe('');
  });

  it('trusts neither the filter nor the length a stream declares', async () => {
    const data = gigabyte();
    const stream = (dictionary: string) =>
      Buffer.concat([
        Buffer.from(`1 0 obj\n${dictionary}\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]);
    for (const dictionary of ['<< /Length 10 >>', '<< /Filter 9 0 R /Length 8 0 R >>', '<< >>']) {
      expect(await failure(assertStreamsInflateWithin(stream(dictionary), PDF_LIMITS))).toBe(
        'too-complex',
      );
    }
  });

  it('leaves images alone: text extraction never decodes them', async () => {
    const image = {
      width: 10_000,
      height: 10_000,
      data: zlibRuns([{ data: Buffer.alloc(MB), times: 96 }]),
    };
    const { text } = await read(makePdf(['Caption of a large photo.'], { image }));
    expect(text).toBe('Caption of a large photo.');
  });

  it('tells an encrypted PDF from a damaged one', async () => {
    expect(await failure(read(makePdf(['secret'], { encrypted: true })))).toBe('encrypted');
    expect(await failure(read(Buffer.from('%PDF-1.4\n\u0000garbage')))).toBe('unreadable');
  });
});

describe('findStreams', () => {
  it('finds each stream with its whole dictionary, whatever ends its keyword line', () => {
    const pdf = Buffer.from(
      '1 0 obj << /Length 3 /DecodeParms << /Columns 4 >> >>\nstream\nabc\nendstream endobj\n' +
        '2 0 obj << /Subtype /Image >>\r\nstream\r\nxyz\r\nendstream endobj\n' +
        '3 0 obj << /Type /Catalog >> endobj (a string with stream\n in it)',
      'latin1',
    );
    const found = [...findStreams(pdf)];
    expect(found.map(({ dictionary }) => dictionary)).toEqual([
      '<< /Length 3 /DecodeParms << /Columns 4 >> >>',
      '<< /Subtype /Image >>',
    ]);
    expect(found.map(({ start }) => pdf.toString('latin1', start, start + 3))).toEqual([
      'abc',
      'xyz',
    ]);
  });
});
