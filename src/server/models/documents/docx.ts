import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExtractionError } from './extraction-error.ts';
import type { TextBudget } from './text-budget.ts';

/**
 * DOCX to plain text, streamed: yauzl reads the ZIP (it checks every entry's inflated size against
 * the size its directory declares, and we count the bytes as they inflate against our own
 * ceiling, whatever the file declares), and saxes reads the main document part as it inflates,
 * writing its text (runs, tabs, breaks, paragraph ends) into the document's text budget. Reading
 * stops as soon as the budget is full, so a zip bomb is never inflated further than its text is
 * kept. Nothing but the package relationships and the main part is ever inflated.
 */

export type DocxLimits = {
  /** Bytes the parts we read may inflate to, together; past it the file is too complex. */
  maxInflatedBytes: number;
  /** Entries a directory may list; real documents have a few dozen. */
  maxEntries: number;
};

export const DOCX_LIMITS: DocxLimits = {
  maxInflatedBytes: 64 * 1024 * 1024,
  maxEntries: 10_000,
};

const RELATIONSHIPS = '_rels/.rels';
const DEFAULT_MAIN_PART = 'word/document.xml';
const OFFICE_DOCUMENT = /\/officeDocument$/;
/** WordprocessingML, transitional and strict; markup compatibility (mc:Choice / mc:Fallback). */
const WORD_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const MARKUP_COMPATIBILITY = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
/**
 * XML bytes with no element boundary in them (one text node, comment or attribute value) that
 * the parser may hold: saxes keeps such a run whole until it ends.
 */
const XML_RUN_MAX_BYTES = 1024 * 1024;

/** Writes the text of a DOCX into `budget`; throws ExtractionError: unreadable or too complex. */
export async function docxToText(
  bytes: Uint8Array,
  budget: TextBudget,
  limits: DocxLimits = DOCX_LIMITS,
): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      strictFileNames: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ExtractionError('unreadable');
  }
  const entries = await listEntries(zip, limits);
  const meter = { remaining: limits.maxInflatedBytes };
  const relationships = entries.get(RELATIONSHIPS);
  const mainPartName = relationships
    ? ((await readXml(zip, relationships, meter, relationshipsReader())) ?? DEFAULT_MAIN_PART)
    : DEFAULT_MAIN_PART;
  const mainPart = entries.get(mainPartName);
  if (!mainPart) throw new ExtractionError('unreadable');
  await readXml(zip, mainPart, meter, documentReader(budget));
}

/** The entries by name; the count and names come from the directory, and are bounded. */
async function listEntries(zip: ZipFile, limits: DocxLimits): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entries.size >= limits.maxEntries) throw new ExtractionError('too-complex');
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('unreadable');
  }
  return entries;
}

/** What reads one XML part: its events, and the result once the part ends or `done` is set. */
type XmlReader<T> = {
  onopentag(tag: SaxesTagNS): void;
  onclosetag(): void;
  ontext(text: string): void;
  /** Set when the reader needs no more of the part. */
  done(): boolean;
  result(): T;
};

/**
 * Streams one entry through saxes (XML without DTD processing: a document's own entities are
 * never expanded, so an entity bomb is an error), counting its inflated bytes against `meter`.
 * Stops early when the reader is done. A broken stream, a size that differs from the declared
 * one, or bad XML is unreadable; more bytes than the meter allows, or a run of text longer than
 * XML_RUN_MAX_BYTES, is too complex.
 */
async function readXml<T>(
  zip: ZipFile,
  entry: Entry,
  meter: { remaining: number },
  reader: XmlReader<T>,
): Promise<T> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new ExtractionError('unreadable');
  }
  const parser = new SaxesParser({ xmlns: true, position: false });
  let sinceElement = 0;
  parser.on('opentag', (tag) => {
    sinceElement = 0;
    reader.onopentag(tag);
  });
  parser.on('closetag', () => {
    sinceElement = 0;
    reader.onclosetag();
  });
  parser.on('text', (text) => reader.ontext(text));
  parser.on('cdata', (text) => reader.ontext(text));
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      meter.remaining -= chunk.length;
      sinceElement += chunk.length;
      if (meter.remaining < 0) throw new ExtractionError('too-complex');
      parser.write(decoder.decode(chunk, { stream: true }));
      if (reader.done()) return reader.result();
      if (sinceElement > XML_RUN_MAX_BYTES) throw new ExtractionError('too-complex');
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('unreadable');
  } finally {
    stream.destroy();
  }
  return reader.result();
}

/** `_rels/.rels`: the target of the officeDocument relationship, as an entry name. */
function relationshipsReader(): XmlReader<string | undefined> {
  let target: string | undefined;
  return {
    onopentag(tag) {
      if (tag.local !== 'Relationship' || target !== undefined) return;
      const type = tag.attributes['Type']?.value ?? '';
      if (OFFICE_DOCUMENT.test(type)) target = tag.attributes['Target']?.value.replace(/^\//, '');
    },
    onclosetag() {},
    ontext() {},
    done: () => target !== undefined,
    result: () => target,
  };
}

/**
 * The main part's text as Word shows it: the text of runs, a tab or line break where the run has
 * one, a blank line after each paragraph. Of mc:AlternateContent only the fallback is read, as
 * Word's own readers do, so text is not read twice.
 */
function documentReader(budget: TextBudget): XmlReader<void> {
  /** Open elements, as `local` names of Word's namespace (others are ''). */
  const open: string[] = [];
  let inText = 0;
  let skipped = 0;
  let full = false;
  const write = (text: string) => {
    if (!full && skipped === 0) full = !budget.write(text);
  };
  return {
    onopentag(tag) {
      const isWord = WORD_NAMESPACES.has(tag.uri);
      const parent = open.at(-1);
      open.push(isWord ? tag.local : tag.uri === MARKUP_COMPATIBILITY ? `mc:${tag.local}` : '');
      if (tag.uri === MARKUP_COMPATIBILITY && tag.local === 'Choice') skipped += 1;
      if (!isWord) return;
      if (tag.local === 't') inText += 1;
      else if (parent === 'r' && tag.local === 'tab') write('\t');
      else if (parent === 'r' && (tag.local === 'br' || tag.local === 'cr')) write('\n');
      else if (parent === 'r' && tag.local === 'noBreakHyphen') write('-');
    },
    onclosetag() {
      const local = open.pop();
      if (local === 'mc:Choice') skipped -= 1;
      else if (local === 't') inText -= 1;
      else if (local === 'p') write('\n\n');
    },
    ontext(text) {
      if (inText > 0) write(text);
    },
    done: () => full,
    result: () => undefined,
  };
}
