import { DOCUMENT_LIMITS, type DocumentKind } from '../../../contract/custom-models.ts';
import { docxToText } from './docx.ts';
import { ExtractionError } from './extraction-error.ts';
import { pdfToText } from './pdf.ts';
import { RtfError, rtfToText } from './rtf.ts';
import { TextBudget } from './text-budget.ts';

/** A document's text, and whether it was cut to the budget. */
export type ExtractedText = { text: string; cut: boolean };

async function writeText(kind: DocumentKind, bytes: Uint8Array, budget: TextBudget) {
  try {
    if (kind === 'pdf') await pdfToText(bytes, budget);
    else if (kind === 'docx') await docxToText(bytes, budget);
    else rtfToText(bytes, budget);
  } catch (error) {
    if (error instanceof RtfError) throw new ExtractionError('unreadable');
    throw error;
  }
}

/**
 * The plain text of a PDF, DOCX or RTF file, at most `maxBytes` of it (UTF-8): every reader
 * writes into the budget as it decodes and stops once it is full. Throws ExtractionError with
 * the reason.
 */
export async function extractDocumentText(
  kind: DocumentKind,
  bytes: Uint8Array,
  maxBytes: number = DOCUMENT_LIMITS.textMaxBytes,
): Promise<ExtractedText> {
  // pdf.js gives words as separate items; the spaces between them are layout, not text.
  const budget = new TextBudget(maxBytes, { collapseSpaces: kind === 'pdf' });
  await writeText(kind, bytes, budget);
  const text = budget.text();
  if (!text) throw new ExtractionError('empty');
  return { text, cut: budget.cut };
}
