import { performance } from 'node:perf_hooks';
import type { ProviderRegistry } from '../providers/registry.ts';
import { fitDebatePrompt } from '../providers/fit-prompt.ts';
import { streamCompletion } from '../providers/generate.ts';
import { briefPrompt } from './engine-format.ts';
import type { TurnGenerator } from './turns.ts';

/**
 * The real turn: resolve the agent's model, fit its prompt to the model's context window, ask
 * the turn gate to reserve the prompt's estimate plus the output cap (quotas; the runner settles
 * the admission with the usage returned here, DESIGN D2), and stream the reply within the output
 * the gate granted.
 */
export function createProviderTurnGenerator(deps: { providers: ProviderRegistry }): TurnGenerator {
  return async (turn) => {
    const { conversationId, ownerId, mode, agent, knowledge, history, abortSignal, onDelta } = turn;
    const instructions = turn.brief
      ? `${agent.systemInstructions}\n\n${briefPrompt(turn.brief)}`
      : agent.systemInstructions;
    const resolved = await deps.providers.resolve(agent.modelId, { userId: ownerId });
    const modelCap = resolved.settings.maxOutputTokens;
    const prompt = fitDebatePrompt({
      instructions,
      knowledge,
      history,
      selfSender: agent.slot,
      mode,
      foldIntoSingleUserMessage: resolved.foldIntoSingleUserMessage,
      room: {
        modelId: resolved.modelId,
        contextWindow: resolved.contextWindow,
        maxOutputTokens: modelCap,
      },
    });
    const maxOutputTokens = await turn.admit({
      modelId: resolved.modelId,
      modelClass: resolved.modelClass,
      promptTokens: prompt.promptTokens,
      maxOutputTokens: modelCap,
    });
    const providerStart = performance.now();
    const result = await streamCompletion({
      resolved,
      ...(prompt.system ? { system: prompt.system } : {}),
      messages: prompt.messages,
      maxOutputTokens,
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
      ...(result.endsDebate ? { endsDebate: true } : {}),
    };
  };
}
