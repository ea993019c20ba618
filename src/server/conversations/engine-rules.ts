import {
  CONVERSATION_LIMITS,
  CONVERSATION_TEXT,
  DUEL,
  MAX,
  type ConversationMode,
} from '../../contract/conversations.ts';
import {
  EngineRuleError,
  type Effect,
  type EngineState,
  type PendingTurn,
  type StepResult,
} from './engine-types.ts';

/** The rules the engine's steps share: timings and slots per mode, scheduling, checkpoints. */

export const rules = (mode: ConversationMode) =>
  mode === 'duel'
    ? {
        turnDelayMs: DUEL.turnDelayMs,
        checkpointEvery: DUEL.checkpointEvery,
        retryDelayMs: 0,
        names: DUEL.names as readonly string[],
        allSlots: DUEL.slots as readonly string[],
      }
    : {
        turnDelayMs: MAX.turnDelayMs,
        checkpointEvery: MAX.checkpointEvery,
        retryDelayMs: MAX.retryDelayMs,
        names: MAX.names as readonly string[],
        allSlots: MAX.slots as readonly string[],
      };

/**
 * The agents' slots and names: the ones asked for, else the first slots in order. MAX agents may
 * skip slots (Alpha, Gamma, Epsilon), but each slot is the mode's, used once, in speaking order.
 */
export function agentSlots(
  mode: ConversationMode,
  requested: readonly (string | undefined)[],
): { slots: string[]; names: string[] } {
  const { names, allSlots } = rules(mode);
  const count = mode === 'duel' ? DUEL.slots.length : requested.length;
  if (requested.length !== count || count < MAX.minAgents || count > allSlots.length) {
    throw new EngineRuleError(
      mode === 'duel' ? CONVERSATION_TEXT.duelAgents : CONVERSATION_TEXT.maxAgents,
    );
  }
  const slots = requested.map((slot, position) => slot ?? allSlots[position]!);
  const order = slots.map((slot) => allSlots.indexOf(slot));
  if (
    order.some((index, position) => index < 0 || (position > 0 && index <= order[position - 1]!))
  ) {
    throw new EngineRuleError(CONVERSATION_TEXT.unknownSlot);
  }
  return { slots, names: order.map((index) => names[index]!) };
}

export function agentName(state: Pick<EngineState, 'slots' | 'names'>, slot: string): string {
  return state.names[state.slots.indexOf(slot)] ?? slot;
}

export function isGenerating(state: EngineState): boolean {
  return state.pending?.kind === 'turn' && state.pending.phase === 'generating';
}

export function isActive(state: EngineState): boolean {
  return state.status === 'running' || state.status === 'waiting';
}

export function following(state: EngineState, slot: string): string {
  const index = state.slots.indexOf(slot);
  return state.slots[(index + 1) % state.slots.length]!;
}

export const unchanged = (state: EngineState): StepResult => ({ state, effects: [] });

/** A system message appended as message `seq`. */
export const systemNotice = (seq: number, content: string): Effect => ({
  type: 'append',
  message: { seq, sender: 'system', content, status: 'complete' },
});

/** Cancels whatever is scheduled or in flight. */
export function cancelPending(state: EngineState): StepResult {
  if (!state.pending) return unchanged(state);
  return {
    state: { ...state, pending: null },
    effects: [{ type: 'cancelTurn', turnId: state.pending.id }],
  };
}

export function schedule(
  state: EngineState,
  delayMs: number,
  kind: PendingTurn['kind'] = 'turn',
): StepResult {
  const id = state.lastTurnId + 1;
  return {
    state: {
      ...state,
      lastTurnId: id,
      pending: { id, kind, phase: 'scheduled', slot: state.nextSlot, seq: 0 },
    },
    effects: [{ type: 'schedule', turnId: id, delayMs }],
  };
}

export const saved = (result: StepResult): StepResult => ({
  state: result.state,
  effects: [...result.effects, { type: 'persist' }, { type: 'publishState' }],
});

export function chain(first: StepResult, then: (state: EngineState) => StepResult): StepResult {
  const second = then(first.state);
  return { state: second.state, effects: [...first.effects, ...second.effects] };
}

/** The conversation holds as many messages as one may (CONVERSATION_LIMITS.maxMessages). */
export const atMessageLimit = (state: EngineState) =>
  state.messageCount >= CONVERSATION_LIMITS.maxMessages;

/** At the message limit: stopped, with the notice as its last message. */
export function stopAtMessageLimit(state: EngineState): StepResult {
  const seq = state.messageCount + 1;
  return {
    state: { ...state, status: 'stopped', pending: null, messageCount: seq },
    effects: [
      {
        type: 'append',
        message: {
          seq,
          sender: 'system',
          content: CONVERSATION_TEXT.messageLimitReached,
          status: 'complete',
        },
      },
    ],
  };
}

/**
 * After a counted message: the stop at the message limit, else open the checkpoint once the count reaches the next multiple of N
 * (or has passed it: a system message may have taken the multiple), else the next turn. Each
 * checkpoint counts one intervention, so the next one is due at (interventions + 1) × N. An
 * opened checkpoint is an effect too: the runtime may ask the judge there (DESIGN D18).
 */
export function afterAgentMessage(state: EngineState, delayMs: number): StepResult {
  if (atMessageLimit(state)) return stopAtMessageLimit(state);
  const { checkpointEvery } = rules(state.mode);
  if (state.messageCount >= (state.interventionCount + 1) * checkpointEvery) {
    return {
      state: { ...state, status: 'waiting', interventionCount: state.interventionCount + 1 },
      effects: [{ type: 'checkpoint' }],
    };
  }
  return schedule(state, delayMs);
}
