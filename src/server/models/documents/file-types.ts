import {
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  type DocumentKind,
} from '../../../contract/custom-models.ts';

/** What the first bytes say a file is; `ole` is a Word 97 or an encrypted Office file. */
export type ContentKind = DocumentKind | 'ole' | undefined;

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');
/** PDF readers accept the header anywhere in the first 1024 bytes (PDF 1.7, annex H). */
const PDF_HEADER_WINDOW = 1024;

export function kindByName(name: string): DocumentKind | undefined {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return DOCUMENT_KINDS.find((kind) => kind === extension);
}

export function kindByContent(bytes: Uint8Array): ContentKind {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1100));
  if (head.subarray(0, 5).toString('latin1') === '{\\rtf') return 'rtf';
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'docx';
  if (head.subarray(0, 8).equals(OLE_SIGNATURE)) return 'ole';
  if (head.subarray(0, PDF_HEADER_WINDOW + 5).includes('%PDF-', 0, 'latin1')) return 'pdf';
  return undefined;
}

/** An encrypted OOXML file is an OLE container holding an `EncryptionInfo` stream. */
export function isEncryptedOffice(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(
    Buffer.from('EncryptionInfo', 'utf16le'),
  );
}

export type FileCheck =
  { ok: true; kind: DocumentKind } | { ok: false; reason: 'type' | 'encrypted' };

/** A file is accepted only when its name and its content agree on PDF, DOCX or RTF. */
export function checkFileType(name: string, bytes: Uint8Array): FileCheck {
  const byName = kindByName(name);
  const byContent = kindByContent(bytes);
  if (byName === 'docx' && byContent === 'ole' && isEncryptedOffice(bytes)) {
    return { ok: false, reason: 'encrypted' };
  }
  if (!byName || byName !== byContent) return { ok: false, reason: 'type' };
  return { ok: true, kind: byName };
}

// Control characters, and the bidirectional overrides that can make "exe.pdf" read "fdp.exe".
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name stored for an uploaded file: the client's text, normalised (NFC), without control or
 * bidi-override characters, at most 255 characters with the extension kept. It is only ever
 * shown and cited, never used as a path.
 */
export function storedFileName(raw: string): string {
  const name = raw.normalize('NFC').replace(INVISIBLE, '').trim() || 'document';
  const chars = [...name];
  if (chars.length <= DOCUMENT_LIMITS.nameMaxLength) return name;
  const extension = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  const keep = DOCUMENT_LIMITS.nameMaxLength - [...extension].length;
  return chars.slice(0, keep).join('').trimEnd() + extension;
}
