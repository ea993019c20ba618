import { CUSTOM_MODEL_PREFIX, CUSTOM_MODEL_TEXT } from '../../contract/custom-models.ts';
import type { ModelClass } from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import { canonicalId } from '../../contract/ids.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { indexPassages, type KnowledgeSource, type PassageIndex } from '../providers/knowledge.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import type { CustomModelRepository } from './repository.ts';

/** What a debate needs of a custom model: where it routes, what it is told, what it knows. */
export type AgentModel = {
  id: string;
  baseModel: string;
  instructions: string;
  documents: KnowledgeSource[];
};

/**
 * Resolves a picker id for its owner: null when `modelId` is not a custom model (`custom-<id>`);
 * a 400 'Unknown model' when it names no model of that owner (another user's, or deleted).
 */
export type AgentModelLookup = (ownerId: string, modelId: string) => Promise<AgentModel | null>;

/** The owner's custom model that a `custom-<id>` picker id names, if there is one. */
async function findOwnedCustom(
  repository: CustomModelRepository,
  ownerId: string,
  modelId: string,
) {
  const id = canonicalId(modelId.slice(CUSTOM_MODEL_PREFIX.length));
  return id ? repository.findOwned(ownerId, id) : undefined;
}

/** Documents whose text and passage index stay in memory between turns, the last used kept. */
const INDEXED_DOCUMENTS = 24;
const INDEX_KEPT_MS = 30 * 60_000;

/**
 * A document's text is read and indexed once (decision 017): documents never change after upload
 * (a new upload is a new id), so a turn reads only their ids and names.
 */
export function createAgentModelLookup(repository: CustomModelRepository): AgentModelLookup {
  const indexed = new ExpiringCache<string, { content: string; index: PassageIndex }>(
    INDEX_KEPT_MS,
    INDEXED_DOCUMENTS,
  );
  return async (ownerId, modelId) => {
    if (!modelId.startsWith(CUSTOM_MODEL_PREFIX)) return null;
    const row = await findOwnedCustom(repository, ownerId, modelId);
    if (!row) throw new AppError('bad_request', CHAT_TEXT.unknownModel(modelId));
    const listed = await repository.documentNames(row.id);
    const found = new Map(listed.map((document) => [document.id, indexed.get(document.id)]));
    const missing = listed.filter((document) => !found.get(document.id));
    if (missing.length > 0) {
      const contents = await repository.documentTexts(missing.map((document) => document.id));
      for (const { id, content } of contents) {
        const entry = { content, index: indexPassages(content) };
        indexed.set(id, entry);
        found.set(id, entry);
      }
    }
    return {
      id: row.id,
      baseModel: row.baseModel,
      instructions: row.systemInstructions,
      documents: listed.flatMap((document) => {
        const known = found.get(document.id);
        return known ? [{ name: document.originalName, ...known }] : [];
      }),
    };
  };
}

/**
 * The class a picker id is billed as for its owner: the entry it names exactly, or a custom
 * model's base model's (SPEC §7). AppError 400 for an id that names no model, 404 for a
 * `custom-<id>` that names no model of that owner (another user's, or deleted).
 */
export type BilledClassLookup = (ownerId: string, modelId: string) => Promise<ModelClass>;

export function createBilledClassLookup(
  repository: CustomModelRepository,
  entryOf: ProviderRegistry['entryOf'],
): BilledClassLookup {
  return async (ownerId, modelId) => {
    if (!modelId.startsWith(CUSTOM_MODEL_PREFIX)) return entryOf(modelId).modelClass;
    const custom = await findOwnedCustom(repository, ownerId, modelId);
    if (!custom) throw new AppError('not_found', CUSTOM_MODEL_TEXT.notFound);
    return entryOf(custom.baseModel).modelClass;
  };
}

/**
 * The instructions sent for a custom model: the model's own, then the requested ones (an agent's
 * role in a debate, a chat request's system messages) unless they are the same words. Its
 * knowledge documents follow them (see fit-prompt.ts).
 */
export function customInstructions(model: AgentModel, requested: string): string {
  const own = model.instructions.trim();
  const role = requested.trim();
  return !role || role === own ? own : `${own}\n\n${role}`;
}
