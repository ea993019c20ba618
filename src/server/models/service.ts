import {
  CUSTOM_MODEL_PREFIX,
  CUSTOM_MODEL_TEXT,
  DOCUMENT_LIMITS,
  customModelChoiceId,
  customModelLabel,
  DOCUMENT_MIME,
  checkShareToken,
  type CustomModel,
  type CustomModelBody,
  type DocumentContent,
  type ModelDocumentSummary,
  type UploadDocumentsResponse,
} from '../../contract/custom-models.ts';
import { canonicalId } from '../../contract/ids.ts';
import { AppError } from '../lib/app-error.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { ExtractionFailure } from './documents/extraction-error.ts';
import type { ExtractTexts } from './documents/extraction.ts';
import { checkFileType, storedFileName } from './documents/file-types.ts';
import { isCutToBudget } from './documents/text-budget.ts';
import {
  isUniqueViolation,
  type CustomModelRepository,
  type CustomModelRow,
  type DocumentSummaryRow,
} from './repository.ts';
import { generateShareToken } from './share-token.ts';

/** Share tokens are drawn again on the (2^-40) chance that one is taken. */
const SHARE_TOKEN_ATTEMPTS = 5;

export type Caller = { id: string };
export type UploadedFile = { name: string; bytes: Buffer };

const notFound = () => new AppError('not_found', CUSTOM_MODEL_TEXT.notFound);
const readOnly = () => new AppError('forbidden', CUSTOM_MODEL_TEXT.readOnly);

function toSummary(row: DocumentSummaryRow): ModelDocumentSummary {
  return {
    id: row.id,
    original_name: row.originalName,
    size: row.size,
    text_cut: isCutToBudget(row.textBytes, DOCUMENT_LIMITS.textMaxBytes),
  };
}

export function toCustomModel(row: CustomModelRow, documents: DocumentSummaryRow[]): CustomModel {
  const own = documents.filter((document) => document.modelId === row.id);
  return {
    id: row.id,
    name: row.name,
    base_model: row.baseModel,
    system_instructions: row.systemInstructions,
    opening_statement: row.openingStatement,
    document_count: own.length,
    created_at: row.createdAt.toISOString(),
    is_imported: row.importedFrom !== null,
    original_owner_name: row.originalOwnerName,
    share_token: row.shareToken,
    is_public: row.isPublic,
    share_count: row.shareCount,
    documents: own.map(toSummary),
  };
}

/** Each file's own failure; 'too-slow' is the whole upload's (its process was stopped). */
const FAILURE_TEXT: Record<
  Exclude<ExtractionFailure, 'too-slow'>,
  (name: string, kind: string) => string
> = {
  unreadable: CUSTOM_MODEL_TEXT.unreadable,
  encrypted: CUSTOM_MODEL_TEXT.encrypted,
  empty: CUSTOM_MODEL_TEXT.noText,
  'too-complex': CUSTOM_MODEL_TEXT.tooComplex,
};

/** One failure is the error itself; several are summed up, each named in `details`. */
function uploadFailure(messages: string[]): AppError {
  if (messages.length === 1) return new AppError('bad_request', messages[0]!);
  return new AppError('bad_request', CUSTOM_MODEL_TEXT.uploadRejected, {
    details: messages.join(' '),
  });
}

