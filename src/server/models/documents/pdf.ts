import { createInflate } from 'node:zlib';
import type { PDFPageProxy } from 'unpdf/pdfjs';
import { ExtractionError } from './extraction-error.ts';
import type { TextBudget } from './text-budget.ts';

/**
 * PDF to plain text with pdf.js (through unpdf), bounded. pdf.js inflates a whole stream into
 * one buffer before it reads it, so a 1 MB content stream that inflates to 1 GB takes 1 GB (and
 * more while the buffer grows). Before pdf.js sees the file, every stream it could decode for the
 * text is inflated here, streamed and counted, and the file is refused as too complex past the
 * limits; then pages are read one by one, their text streamed into the budget, and reading stops
 * as soon as the budget is full.
 */

export type PdfLimits = {
  /** Bytes one stream may inflate to. */
  maxStreamBytes: number;
  /** Bytes all streams together may inflate to. */
  maxTotalBytes: number;
};

export const PDF_LIMITS: PdfLimits = {
  maxStreamBytes: 64 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
};

/** Writes the text of a PDF into `budget`, page by page; throws ExtractionError with the reason. */
export async function pdfToText(
  bytes: Uint8Array,
  budget: TextBudget,
  limits: PdfLimits = PDF_LIMITS,
): Promise<void> {
  await assertStreamsInflateWithin(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    limits,
  );
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes a plain Uint8Array, not a Buffer.
    document = await getDocumentProxy(
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
      {
        verbosity: 0,
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
      },
    );
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new ExtractionError(name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const more = await writePageText(page, budget);
      page.cleanup();
      if (!more || !budget.write('\n')) return;
    }
  } catch {
    throw new ExtractionError('unreadable');
  } finally {
    await document.destroy();
  }
}

/** Streams one page's text into the budget; answers false once the budget is full. */
async function writePageText(page: PDFPageProxy, budget: TextBudget): Promise<boolean> {
  const reader = page.streamTextContent().getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    for (const item of value.items) {
      if (!('str' in item)) continue;
      if (!budget.write(item.hasEOL ? `${item.str}\n` : item.str)) {
        await reader.cancel(new Error('The text budget is full'));
        return false;
      }
    }
  }
}

/**
 * Inflates every stream that text extraction could decode, counting the bytes as they come and
 * never keeping them: each stream whose data starts as zlib data does, whatever filter its
 * dictionary names, except images (text extraction never decodes those; an image that is really
 * a content stream is held by the extraction process's memory ceiling). Data that fails to
 * inflate is left to pdf.js, which will fail on it too.
 */
export async function assertStreamsInflateWithin(pdf: Buffer, limits: PdfLimits): Promise<void> {
  let remaining = limits.maxTotalBytes;
  for (const { dictionary, start } of findStreams(pdf)) {
    if (IMAGE.test(dictionary) || !isZlibHeader(pdf, start)) continue;
    const max = Math.min(limits.maxStreamBytes, remaining);
    // The data runs to the end of its deflate stream: no /Length or `endstream` is trusted.
    const inflated = await inflatedSize(pdf.subarray(start), max);
    if (inflated > max) throw new ExtractionError('too-complex');
    remaining -= inflated;
  }
}

const IMAGE = /\/Subtype\s*\/Image\b/;
/** How far back from `stream` its dictionary may start. */
const DICTIONARY_MAX_BYTES = 64 * 1024;

/**
 * Every `<< … >> stream` in the file, found in the bytes rather than through the cross-reference
 * table (which a hostile file may contradict), stream data included: its dictionary, and where
 * its data starts.
 */
export function* findStreams(pdf: Buffer): Generator<{ dictionary: string; start: number }> {
  for (let at = pdf.indexOf('stream', 0, 'latin1'); at >= 0;) {
    const start = dataStart(pdf, at + 'stream'.length);
    const dictionary = start < 0 ? undefined : dictionaryEndingAt(pdf, lastNonSpace(pdf, at - 1));
    if (dictionary !== undefined) yield { dictionary, start };
    at = pdf.indexOf('stream', at + 1, 'latin1');
  }
}

const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

function lastNonSpace(pdf: Buffer, from: number): number {
  let at = from;
  while (at >= 0 && isSpace(pdf[at])) at -= 1;
  return at;
}

/** After `stream` comes CRLF or LF (a lone CR too, as readers accept); else it is no keyword. */
function dataStart(pdf: Buffer, afterKeyword: number): number {
  if (pdf[afterKeyword] === 0x0a) return afterKeyword + 1;
  if (pdf[afterKeyword] !== 0x0d) return -1;
  return pdf[afterKeyword + 1] === 0x0a ? afterKeyword + 2 : afterKeyword + 1;
}

const LESS = 0x3c;
const GREATER = 0x3e;

/** The `<< … >>` whose last byte is at `last`, nested dictionaries included. */
function dictionaryEndingAt(pdf: Buffer, last: number): string | undefined {
  if (pdf[last] !== GREATER || pdf[last - 1] !== GREATER) return undefined;
  const stop = Math.max(0, last - DICTIONARY_MAX_BYTES);
  let depth = 0;
  for (let at = last; at > stop; at -= 1) {
    if (pdf[at] === GREATER && pdf[at - 1] === GREATER) {
      depth += 1;
      at -= 1;
    } else if (pdf[at] === LESS && pdf[at - 1] === LESS) {
      depth -= 1;
      at -= 1;
      if (depth === 0) return pdf.toString('latin1', at, last + 1);
    }
  }
  return undefined;
}

/** What pdf.js's FlateStream accepts: deflate, a valid check, no preset dictionary. */
function isZlibHeader(pdf: Buffer, at: number): boolean {
  const method = pdf[at];
  const flags = pdf[at + 1];
  if (method === undefined || flags === undefined) return false;
  return (method & 0x0f) === 8 && ((method << 8) + flags) % 31 === 0 && (flags & 0x20) === 0;
}

/** The inflated size of `data`, counted as it comes, or `max + 1` once past `max`. */
async function inflatedSize(data: Buffer, max: number): Promise<number> {
  const inflate = createInflate({ chunkSize: 64 * 1024 });
  inflate.end(data);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) return max + 1;
    }
  } catch {
    // Broken data: what inflated before the break is counted; pdf.js fails on the rest.
  } finally {
    inflate.destroy();
  }
  return size;
}
