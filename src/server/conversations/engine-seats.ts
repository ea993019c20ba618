import { countWords, FORMAT_TEXT } from '../../contract/formats.ts';
import { afterFormatTurn, turnBrief } from './engine-format.ts';
import {
  afterAgentMessage,
  agentName,
  cancelPending,
  chain,
  following,
  rules,
  saved,
  systemNotice,
} from './engine-rules.ts';
import {
  EngineConflictError,
  EngineRuleError,
  type EngineState,
  type NewMessage,
  type StepResult,
} from './engine-types.ts';

/**
 * The engine's rules for seats held by people (DESIGN D20): the owner's or a collaborator's
 * turn waits for their message, with a timer, and passes when it runs out.
 */

/** A person's turn begins: it waits for their message, with its timer (saved: viewers see it). */
export function seatTurn(state: EngineState, slot: string): StepResult {
  const id = state.lastTurnId + 1;
  return saved({
    state: {
      ...state,
      lastTurnId: id,
      pending: { id, kind: 'seat', phase: 'scheduled', slot, seq: 0 },
    },
    effects: [{ type: 'schedule', turnId: id, delayMs: state.seatTimerMs, seat: true }],
  });
}

/** After a turn spoken by `slot` (counted): the format's next turn, or Free's next agent. */
function afterSpoken(state: EngineState, slot: string): StepResult {
  const delayMs = rules(state.mode).turnDelayMs;
  const format = state.format;
  if (format) return afterFormatTurn({ ...state, format }, delayMs);
  return afterAgentMessage({ ...state, nextSlot: following(state, slot) }, delayMs);
}

/** The seat's timer ran out: a notice says so and the turn passes. */
export function seatPassed(state: EngineState, slot: string): StepResult {
  const seq = state.messageCount + 1;
  const notice = systemNotice(seq, FORMAT_TEXT.seatPassed(agentName(state, slot)));
  return chain({ state: { ...state, pending: null, messageCount: seq }, effects: [notice] }, (s) =>
    afterSpoken(s, slot),
  );
}

/** The person whose seat's turn it is speaks: their message counts like an agent's reply. */
export function speak(state: EngineState, seats: readonly string[], content: string): StepResult {
  const pending = state.pending;
  if (state.status !== 'running' || pending?.kind !== 'seat' || !seats.includes(pending.slot)) {
    throw new EngineConflictError(FORMAT_TEXT.notYourTurn);
  }
  const brief = turnBrief(state);
  const words = countWords(content);
  if (brief && words > brief.wordLimit) {
    throw new EngineRuleError(FORMAT_TEXT.overWordLimit(brief.wordLimit, words));
  }
  const cancelled = cancelPending(state);
  const seq = state.messageCount + 1;
  const message: NewMessage = {
    seq,
    sender: pending.slot,
    content,
    status: 'complete',
    ...(brief ? { phase: brief.phase } : {}),
  };
  return saved(
    chain(
      {
        state: { ...cancelled.state, messageCount: seq },
        effects: [...cancelled.effects, { type: 'append', message }],
      },
      (s) => afterSpoken(s, pending.slot),
    ),
  );
}
