import {
  CUSTOM_MODEL_TEXT,
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  type DocumentKind,
} from '../../../../contract/custom-models.ts';

type PickedFile = { name: string; size: number };

/** How many bytes of each end of a file the browser reads to recognise it. */
export const PROBE_BYTES = 1024;

const KIND_NAMES: Record<DocumentKind, string> = { pdf: 'PDF', docx: 'DOCX', rtf: 'RTF' };

const kindByName = (name: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find((kind) => name.toLowerCase().endsWith(`.${kind}`));

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * Whether a file's first and last bytes are those of its kind (the server checks again, fully):
 * 'fake' when the content is another kind of file, 'damaged' when the file is cut short.
 */
export function probeDocument(
  kind: DocumentKind,
  head: Uint8Array,
  tail: Uint8Array,
): 'ok' | 'fake' | 'damaged' {
  const [start, end] = [latin1(head), latin1(tail)];
  switch (kind) {
    case 'pdf':
      if (!start.includes('%PDF-')) return 'fake';
      return end.includes('%%EOF') ? 'ok' : 'damaged';
    case 'docx':
      if (!start.startsWith('PK\x03\x04')) return 'fake';
      // A ZIP ends with its central directory's end record.
      return end.includes('PK\x05\x06') ? 'ok' : 'damaged';
    case 'rtf':
      if (!start.startsWith('{\\rtf')) return 'fake';
      return end.trimEnd().endsWith('}') ? 'ok' : 'damaged';
  }
}

/**
 * The browser's early check of picked files, with the server's texts (SPEC §5): the count first
 * (then none is kept), then each file by name, size and content. Answers the files to keep and
 * one message per problem.
 */
export async function checkPickedDocuments<F extends PickedFile & Blob>(
  existing: number,
  files: F[],
): Promise<{ keep: F[]; problems: string[] }> {
  if (existing + files.length > DOCUMENT_LIMITS.maxDocuments) {
    return { keep: [], problems: [CUSTOM_MODEL_TEXT.maxDocuments(existing)] };
  }
  const wrongType = files.filter((file) => !kindByName(file.name));
  const problems =
    wrongType.length > 0
      ? [CUSTOM_MODEL_TEXT.invalidFileTypes(wrongType.map((file) => file.name))]
      : [];
  const keep: F[] = [];
  for (const file of files) {
    const kind = kindByName(file.name);
    if (!kind) continue;
    if (file.size > DOCUMENT_LIMITS.maxBytes) {
      problems.push(CUSTOM_MODEL_TEXT.fileTooLarge(file.name));
      continue;
    }
    const [head, tail] = await Promise.all([
      file.slice(0, PROBE_BYTES).arrayBuffer(),
      file.slice(Math.max(0, file.size - PROBE_BYTES)).arrayBuffer(),
    ]);
    const verdict = probeDocument(kind, new Uint8Array(head), new Uint8Array(tail));
    if (verdict === 'ok') keep.push(file);
    else if (verdict === 'fake')
      problems.push(CUSTOM_MODEL_TEXT.notReallyKind(file.name, KIND_NAMES[kind]));
    else problems.push(CUSTOM_MODEL_TEXT.damagedKind(file.name, KIND_NAMES[kind]));
  }
  return { keep, problems };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
