import { randomUUID } from 'node:crypto';
import { noOutages } from '../../src/server/db/availability.ts';
import { newMessageRow } from '../../src/server/conversations/effects.ts';
import { step } from '../../src/server/conversations/engine.ts';
import { type EngineEvent } from '../../src/server/conversations/engine-types.ts';
import type {
  Departure,
  HostDeps,
  HostIdentity,
} from '../../src/server/conversations/host-deps.ts';
import { ConversationHost } from '../../src/server/conversations/host.ts';
import type {
  AgentRow,
  ConversationRow,
  MessageRow,
} from '../../src/server/conversations/repository.ts';
import { createTimers } from '../../src/server/conversations/timers.ts';
import type { Reply } from '../../src/server/conversations/turns.ts';
import type { WriteOp } from '../../src/server/conversations/writes.ts';

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

/** A message row with a fresh id, made now unless `createdAt` says when. */
export const messageRow = (
  conversationId: string,
  values: Partial<MessageRow> & Pick<MessageRow, 'seq' | 'sender'>,
) => newMessageRow(conversationId, { id: randomUUID(), createdAt: new Date(), ...values });

/** A duel's row and agents as the database holds them just after its start. */
export function duelRows(options: { ownerId?: string } = {}) {
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
    seat: 'model' as const,
    seatUserId: null,
    personaId: null,
    systemInstructions: position === 0 ? 'For.' : 'Against.',
    position,
  }));
  return { row, agents, state, messages: [] };
}

/** A reply as the turn executor makes one, driven by the test (nothing is called). */
export function scriptedReply(turnId: number, row: Reply['row'], dueAt = 0) {
  const calls: string[] = [];
  const reply = {
    turnId,
    row,
    dueAt,
    content: '',
    shown: '',
    providerMs: 0,
    start: () => void calls.push('start'),
    openDeltas: () => void calls.push('open'),
    flushDeltas: () => void calls.push('flush'),
    abort: () => void calls.push('abort'),
  };
  return { reply, calls };
}

/**
 * The parts a host is given, recording what it asks of them: its batches wait until the test
 * releases them; turns are scripted replies (nothing is called); timers are real (60 s unless
 * told: tests use fake timers).
 */
export function hostDeps(
  options: { delayOverrideMs?: number; idlePauseMs?: number; closing?: () => boolean } = {},
) {
  const batches: { writes: WriteOp[]; release: () => void; fail: (error: Error) => void }[] = [];
  const published: Parameters<HostDeps['publish']>[1][] = [];
  const replies: ReturnType<typeof scriptedReply>[] = [];
  const left: HostIdentity[] = [];
  const departures: Departure[] = [];
  const inserted: { row: ConversationRow; messages: readonly MessageRow[] }[] = [];
  const timings: Parameters<NonNullable<HostDeps['onTurn']>>[0][] = [];
  const reports: { error: unknown; context: string }[] = [];
  const checkpoints: string[] = [];
  const deps: HostDeps = {
    publish: (_id, event) => void published.push(event),
    prepareTurn: (_host, { turnId, row, dueAt }) => {
      const scripted = scriptedReply(turnId, row, dueAt);
      replies.push(scripted);
      return scripted.reply;
    },
    timers: createTimers({
      delayOverrideMs: options.delayOverrideMs ?? 60_000,
      idlePauseMs: options.idlePauseMs ?? 60_000,
      outages: noOutages,
    }),
    write: (_id, _epoch, writes) =>
      new Promise<void>((resolve, reject) => {
        batches.push({ writes, release: resolve, fail: reject });
      }),
    insert: async (row, _agents, messages) => void inserted.push({ row, messages }),
    newId: randomUUID,
    now: () => new Date(),
    closing: options.closing ?? (() => false),
    onTurn: (timing) => void timings.push(timing),
    checkpoint: (id) => void checkpoints.push(id),
    left: (host, departure) => {
      left.push(host);
      departures.push(departure);
    },
    report: (error, context) => void reports.push({ error, context }),
  };
  return {
    deps,
    batches,
    published,
    replies,
    left,
    departures,
    inserted,
    timings,
    reports,
    checkpoints,
  };
}

/** A duel held in memory, as the runner holds one, for the runtime parts' unit tests. */
export function duelHost(deps: HostDeps = hostDeps().deps, options: { ownerId?: string } = {}) {
  return new ConversationHost(duelRows(options), deps);
}

export const tick = (turnId: number): EngineEvent => ({ type: 'tick', turnId });
