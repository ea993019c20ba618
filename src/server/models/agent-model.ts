import { CUSTOM_MODEL_PREFIX } from '../../contract/custom-models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { AppError } from '../http/app-error.ts';
import { canonicalId } from '../../contract/ids.ts';
import { buildSystemPrompt, type KnowledgeDocument } from '../providers/prompts.ts';
import type { CustomModelRepository } from './repository.ts';

/** What a debate needs of a custom model: where it routes, what it is told, what it knows. */
export type AgentModel = {
  id: string;
  baseModel: string;
  instructions: string;
  documents: KnowledgeDocument[];
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

export function createAgentModelLookup(repository: CustomModelRepository): AgentModelLookup {
  return async (ownerId, modelId) => {
    if (!modelId.startsWith(CUSTOM_MODEL_PREFIX)) return null;
    const row = await findOwnedCustom(repository, ownerId, modelId);
    if (!row) throw new AppError('bad_request', CHAT_TEXT.unknownModel(modelId));
    const documents = await repository.documentContents(row.id);
    return {
      id: row.id,
      baseModel: row.baseModel,
      instructions: row.systemInstructions,
      documents: documents.map((document) => ({
        name: document.originalName,
        content: document.content,
      })),
    };
  };
}

/**
 * The model a picker id routes by (SPEC §7): the id itself, or a custom model's base model for its
 * owner; undefined when `custom-<id>` names no model of that owner (another user's, or deleted).
 */
export type BaseModelLookup = (ownerId: string, modelId: string) => Promise<string | undefined>;

export function createBaseModelLookup(repository: CustomModelRepository): BaseModelLookup {
  return async (ownerId, modelId) => {
    if (!modelId.startsWith(CUSTOM_MODEL_PREFIX)) return modelId;
    return (await findOwnedCustom(repository, ownerId, modelId))?.baseModel;
  };
}

/**
 * The system text sent for a custom model: the model's own instructions, then the requested ones
 * (an agent's role in a debate, a chat request's system messages) unless they are the same words,
 * then its knowledge documents and the note to cite them by name.
 */
export function customSystemPrompt(model: AgentModel, requested: string): string {
  const own = model.instructions.trim();
  const role = requested.trim();
  return buildSystemPrompt(!role || role === own ? own : `${own}\n\n${role}`, model.documents);
}
