import { describe, expect, it } from 'vitest';
import { OFFLINE_MODEL_ID } from '../../contract/models.ts';
import { parseConfig } from '../config.ts';
import { createProviderRegistry } from '../providers/registry.ts';
import { estimateTokens } from '../providers/tokens.ts';
import { createProviderTurnGenerator } from './generator.ts';
import type { TurnInput } from './turns.ts';

/** A process of its own: no OFFLINE_MODEL_SEED, so each registry draws a random base seed. */
const processGenerator = () =>
  createProviderTurnGenerator({
    providers: createProviderRegistry(
      parseConfig({ OFFLINE_MODEL_TOKENS_PER_SECOND: '0' }).providers,
    ),
  });

const opening = 'Should hospitals adopt mandatory nurse staffing ratios?';

function turn(conversationId: string): TurnInput {
  return {
    conversationId,
    ownerId: 'owner',
    mode: 'duel',
    brief: null,
    agent: {
      conversationId,
      slot: 'model-b',
      name: 'Alternative Agent',
      modelId: OFFLINE_MODEL_ID,
      customModelId: null,
      personaId: null,
      systemInstructions: 'You are a hospital CFO. You argue against the motion.',
      position: 1,
      seat: 'model',
      seatUserId: null,
    },
    history: [
      {
        sender: 'model-a',
        senderName: 'Primary Agent',
        content: opening,
        tokens: estimateTokens(opening),
      },
    ],
    abortSignal: new AbortController().signal,
    onDelta: () => undefined,
    admit: async (cost) => cost.maxOutputTokens,
  };
}

describe('the offline model seeds each debate from its conversation', () => {
  it('replays a debate word for word after a restart, and varies across debates', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const before = await Promise.all(ids.map((id) => processGenerator()(turn(id))));
    const restarted = processGenerator();
    for (const [index, id] of ids.entries()) {
      expect((await restarted(turn(id))).text).toBe(before[index]!.text);
    }
    expect(new Set(before.map((result) => result.text)).size).toBe(ids.length);
  });
});
