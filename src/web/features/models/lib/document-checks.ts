import {
  CUSTOM_MODEL_TEXT,
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
} from '../../../../contract/custom-models.ts';

type PickedFile = { name: string; size: number };

const hasAllowedExtension = (name: string) =>
  DOCUMENT_KINDS.some((kind) => name.toLowerCase().endsWith(`.${kind}`));

/**
 * The browser's early check of picked files, with the server's texts (SPEC §5): the count first,
 * then the types by name, then the size. The server checks again, by content too.
 */
export function checkPickedDocuments(existing: number, files: PickedFile[]): string | null {
  if (existing + files.length > DOCUMENT_LIMITS.maxDocuments) {
    return CUSTOM_MODEL_TEXT.maxDocuments(existing);
  }
  const wrongType = files.filter((file) => !hasAllowedExtension(file.name));
  if (wrongType.length > 0) {
    return CUSTOM_MODEL_TEXT.invalidFileTypes(wrongType.map((file) => file.name));
  }
  const tooLarge = files.find((file) => file.size > DOCUMENT_LIMITS.maxBytes);
  return tooLarge ? CUSTOM_MODEL_TEXT.fileTooLarge(tooLarge.name) : null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
