import { z } from 'zod';
import { idSchema } from './ids.ts';
import { findCatalogModel } from './models.ts';

/** SPEC §9: documents per model: 3, 10 MB each, pdf, docx, rtf. */
export const DOCUMENT_LIMITS = {
  maxDocuments: 3,
  maxBytes: 10 * 1024 * 1024,
  /** A stored name longer than this is shortened, keeping its extension. */
  nameMaxLength: 255,
  /** The multipart field that carries the files (SPEC §7). */
  field: 'documents',
  /**
   * The text kept of one document, in UTF-8 bytes: about 200,000 tokens of English at 4 bytes a
   * token, and never more than 800,000 tokens in any script (a token is at least one byte). A
   * longer text is cut here while it is decoded.
   */
  textMaxBytes: 800_000,
  /**
   * Processor time one upload's text extraction may use (decision 029): a 10 MB, 200-page report
   * takes under 1 s here; a file that takes longer than this is refused as too slow to read.
   */
  cpuSecondsPerUpload: 15,
  /** The memory an extraction process may take (its data: heap, buffers, WebAssembly), in MB. */
  extractionMemoryMb: 512,
} as const;

export const DOCUMENT_KINDS = ['pdf', 'docx', 'rtf'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
};

/** The file picker's `accept`, by name and type. */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_KINDS.map((kind) => `.${kind}`),
  ...Object.values(DOCUMENT_MIME),
].join(',');

export const CUSTOM_MODEL_LIMITS = {
  nameMaxLength: 100,
  instructionsMaxLength: 50_000,
  openingStatementMaxLength: 10_000,
  baseModelMaxLength: 200,
} as const;

/** A custom model's id as every model picker carries it (SPEC §3). */
export const CUSTOM_MODEL_PREFIX = 'custom-';
export const customModelChoiceId = (id: string) => `${CUSTOM_MODEL_PREFIX}${id}`;

/** SPEC §3: name plus '(Custom)', or plus '(by owner)' / '(by Unknown)' when imported. */
export function customModelLabel(
  model: Pick<CustomModel, 'name' | 'is_imported' | 'original_owner_name'>,
): string {
  return model.is_imported
    ? CUSTOM_MODEL_TEXT.importedDisplayName(model.name, model.original_owner_name)
    : CUSTOM_MODEL_TEXT.displayName(model.name);
}

/**
 * How a model id reads to people: the user's custom model's label (`customNames`, by
 * `custom-<id>`), the catalog's name, or, for a custom model since deleted, its short id.
 */
export function modelLabel(id: string, customNames: ReadonlyMap<string, string> = new Map()) {
  const custom = customNames.get(id);
  if (custom) return custom;
  const catalog = findCatalogModel(id);
  if (catalog) return catalog.displayName;
  return id.startsWith(CUSTOM_MODEL_PREFIX)
    ? CUSTOM_MODEL_TEXT.deletedModel(id.slice(CUSTOM_MODEL_PREFIX.length))
    : id;
}

/**
 * Share tokens: XXXX-YYYY from 32 symbols without the look-alikes 0/O and 1/I, so a token read
 * aloud or off a screen is typed right. 32 divides 256, so a random byte maps without bias.
 */
export const SHARE_TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SHARE_TOKEN_MAX_LENGTH = 9;

/** Any 4+4 letters or digits has the format; whether it exists is the server's answer. */
export const SHARE_TOKEN_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** SPEC §5: a typed token is trimmed and upper-cased before it is checked or sent. */
export const normalizeShareToken = (value: string) => value.trim().toUpperCase();

/**
 * What a share-token field holds as typed or pasted: trimmed first, then upper-cased and capped
 * (SPEC §2's 9 characters), so a token pasted with a leading space keeps its last character. The
 * field has no `maxLength`, which would cut the paste before the trim.
 */
export const shareTokenInput = (typed: string, max = SHARE_TOKEN_MAX_LENGTH) =>
  normalizeShareToken(typed).slice(0, max);

