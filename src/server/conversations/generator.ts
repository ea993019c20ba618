import { performance } from 'node:perf_hooks';
import type { ProviderRegistry } from '../providers/registry.ts';
import { streamCompletion } from '../providers/generate.ts';
import { buildPrompt } from '../providers/prompts.ts';
import type { UsageService } from '../usage/service.ts';
import type { TurnGenerator } from './runner.ts';

/**
 * The real turn: resolve the agent's model, build its prompt, stream the reply and record the
 * usage the provider reported (DESIGN D2), against the conversation owner.
 */
export function createProviderTurnGenerator(deps: {
  providers: ProviderRegistry;
  usage: UsageService;
}): TurnGenerator {
  return async ({ conversationId, ownerId, mode, agent, history, abortSignal, onDelta }) => {
    const resolved = await deps.providers.resolve(agent.modelId, { userId: ownerId });
    const prompt = buildPrompt({
      instructions: agent.systemInstructions,
      history,
      selfSender: agent.slot,
      mode,
      foldIntoSingleUserMessage: resolved.foldIntoSingleUserMessage,
    });
    const providerStart = performance.now();
    const result = await streamCompletion({
      resolved,
      ...(prompt.system ? { system: prompt.system } : {}),
      messages: prompt.messages,
      abortSignal,
      onDelta,
    });
    const providerMs = performance.now() - providerStart;
    // Recorded for every call made, even a reply later discarded (DESIGN D2).
    const background = deps.usage.record({
      userId: ownerId,
      conversationId,
      modelId: resolved.modelId,
      modelClass: resolved.modelClass,
      promptTokens: result.usage.promptTokens,
      completionTokens: result.usage.completionTokens,
    });
    return {
      text: result.text,
      usage: {
        promptTokens: result.usage.promptTokens,
        completionTokens: result.usage.completionTokens,
      },
      providerMs,
      background,
    };
  };
}
