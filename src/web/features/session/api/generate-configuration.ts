import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ASSISTANT_SETTINGS,
  duelGeneratorMessages,
  generatedConfigurationSchema,
  maxGeneratedConfigurationSchema,
  maxGeneratorMessages,
  parseGeneratedConfiguration,
} from '../../../../contract/assistant.ts';
import {
  OFFLINE_MODEL_DISPLAY_NAME,
  OFFLINE_MODEL_ID,
  type ChatCompletionRequest,
} from '../../../../contract/models.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { modelProvidersQueryOptions } from '../../../lib/model-providers.ts';

export type AssistantModel = { id: string; provider: string; name: string };

/** The assistant's model: the server's ASSISTANT_MODEL, looked up for its provider and name. */
export function useAssistantModel(): AssistantModel {
  const { data } = useQuery({ ...modelProvidersQueryOptions, select: (response) => response });
  const id = data?.assistantModel ?? OFFLINE_MODEL_ID;
  for (const provider of data?.providers ?? []) {
    const model = provider.models.find((candidate) => candidate.id === id);
    if (model) return { id: model.id, provider: provider.id, name: model.displayName };
  }
  return { id: OFFLINE_MODEL_ID, provider: 'local', name: OFFLINE_MODEL_DISPLAY_NAME };
}

/** What the assistant is asked for: SPEC §7's two-agent (2000 tokens) or MAX (3000) request. */
export type GeneratorKind<T> = {
  messages: (description: string) => ChatCompletionRequest['messages'];
  maxTokens: number;
  schema: z.ZodType<T>;
};

export const DUEL_GENERATOR = {
  messages: duelGeneratorMessages,
  maxTokens: ASSISTANT_SETTINGS.maxTokensDuel,
  schema: generatedConfigurationSchema,
};

export const MAX_GENERATOR = {
  messages: maxGeneratorMessages,
  maxTokens: ASSISTANT_SETTINGS.maxTokensMax,
  schema: maxGeneratedConfigurationSchema,
};

/**
 * SPEC §7 instruction generator: POST /api/chat/completions with the assistant model, then the
 * answer is parsed and checked (SPEC §5). Internal errors carry the spec's texts; the user sees
 * DASHBOARD_TEXT.generatorUserError.
 */
export async function generateConfiguration<T>(
  kind: GeneratorKind<T>,
  model: AssistantModel,
  description: string,
): Promise<T> {
  const body: ChatCompletionRequest = {
    provider: model.provider,
    model: model.id,
    messages: kind.messages(description),
    temperature: ASSISTANT_SETTINGS.temperature,
    max_tokens: kind.maxTokens,
  };
  const completion = await answer(api.POST('/api/chat/completions', { body })).catch(
    (error: unknown) => {
      throw new Error(DASHBOARD_TEXT.generatorFailed, { cause: error });
    },
  );
  return parseGeneratedConfiguration(completion.choices[0]?.message.content ?? '', kind.schema);
}

export function useGenerateConfiguration<T>(kind: GeneratorKind<T>, model: AssistantModel) {
  return useMutation({
    mutationFn: (description: string) => generateConfiguration(kind, model, description),
    onError: (error) => console.warn('Instruction generator:', error.message, error.cause ?? ''),
  });
}
