import { customInstructions, type AgentModelLookup } from '../models/agent-model.ts';
import type { TurnGenerator } from './turns.ts';

/**
 * Turns of agents on a custom model (`custom-<id>`) run on its base model (SPEC §7 routing), with
 * the model's instructions before the agent's, and its knowledge documents (the passages that fit,
 * with the note to cite them by name). The model is looked up at each turn, so edits and removals
 * apply from the next one.
 */
export function withCustomModels(generate: TurnGenerator, lookup: AgentModelLookup): TurnGenerator {
  return async (request) => {
    const model = await lookup(request.ownerId, request.agent.modelId);
    if (!model) return generate(request);
    return generate({
      ...request,
      agent: {
        ...request.agent,
        modelId: model.baseModel,
        systemInstructions: customInstructions(model, request.agent.systemInstructions),
      },
      knowledge: model.documents,
    });
  };
}
