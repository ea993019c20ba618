import { ASSISTANT_LABEL, USER_LABEL } from '../../contract/conversations.ts';
import type { ChatCompletionRequest, ChatMessage } from '../../contract/models.ts';
import { CHAT_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import {
  streamCompletion,
  type CompletionMessage,
  type CompletionResult,
} from '../providers/generate.ts';
import {
  customInstructions,
  type AgentModel,
  type AgentModelLookup,
} from '../models/agent-model.ts';
import {
  checkFits,
  fitKnowledge,
  PromptTooLongError,
  type FittedPrompt,
  type PromptRoom,
} from '../providers/fit-prompt.ts';
import { buildSystemPrompt, foldIntoSingleUserMessage } from '../providers/prompts.ts';
import type { ProviderRegistry, ResolvedModel } from '../providers/registry.ts';
import { estimatePromptTokens } from '../providers/tokens.ts';
import { outputCap } from '../usage/admission.ts';
import { refusalError, type UsageService } from '../usage/service.ts';

export type ChatPrompt = { system?: string; messages: CompletionMessage[] };

/**
 * A request ready to send: its model, its prompt (fitted, estimated) and the output cap it asks:
 * its `max_tokens`, never above the model's cap (SPEC §9).
 */
export type PreparedChat = {
  resolved: ResolvedModel;
  prompt: ChatPrompt & Pick<FittedPrompt, 'promptTokens'>;
  maxOutputTokens: number;
};

/** Messages of the conversation the documents' passages are chosen for. */
const QUERY_MESSAGES = 3;

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
     * its instructions and knowledge documents (the passages that fit) join the system prompt as
     * in a debate's turns. A prompt that its model's context window cannot hold with the reply
     * is refused with 400 (decision 017).
     */
    async prepare(userId: string, request: ChatCompletionRequest): Promise<PreparedChat> {
      const custom = await deps.customModels(userId, request.model);
      const resolved = await deps.providers.resolve(custom ? custom.baseModel : request.model, {
        userId,
        ...(!custom && request.provider !== undefined ? { provider: request.provider } : {}),
      });
      const maxOutputTokens = outputCap(request.max_tokens, resolved.settings.maxOutputTokens);
      const room: PromptRoom = {
        modelId: resolved.modelId,
        contextWindow: resolved.contextWindow,
        maxOutputTokens,
      };
      const fold = resolved.foldIntoSingleUserMessage;
      const prompt = custom
        ? toChatPrompt(request.messages, fold, customSystemOf(custom, request, room))
        : toChatPrompt(request.messages, fold);
      try {
        return { resolved, prompt: checkFits(prompt, room), maxOutputTokens };
      } catch (error) {
        if (error instanceof PromptTooLongError) throw new AppError('bad_request', error.message);
        throw error;
      }
    },

    /**
     * Reserves the prompt's estimate and the output cap in the plan's window, the output cut to
     * what the class has left (refused with 402 when the class has no room for it, or 429 while
     * the account's calls in flight hold what is left), calls the provider with the output cap
     * granted and settles with the usage it reported (DESIGN D2, D5, decision 017, issue 27).
     */
    async complete(call: ChatCall, prepared: PreparedChat): Promise<CompletionResult> {
      const { resolved, prompt, maxOutputTokens } = prepared;
      const admission = await deps.usage.admit({
        userId: call.userId,
        modelId: resolved.modelId,
        modelClass: resolved.modelClass,
        promptTokens: prompt.promptTokens,
        maxOutputTokens,
      });
      if (!admission.allowed) throw refusalError(admission);
      let result: CompletionResult;
      try {
        result = await streamCompletion({
          resolved,
          ...(prompt.system ? { system: prompt.system } : {}),
          messages: prompt.messages,
          maxOutputTokens: admission.maxOutputTokens,
          ...(call.abortSignal ? { abortSignal: call.abortSignal } : {}),
          ...(call.request.temperature !== undefined
            ? { temperature: call.request.temperature }
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

/**
 * A custom model's system text for a chat request: its instructions and the request's, then the
 * passages of its documents most relevant to the last messages, in what the messages leave.
 */
function customSystemOf(model: AgentModel, request: ChatCompletionRequest, room: PromptRoom) {
  return (requested: string) => {
    const instructions = customInstructions(model, requested);
    const query = request.messages
      .filter((message) => message.role !== 'system')
      .slice(-QUERY_MESSAGES)
      .map((message) => message.content)
      .join('\n');
    const used = estimatePromptTokens({
      system: instructions,
      messages: request.messages.filter((message) => message.role !== 'system'),
    });
    const knowledge = fitKnowledge(model.documents, query, room, used);
    return buildSystemPrompt(instructions, knowledge.documents, knowledge.truncated);
  };
}

export type ChatService = ReturnType<typeof createChatService>;
