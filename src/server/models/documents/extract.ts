import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DocumentKind } from '../../../contract/custom-models.ts';
import { RtfError, rtfToText, tidy } from './rtf.ts';
import { ZipError, assertZipUnpacksWithin } from './zip-guard.ts';

export type ExtractionFailure = 'unreadable' | 'encrypted' | 'empty' | 'too-complex';

export class ExtractionError extends Error {
  constructor(readonly reason: ExtractionFailure) {
    super(reason);
  }
}

/** A DOCX may unpack to this much; real documents with pictures stay far below. */
const DOCX_UNPACKED_MAX_BYTES = 200 * 1024 * 1024;

async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    const document = await getDocumentProxy(bytes, {
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
    });
    try {
      const { text } = await extractText(document, { mergePages: true });
      return text;
    } finally {
      await document.destroy();
    }
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new ExtractionError(name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  try {
    assertZipUnpacksWithin(bytes, DOCX_UNPACKED_MAX_BYTES);
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value;
  } catch (error) {
    if (error instanceof ZipError && error.reason === 'too-large') {
      throw new ExtractionError('too-complex');
    }
    throw new ExtractionError('unreadable');
  }
}

function rtfText(bytes: Uint8Array): string {
  try {
    return rtfToText(bytes);
  } catch (error) {
    if (error instanceof RtfError) throw new ExtractionError('unreadable');
    throw error;
  }
}

/** The plain text of a PDF, DOCX or RTF file; throws ExtractionError with the reason. */
export async function extractDocumentText(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  const raw =
    kind === 'pdf'
      ? await pdfText(bytes)
      : kind === 'docx'
        ? await docxText(bytes)
        : rtfText(bytes);
  const text = tidy(raw.replace(/\r\n?/g, '\n'));
  if (!text) throw new ExtractionError('empty');
  return text;
}
