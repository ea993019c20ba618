import { CONVERSATION_TEXT, MAX } from '../../contract/conversations.ts';
import { afterFormatTurn } from './engine-format.ts';
import {
  afterAgentMessage,
  agentName,
  cancelPending,
  chain,
  following,
  rules,
  saved,
  schedule,
  systemNotice,
  unchanged,
} from './engine-rules.ts';
import type { Effect, EngineEvent, EngineState, NewMessage, StepResult } from './engine-types.ts';

/** How an agent's turn ends: its reply done, failed (SPEC §4 and §8's breaker) or refused. */

function isCurrentTurn(state: EngineState, turnId: number): boolean {
  const pending = state.pending;
  return (
    state.status === 'running' &&
    pending !== null &&
    pending.id === turnId &&
    pending.kind === 'turn' &&
    pending.phase === 'generating'
  );
}

export function turnDone(
  state: EngineState,
  event: Extract<EngineEvent, { type: 'turnDone' }>,
): StepResult {
  if (!isCurrentTurn(state, event.turnId)) return unchanged(state);
  const { slot, seq } = state.pending!;
  const next: EngineState = {
    ...state,
    pending: null,
    messageCount: seq,
    nextSlot: following(state, slot),
    consecutiveFailures: 0,
    breakerOpen: false,
  };
  const finish: Effect = {
    type: 'finishTurn',
    turnId: event.turnId,
    seq,
    content: event.content,
    status: 'complete',
    usage: event.usage,
  };
  if (next.format) {
    const format = next.format;
    return saved(
      chain({ state: next, effects: [finish] }, (s) =>
        afterFormatTurn({ ...s, format }, rules(s.mode).turnDelayMs),
      ),
    );
  }
  // The last closing statement: the debate has run its course and finishes, saying so.
  if (event.endsDebate) {
    const noticeSeq = seq + 1;
    return saved({
      state: { ...next, messageCount: noticeSeq, status: 'finished' },
      effects: [finish, systemNotice(noticeSeq, CONVERSATION_TEXT.debateFinished)],
    });
  }
  return saved(
    chain({ state: next, effects: [finish] }, (s) =>
      afterAgentMessage(s, rules(s.mode).turnDelayMs),
    ),
  );
}

export function turnFailed(
  state: EngineState,
  event: Extract<EngineEvent, { type: 'turnFailed' }>,
): StepResult {
  if (!isCurrentTurn(state, event.turnId)) return unchanged(state);
  const { slot, seq } = state.pending!;
  // Past the threshold (a Continue retried with the breaker open) the count stays at it.
  const failures = Math.min(state.consecutiveFailures + 1, MAX.breakerThreshold);
  const finish = (content: string): Effect => ({
    type: 'finishTurn',
    turnId: event.turnId,
    seq,
    content,
    status: 'error',
    usage: { promptTokens: 0, completionTokens: 0 },
    detail: event.detail,
  });
  if (state.mode === 'duel') {
    // SPEC §4: the would-be responder reports the error and generation stops.
    return saved({
      state: {
        ...state,
        pending: null,
        messageCount: seq,
        status: 'failed',
        consecutiveFailures: failures,
      },
      effects: [finish(CONVERSATION_TEXT.errorMessage(event.message))],
    });
  }
  const report = CONVERSATION_TEXT.agentError(
    agentName(state, slot),
    event.message || CONVERSATION_TEXT.failedToGenerate,
  );
  // In a format the failed turn is asked again: the format decides who speaks.
  const next: EngineState = {
    ...state,
    pending: null,
    messageCount: seq,
    consecutiveFailures: failures,
    nextSlot: state.format ? slot : following(state, slot),
  };
  const appended: StepResult = { state: next, effects: [finish(report)] };
  if (failures >= MAX.breakerThreshold) {
    return saved(
      chain(appended, (s) =>
        schedule(
          { ...s, status: 'failed', breakerOpen: true },
          MAX.breakerNoticeDelayMs,
          'breakerNotice',
        ),
      ),
    );
  }
  const retry = rules(state.mode).retryDelayMs;
  return saved(
    chain(appended, (s) => (s.format ? schedule(s, retry) : afterAgentMessage(s, retry))),
  );
}

/** A refused turn: its reply is dropped, the conversation paused with the gate's message. */
export function turnRefused(
  state: EngineState,
  event: Extract<EngineEvent, { type: 'turnRefused' }>,
): StepResult {
  if (!isCurrentTurn(state, event.turnId)) return unchanged(state);
  const cancelled = cancelPending(state);
  const seq = cancelled.state.messageCount + 1;
  const message: NewMessage = { seq, sender: 'system', content: event.message, status: 'complete' };
  return saved({
    state: { ...cancelled.state, messageCount: seq, status: 'paused' },
    effects: [...cancelled.effects, { type: 'append', message }],
  });
}