/** User-visible texts of custom models: SPEC §5, §6, §7 and §8 verbatim, then our own. */
export const CUSTOM_MODEL_TEXT = {
  custom: 'Custom',
  unknownOwner: 'Unknown',
  displayName: (name: string) => `${name} (Custom)`,
  importedDisplayName: (name: string, owner: string | null) => `${name} (by ${owner || 'Unknown'})`,
  /** A custom model named where it was used, after it was deleted: its short id. */
  deletedModel: (id: string) => `Custom model ${id.slice(0, 8)}`,
  maxDocuments: (current: number) =>
    `Maximum ${DOCUMENT_LIMITS.maxDocuments} documents allowed. You currently have ${current} documents.`,
  invalidFileTypes: (names: string[]) =>
    `Invalid file types detected: ${names.join(', ')}. Only PDF, DOCX, and RTF files are allowed.`,
  readOnly: 'This is a read-only imported model and cannot be edited.',
  enterModelToken: 'Please enter a model token',
  enterShareToken: 'Please enter a share token',
  importSuccess: 'Model imported successfully!',
  importFailed: (error: string) => `Failed to import model: ${error}`,
  importFailedGeneric: 'Failed to import model',
  importError: 'Error importing model',
  createFailed: 'Failed to create model',
  uploadFailed: (errorAndDetails: string) => `Document upload failed: ${errorAndDetails}`,
  updateFailed: 'Failed to update model',
  loadModelFailed: 'Failed to load model data',
  deleteConfirm: 'Are you sure you want to delete this model?',
  loadModelsFailed: 'Failed to load models',
  fetchModelsFailed: 'Failed to fetch models',
  fetchModelsNetworkError: 'Network error while fetching models',
  // Not from SPEC:
  notFound: 'Model not found',
  nameRequired: 'Name is required',
  baseModelRequired: 'Base model is required',
  instructionsRequired: 'System instructions are required',
  unsupportedBaseModel: (id: string) => `Unsupported base model: ${id}`,
  invalidToken: 'Invalid model token. Expected format: XXXX-YYYY',
  unknownToken: 'No shared model has this token. It may have been revoked.',
  ownModel: 'This is your own model; there is nothing to import.',
  alreadyImported: 'You have already imported this model.',
  notShareable: 'An imported model cannot be shared again.',
  documentNotFound: 'Document not found',
  noDocuments: `Attach at least one file in the field "${DOCUMENT_LIMITS.field}".`,
  unexpectedField: (field: string) =>
    `Unexpected field "${field}": send the files in the field "${DOCUMENT_LIMITS.field}".`,
  notMultipart: `Upload documents as multipart/form-data in the field "${DOCUMENT_LIMITS.field}".`,
  malformedUpload: 'The upload is incomplete or malformed. Please try again.',
  fileTooLarge: (name: string) => `${name} is larger than 10 MB.`,
  // Not from SPEC: the browser reads each picked file before it is kept (issue 23).
  notReallyKind: (name: string, kind: string) =>
    `${name} is not really a ${kind}: its content is another kind of file.`,
  damagedKind: (name: string, kind: string) =>
    `${name} is a damaged ${kind}: the file is cut short or corrupt.`,
  unreadable: (name: string, kind: string) =>
    `${name} could not be read: the file is damaged or not a valid ${kind} file.`,
  encrypted: (name: string) =>
    `${name} is password-protected. Remove the password and upload it again.`,
  noText: (name: string) => `${name} contains no text that could be extracted.`,
  tooComplex: (name: string) => `${name} is too large or complex to read.`,
  tooSlow: (names: string[]) =>
    `Reading ${names.join(', ')} took more than ${DOCUMENT_LIMITS.cpuSecondsPerUpload} seconds of processing, the most one upload may use. Upload fewer or simpler files.`,
  textCut: 'Only the beginning of this document’s text is used: the rest is past the text limit.',
  textCutBadge: 'Text cut',
  uploadRejected: 'The documents were not uploaded',
  uploading: 'Uploading…',
  readOnlyNotice: 'Redirecting to your models…',
  shared: 'Shared',
  copyToken: 'Copy Token',
  tokenCopied: 'Token Copied!',
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `at most ${max} characters`);

