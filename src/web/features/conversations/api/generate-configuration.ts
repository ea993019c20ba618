import { useMutation } from '@tanstack/react-query';
import {
  ASSISTANT_SETTINGS,
  duelGeneratorMessages,
  parseGeneratedConfiguration,
  type GeneratedConfiguration,
} from '../../../../contract/assistant.ts';
import type { ChatCompletionRequest, ChatCompletionResponse } from '../../../../contract/models.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type AssistantModel = { id: string; provider: string; name: string };

/**
 * SPEC §7 instruction generator: POST /api/chat/completions with the assistant model, then the
 * answer is parsed and checked (SPEC §5). Internal errors carry the spec's texts; the user sees
 * DASHBOARD_TEXT.generatorUserError.
 */
export async function generateConfiguration(
  model: AssistantModel,
  description: string,
): Promise<GeneratedConfiguration> {
  const body: ChatCompletionRequest = {
    provider: model.provider,
    model: model.id,
    messages: duelGeneratorMessages(description),
    temperature: ASSISTANT_SETTINGS.temperature,
    max_tokens: ASSISTANT_SETTINGS.maxTokensDuel,
  };
  let answer: ChatCompletionResponse;
  try {
    answer = await apiRequest<ChatCompletionResponse>('/api/chat/completions', {
      method: 'POST',
      body,
    });
  } catch (error) {
    throw new Error(DASHBOARD_TEXT.generatorFailed, { cause: error });
  }
  return parseGeneratedConfiguration(answer.choices[0]?.message.content ?? '');
}

export function useGenerateConfiguration(model: AssistantModel) {
  return useMutation({
    mutationFn: (description: string) => generateConfiguration(model, description),
    onError: (error) => console.warn('Instruction generator:', error.message, error.cause ?? ''),
  });
}
