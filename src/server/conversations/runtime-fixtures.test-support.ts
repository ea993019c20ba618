import { step } from './engine.ts';
import { type EngineEvent } from './engine-types.ts';
import { newLive, type Live, type WriteHooks } from './live.ts';
import type { AgentRow, ConversationRow } from './repository.ts';
import type { WriteOp } from './write-ops.ts';

/** A duel's state just after its start (message 1, the first turn scheduled). */
export function startedDuel() {
  return step(null, {
    type: 'start',
    mode: 'duel',
    slots: ['model-a', 'model-b'],
    openingLine: 'Should cities ban cars?',
    startingSlot: 'model-a',
  }).state;
}

/** A duel held in memory, as the runner holds one, for the runtime parts' unit tests. */
export function duelLive(hooks: WriteHooks, options: { ownerId?: string } = {}): Live {
  const state = startedDuel();
  const now = new Date();
  const row: ConversationRow = {
    id: '00000000-0000-4000-8000-000000000001',
    ownerId: options.ownerId ?? '00000000-0000-4000-8000-0000000000aa',
    mode: 'duel',
    title: 'Should cities ban cars?',
    status: state.status,
    openingLine: 'Should cities ban cars?',
    nextSlot: state.nextSlot,
    messageCount: state.messageCount,
    interventionCount: 0,
    consecutiveFailures: 0,
    breakerOpen: false,
    liveCode: null,
    engineState: { ...state },
    leaseOwner: 'here',
    leaseExpiresAt: now,
    leaseEpoch: 1,
    createdAt: now,
    updatedAt: now,
  };
  const agents: AgentRow[] = ['model-a', 'model-b'].map((slot, position) => ({
    conversationId: row.id,
    slot,
    name: slot === 'model-a' ? 'Primary Agent' : 'Alternative Agent',
    modelId: 'parley-sparring-partner',
    customModelId: null,
    personaId: null,
    systemInstructions: position === 0 ? 'For.' : 'Against.',
    position,
  }));
  return newLive(row, agents, state, [], hooks);
}

/** Write hooks whose batches wait until the test releases them, recording what was written. */
export function heldWrites() {
  const batches: { writes: WriteOp[]; release: () => void; fail: (error: Error) => void }[] = [];
  const hooks: WriteHooks = {
    save: (_live, writes) =>
      new Promise<void>((resolve, reject) => {
        batches.push({ writes, release: resolve, fail: reject });
      }),
    failed: () => undefined,
    settled: () => undefined,
  };
  return { hooks, batches };
}

export const tick = (turnId: number): EngineEvent => ({ type: 'tick', turnId });
