import { performance } from 'node:perf_hooks';
import type { ProviderRegistry } from '../providers/registry.ts';
import { streamCompletion } from '../providers/generate.ts';
import { buildPrompt } from '../providers/prompts.ts';
import type { TurnGenerator } from './turns.ts';

/**
 * The real turn: resolve the agent's model, ask the turn gate for it (quotas; the runner settles
 * the admission with the usage returned here, DESIGN D2), build its prompt and stream the reply.
 */
export function createProviderTurnGenerator(deps: { providers: ProviderRegistry }): TurnGenerator {
  return async ({ conversationId, ownerId, mode, agent, history, abortSignal, onDelta, admit }) => {
    const resolved = await deps.providers.resolve(agent.modelId, { userId: ownerId });
    await admit({ modelId: resolved.modelId, modelClass: resolved.modelClass });
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
      seed: conversationId,
      onDelta,
    });
    return {
      text: result.text,
      usage: {
        promptTokens: result.usage.promptTokens,
        completionTokens: result.usage.completionTokens,
      },
      providerMs: performance.now() - providerStart,
    };
  };
}