export function createCustomModelService(deps: {
  repository: CustomModelRepository;
  providers: ProviderRegistry;
  extractTexts: ExtractTexts;
  /** Told of each import made, so the community's posts of the model count it too. */
  onImported: (originalId: string, importerId: string) => Promise<void>;
}) {
  const { repository, providers, extractTexts, onImported } = deps;

  /** A model the server lists, named exactly: what a turn on it is sent and billed as. */
  function assertBaseModel(baseModel: string): void {
    try {
      providers.entryOf(baseModel);
    } catch {
      throw new AppError('bad_request', CUSTOM_MODEL_TEXT.unsupportedBaseModel(baseModel));
    }
  }

  async function owned(user: Caller, id: string): Promise<CustomModelRow> {
    const row = await repository.findOwned(user.id, id);
    if (!row) throw notFound();
    return row;
  }

  async function editable(user: Caller, id: string): Promise<CustomModelRow> {
    const row = await owned(user, id);
    if (row.importedFrom !== null) throw readOnly();
    return row;
  }

  async function view(row: CustomModelRow): Promise<CustomModel> {
    return toCustomModel(row, await repository.documentSummaries([row.id]));
  }

  return {
    async list(user: Caller): Promise<CustomModel[]> {
      const rows = await repository.listForOwner(user.id);
      const documents = await repository.documentSummaries(rows.map((row) => row.id));
      return rows.map((row) => toCustomModel(row, documents));
    },

    /**
     * The labels of the caller's custom models among picker ids (`custom-<id>`), keyed by those
     * ids; a model since deleted, or any other id, is left out.
     */
    async labels(user: Caller, modelIds: readonly string[]): Promise<Map<string, string>> {
      const ids = modelIds.flatMap((modelId) => {
        const id = modelId.startsWith(CUSTOM_MODEL_PREFIX)
          ? canonicalId(modelId.slice(CUSTOM_MODEL_PREFIX.length))
          : null;
        return id ? [id] : [];
      });
      const rows = await repository.labelsOwned(user.id, ids);
      return new Map(
        rows.map((row) => [
          customModelChoiceId(row.id),
          customModelLabel({
            name: row.name,
            is_imported: row.importedFrom !== null,
            original_owner_name: row.originalOwnerName,
          }),
        ]),
      );
    },

    async get(user: Caller, id: string): Promise<CustomModel> {
      return view(await owned(user, id));
    },

    async create(user: Caller, body: CustomModelBody): Promise<CustomModel> {
      assertBaseModel(body.baseModel);
      const row = await repository.insert({
        ownerId: user.id,
        name: body.name,
        baseModel: body.baseModel,
        systemInstructions: body.systemInstructions,
        openingStatement: body.openingStatement || null,
      });
      return toCustomModel(row, []);
    },

    async update(user: Caller, id: string, body: CustomModelBody): Promise<CustomModel> {
      await editable(user, id);
      assertBaseModel(body.baseModel);
      const row = await repository.update(user.id, id, {
        name: body.name,
        baseModel: body.baseModel,
        systemInstructions: body.systemInstructions,
        ...(body.openingStatement !== undefined
          ? { openingStatement: body.openingStatement || null }
          : {}),
      });
      if (!row) throw notFound();
      return view(row);
    },

    /** Imported models are read-only but removable (SPEC §6). */
    async remove(user: Caller, id: string): Promise<void> {
      if (!(await repository.remove(user.id, id))) throw notFound();
    },

    async documentContents(user: Caller, id: string): Promise<DocumentContent[]> {
      await owned(user, id);
      const rows = await repository.documentContents(id);
      return rows.map((row) => ({ original_name: row.originalName, content: row.content }));
    },

    /** Checked before any file is read: the model is the caller's, editable, and has room. */
    async documentCount(user: Caller, id: string): Promise<number> {
      const row = await editable(user, id);
      return (await repository.documentSummaries([row.id])).length;
    },

    /**
     * All or nothing: every file must be a PDF, DOCX or RTF by name and content, and give text;
     * otherwise nothing is stored and the answer names each failing file.
     */
    async addDocuments(
      user: Caller,
      id: string,
      files: UploadedFile[],
    ): Promise<UploadDocumentsResponse> {
      const row = await editable(user, id);
      if (files.length === 0) throw new AppError('bad_request', CUSTOM_MODEL_TEXT.noDocuments);
      const named = files.map((file) => ({
        ...file,
        name: storedFileName(file.name),
        check: checkFileType(file.name, file.bytes),
      }));
      const wrongType = named.filter((file) => !file.check.ok && file.check.reason === 'type');
      if (wrongType.length > 0) {
        throw new AppError(
          'unsupported_media_type',
          CUSTOM_MODEL_TEXT.invalidFileTypes(wrongType.map((file) => file.name)),
        );
      }
      const encrypted = named.filter((file) => !file.check.ok);
      if (encrypted.length > 0) {
        throw uploadFailure(encrypted.map((file) => CUSTOM_MODEL_TEXT.encrypted(file.name)));
      }
      const accepted = named.flatMap((file) =>
        file.check.ok ? [{ name: file.name, kind: file.check.kind, bytes: file.bytes }] : [],
      );
      const results = await extractTexts(user.id, accepted);
      if (results.some((result) => !result.ok && result.reason === 'too-slow')) {
        throw new AppError(
          'bad_request',
          CUSTOM_MODEL_TEXT.tooSlow(accepted.map((file) => file.name)),
        );
      }
      const texts: string[] = [];
      const failures: string[] = [];
      results.forEach((result, index) => {
        const file = accepted[index]!;
        if (result.ok) texts.push(result.text);
        else if (result.reason !== 'too-slow') {
          failures.push(FAILURE_TEXT[result.reason](file.name, file.kind.toUpperCase()));
        }
      });
      if (failures.length > 0) throw uploadFailure(failures);

      const outcome = await repository.insertDocuments(
        row.id,
        accepted.map((file, index) => ({
          originalName: file.name,
          mime: DOCUMENT_MIME[file.kind],
          size: file.bytes.length,
          content: texts[index]!,
        })),
        DOCUMENT_LIMITS.maxDocuments,
      );
      if ('current' in outcome) {
        throw new AppError('bad_request', CUSTOM_MODEL_TEXT.maxDocuments(outcome.current));
      }
      return {
        success: true,
        documents: outcome.inserted.map(toSummary),
        model: await view(row),
      };
    },

    async removeDocument(user: Caller, id: string, documentId: string): Promise<void> {
      const row = await editable(user, id);
      if (!(await repository.removeDocument(row.id, documentId))) {
        throw new AppError('not_found', CUSTOM_MODEL_TEXT.documentNotFound);
      }
    },

    /** Sharing twice answers the same token; revoking and sharing again draws a new one. */
    async share(user: Caller, id: string): Promise<{ shareToken: string }> {
      const row = await owned(user, id);
      if (row.importedFrom !== null) {
        throw new AppError('forbidden', CUSTOM_MODEL_TEXT.notShareable);
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          const shareToken = await repository.share(user.id, id, generateShareToken());
          if (!shareToken) throw notFound();
          return { shareToken };
        } catch (error) {
          if (attempt >= SHARE_TOKEN_ATTEMPTS || !isUniqueViolation(error)) throw error;
        }
      }
    },

    async revoke(user: Caller, id: string): Promise<void> {
      await owned(user, id);
      await repository.revoke(user.id, id);
    },

    async importShared(user: Caller, typedToken: string): Promise<{ model: CustomModel }> {
      const checked = checkShareToken(typedToken);
      if (checked.error !== undefined) throw new AppError('bad_request', checked.error);
      const shared = await repository.findShared(checked.token);
      if (!shared) throw new AppError('not_found', CUSTOM_MODEL_TEXT.unknownToken);
      if (shared.model.ownerId === user.id) {
        throw new AppError('conflict', CUSTOM_MODEL_TEXT.ownModel);
      }
      const copy = await repository.importCopy(shared.model, user.id, shared.ownerName);
      if (!copy) throw new AppError('conflict', CUSTOM_MODEL_TEXT.alreadyImported);
      await onImported(shared.model.id, user.id);
      return { model: await view(copy) };
    },
  };
}

export type CustomModelService = ReturnType<typeof createCustomModelService>;
