import { ASSISTANT_LABEL, USER_LABEL } from '../../contract/conversations.ts';
import type { ChatCompletionRequest, ChatMessage } from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { AppError } from '../http/app-error.ts';
import {
  streamCompletion,
  type CompletionMessage,
  type CompletionResult,
} from '../providers/generate.ts';
import { customSystemPrompt, type AgentModelLookup } from '../models/agent-model.ts';
import { foldIntoSingleUserMessage } from '../providers/prompts.ts';
import type { ProviderRegistry, ResolvedModel } from '../providers/registry.ts';
import type { UsageService } from '../usage/service.ts';

export type ChatPrompt = { system?: string; messages: CompletionMessage[] };

const ROLE_LABELS = { user: USER_LABEL, assistant: ASSISTANT_LABEL } as const;

/**
 * Splits SPEC §7's message list into a system prompt and turns; `fold` (o1 and o1-mini, which
 * take no system prompt): everything in one user message, as in a debate's turns.
 */
export function toChatPrompt(
  messages: ChatMessage[],
  fold: boolean,
  /** Turns the request's system text into the one sent (a custom model's adds its own). */
  systemOf: (requested: string) => string = (requested) => requested,
): ChatPrompt {
  const system = systemOf(
    messages
      .filter((message) => message.role === 'system')
      .map((message) => message.content)
      .join('\n\n'),
  );
  const turns = messages.filter(
    (message): message is CompletionMessage => message.role !== 'system',
  );
  if (!turns.some((turn) => turn.role === 'user' && turn.content.trim())) {
    throw new AppError('bad_request', CHAT_TEXT.needsUserMessage);
  }
  if (!fold) return { ...(system ? { system } : {}), messages: turns };
  const labelled = turns.map((turn) => ({ label: ROLE_LABELS[turn.role], content: turn.content }));
  return { messages: [foldIntoSingleUserMessage({ system, turns: labelled })] };
}

export type ChatCall = {
  userId: string;
  request: ChatCompletionRequest;
  abortSignal?: AbortSignal;
  onDelta?: (text: string) => void;
};

export function createChatService(deps: {
  providers: ProviderRegistry;
  usage: UsageService;
  /** Resolves the caller's own (or imported) `custom-<id>` models. */
  customModels: AgentModelLookup;
}) {
  return {
    /**
     * Resolves first, so a bad provider or model fails before any response is started. A custom
     * model (`custom-<id>`, the caller's own or imported) routes by its base model (SPEC §7), and
     * its instructions and knowledge documents join the system prompt as in a debate's turns.
     */
    async prepare(userId: string, request: ChatCompletionRequest) {
      const custom = await deps.customModels(userId, request.model);
      if (custom) {
        const resolved = await deps.providers.resolve(custom.baseModel, { userId });
        const prompt = toChatPrompt(
          request.messages,
          resolved.foldIntoSingleUserMessage,
          (requested) => customSystemPrompt(custom, requested),
        );
        return { resolved, prompt };
      }
      const resolved = await deps.providers.resolve(request.model, {
        userId,
        ...(request.provider !== undefined ? { provider: request.provider } : {}),
      });
      const prompt = toChatPrompt(request.messages, resolved.foldIntoSingleUserMessage);
      return { resolved, prompt };
    },

    /**
     * Reserves the estimate in the plan's window (refused with 402 when the model's class is over
     * its limit), calls the provider and settles with the usage it reported (DESIGN D2, D5).
     */
    async complete(
      call: ChatCall,
      prepared: { resolved: ResolvedModel; prompt: ChatPrompt },
    ): Promise<CompletionResult> {
      const { resolved, prompt } = prepared;
      const admission = await deps.usage.admit({
        userId: call.userId,
        modelId: resolved.modelId,
        modelClass: resolved.modelClass,
      });
      if (!admission.allowed) throw new AppError('quota_exceeded', admission.message);
      let result: CompletionResult;
      try {
        result = await streamCompletion({
          resolved,
          ...prompt,
          ...(call.abortSignal ? { abortSignal: call.abortSignal } : {}),
          ...(call.request.temperature !== undefined
            ? { temperature: call.request.temperature }
            : {}),
          ...(call.request.max_tokens !== undefined
            ? { maxOutputTokens: call.request.max_tokens }
            : {}),
          ...(call.onDelta ? { onDelta: call.onDelta } : {}),
        });
      } catch (error) {
        await admission.settle(null);
        throw error;
      }
      await admission.settle(result.usage);
      return result;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