export const customModelBodySchema = z.object({
  name: required(CUSTOM_MODEL_TEXT.nameRequired, CUSTOM_MODEL_LIMITS.nameMaxLength),
  baseModel: required(CUSTOM_MODEL_TEXT.baseModelRequired, CUSTOM_MODEL_LIMITS.baseModelMaxLength),
  systemInstructions: required(
    CUSTOM_MODEL_TEXT.instructionsRequired,
    CUSTOM_MODEL_LIMITS.instructionsMaxLength,
  ),
  /** Optional; absent on update keeps the stored one, null or blank clears it. */
  openingStatement: z
    .string()
    .trim()
    .max(CUSTOM_MODEL_LIMITS.openingStatementMaxLength)
    .nullable()
    .optional(),
});
export type CustomModelBody = z.infer<typeof customModelBodySchema>;

export const modelDocumentSummarySchema = z.object({
  id: z.string(),
  original_name: z.string(),
  size: z.number().int(),
  /** The text was longer than DOCUMENT_LIMITS.textMaxBytes and was cut there. */
  text_cut: z.boolean(),
});
export type ModelDocumentSummary = z.infer<typeof modelDocumentSummarySchema>;

/** SPEC §3 custom model, with the spec's snake_case names. */
export const customModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  base_model: z.string(),
  system_instructions: z.string(),
  opening_statement: z.string().nullable(),
  document_count: z.number().int(),
  created_at: z.string(),
  is_imported: z.boolean(),
  original_owner_name: z.string().nullable(),
  share_token: z.string().nullable(),
  is_public: z.boolean(),
  share_count: z.number().int(),
  documents: z.array(modelDocumentSummarySchema),
});
export type CustomModel = z.infer<typeof customModelSchema>;

export const customModelListSchema = z.array(customModelSchema);

export const documentContentListSchema = z.array(
  z.object({ original_name: z.string(), content: z.string() }),
);
export type DocumentContent = z.infer<typeof documentContentListSchema>[number];

export const uploadDocumentsResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(modelDocumentSummarySchema),
  model: customModelSchema,
});
export type UploadDocumentsResponse = z.infer<typeof uploadDocumentsResponseSchema>;

export const shareResponseSchema = z.object({ shareToken: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

/** The token of an import request as typed; checked by `checkShareToken` for its exact texts. */
export const importRequestSchema = z.object({
  shareToken: z.string().max(100, CUSTOM_MODEL_TEXT.invalidToken).default(''),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/**
 * SPEC §5: trimmed, upper-cased, then the format. `blank` is the caller's text: 'Please enter a
 * model token' on the models page and the server, 'Please enter a share token' in the dialog.
 */
export function checkShareToken(
  value: string,
  blank: string = CUSTOM_MODEL_TEXT.enterModelToken,
): { token: string; error?: undefined } | { token?: undefined; error: string } {
  const token = normalizeShareToken(value);
  if (!token) return { error: blank };
  if (!SHARE_TOKEN_PATTERN.test(token)) return { error: CUSTOM_MODEL_TEXT.invalidToken };
  return { token };
}

export const importResponseSchema = z.object({ model: customModelSchema });
export type ImportResponse = z.infer<typeof importResponseSchema>;

export const modelIdParamsSchema = z.object({ id: idSchema(CUSTOM_MODEL_TEXT.notFound) });
export const documentParamsSchema = z.object({
  id: idSchema(CUSTOM_MODEL_TEXT.notFound),
  docId: idSchema(CUSTOM_MODEL_TEXT.documentNotFound),
});
