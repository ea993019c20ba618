import { describe, expect, it } from 'vitest';
import type { AgentModel, AgentModelLookup } from '../models/agent-model.ts';
import { indexPassages } from '../providers/knowledge.ts';
import { withCustomModels } from './custom-model-turns.ts';
import { duelHost } from '../../../test/helpers/runtime-fixtures.ts';
import type { TurnInput, TurnResult } from './turns.ts';

const result: TurnResult = { text: 'Yes.', usage: { promptTokens: 1, completionTokens: 1 } };

function turnOf(modelId: string, systemInstructions: string): TurnInput {
  const live = duelHost();
  return {
    conversationId: live.row.id,
    ownerId: live.row.ownerId,
    mode: 'duel',
    agent: { ...live.agents[0]!, modelId, systemInstructions },
    brief: null,
    history: [],
    abortSignal: new AbortController().signal,
    onDelta: () => undefined,
    admit: async (cost) => cost.maxOutputTokens,
  };
}

function recording(lookup: AgentModelLookup) {
  const seen: TurnInput[] = [];
  const asked: [string, string][] = [];
  const generate = withCustomModels(
    async (input) => {
      seen.push(input);
      return result;
    },
    async (ownerId, modelId) => {
      asked.push([ownerId, modelId]);
      return lookup(ownerId, modelId);
    },
  );
  return { generate, seen, asked };
}

const model: AgentModel = {
  id: 'abc',
  baseModel: 'gpt-4o',
  instructions: 'You are a transport economist.',
  documents: [knowledgeSource('traffic.pdf', 'Congestion costs 2% of GDP.')],
};

function knowledgeSource(name: string, content: string) {
  return { name, content, index: indexPassages(content) };
}

describe('withCustomModels', () => {
  it('passes a catalog model’s turn on unchanged, looked up for the conversation’s owner', async () => {
    const { generate, seen, asked } = recording(async () => null);
    const turn = turnOf('gpt-4o', 'For.');
    await expect(generate(turn)).resolves.toBe(result);
    expect(seen).toEqual([turn]);
    expect(asked).toEqual([[turn.ownerId, 'gpt-4o']]);
  });

  it('runs a custom model’s turn on its base model, with its instructions and its documents', async () => {
    const { generate, seen } = recording(async () => model);
    const turn = turnOf('custom-abc', 'Argue for the ban.');
    await generate(turn);
    expect(seen).toHaveLength(1);
    const agent = seen[0]!.agent;
    expect(agent.modelId).toBe('gpt-4o');
    expect(agent.slot).toBe(turn.agent.slot);
    expect(agent.systemInstructions).toBe('You are a transport economist.\n\nArgue for the ban.');
    // The generator fits the documents' passages to the base model's context window.
    expect(seen[0]!.knowledge).toBe(model.documents);
    // Everything else about the turn is the same call.
    expect(seen[0]!.onDelta).toBe(turn.onDelta);
    expect(seen[0]!.abortSignal).toBe(turn.abortSignal);
  });

  it('does not repeat instructions the agent copied from its model', async () => {
    const { generate, seen } = recording(async () => ({ ...model, documents: [] }));
    await generate(turnOf('custom-abc', '  You are a transport economist. '));
    expect(seen[0]!.agent.systemInstructions).toBe('You are a transport economist.');
  });

  it('fails the turn when the model is gone (lookup refuses it)', async () => {
    const { generate, seen } = recording(async () => {
      throw new Error('Unknown model');
    });
    await expect(generate(turnOf('custom-abc', ''))).rejects.toThrow('Unknown model');
    expect(seen).toEqual([]);
  });
});
