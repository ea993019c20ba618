import { CONVERSATION_TEXT, MAX, type ConversationStatus } from '../../contract/conversations.ts';
import { countWords, FORMAT_LIMITS, FORMAT_TEXT } from '../../contract/formats.ts';
import { afterFormatTurn, formatFinished, formatStart, turnBrief } from './engine-format.ts';
import {
  afterAgentMessage,
  agentName,
  atMessageLimit,
  agentSlots,
  cancelPending,
  chain,
  following,
  isActive,
  isGenerating,
  rules,
  saved,
  schedule,
  stopAtMessageLimit,
  unchanged,
} from './engine-rules.ts';
import {
  EngineConflictError,
  EngineRuleError,
  type Effect,
  type EngineEvent,
  type EngineState,
  type NewMessage,
  type StepResult,
} from './engine-types.ts';

/**
 * The conversation engine: a pure reducer holding every rule of SPEC §4 (duel and MAX).
 * No timers, network or database here; the runner executes the effects it returns.
 */

function start(event: Extract<EngineEvent, { type: 'start' }>): StepResult {
  const { mode, openingLine, startingSlot } = event;
  const { slots, names } = agentSlots(mode, event.slots);
  if (!openingLine.trim()) throw new EngineRuleError(CONVERSATION_TEXT.completeAllFields);
  if (!slots.includes(startingSlot)) throw new EngineRuleError(CONVERSATION_TEXT.unknownSlot);
  const formatted = event.format?.phases.length ? formatStart(event.format, slots) : null;
  if (event.format?.phases.length && !formatted) {
    throw new EngineRuleError(FORMAT_TEXT.unknownFormat);
  }
  const base: EngineState = {
    mode,
    slots,
    names,
    status: 'running',
    messageCount: 1,
    nextSlot: startingSlot,
    interventionCount: 0,
    consecutiveFailures: 0,
    breakerOpen: false,
    pending: null,
    lastTurnId: 0,
    format: formatted?.progress ?? null,
    people: (event.people ?? []).filter((slot) => slots.includes(slot)),
    seatTimerMs: event.seatTimerMs ?? FORMAT_LIMITS.seatTimerDefaultMs,
  };
  // A format's motion is the host's; its first turn is the format's first speaker's.
  const state = { ...base, nextSlot: formatted?.slot ?? following(base, startingSlot) };
  const opening: Effect = {
    type: 'append',
    message: {
      seq: 1,
      sender: formatted ? 'user' : startingSlot,
      content: openingLine,
      status: 'complete',
    },
  };
  return saved(chain({ state, effects: [opening] }, (s) => schedule(s, rules(mode).turnDelayMs)));
}

const systemNotice = (seq: number, content: string): Effect => ({
  type: 'append',
  message: { seq, sender: 'system', content, status: 'complete' },
});

/** The system message that says the breaker stopped the conversation (SPEC §8). */
const breakerNotice = (seq: number): Effect => systemNotice(seq, CONVERSATION_TEXT.breakerOpened);

function tick(state: EngineState, turnId: number): StepResult {
  const pending = state.pending;
  if (!pending || pending.id !== turnId || pending.phase !== 'scheduled') return unchanged(state);
  if (pending.kind === 'seat') return saved(seatPassed(state, pending.slot));
  if (pending.kind === 'breakerNotice') {
    const seq = state.messageCount + 1;
    return saved({
      state: { ...state, messageCount: seq, pending: null },
      effects: [breakerNotice(seq)],
    });
  }
  if (state.status !== 'running') return unchanged({ ...state, pending: null });
  // A turn scheduled by a command that adds a message itself (a breaker reset) ends here.
  if (atMessageLimit(state)) return saved(stopAtMessageLimit(state));
  // A person's seat: their turn waits for their message, with its timer (saved: viewers see it).
  if (state.people.includes(pending.slot)) {
    const id = state.lastTurnId + 1;
    return saved({
      state: {
        ...state,
        lastTurnId: id,
        pending: { id, kind: 'seat', phase: 'scheduled', slot: pending.slot, seq: 0 },
      },
      effects: [{ type: 'schedule', turnId: id, delayMs: state.seatTimerMs, seat: true }],
    });
  }
  const seq = state.messageCount + 1;
  // Not persisted: a restart recovers from the streaming message row instead.
  return {
    state: { ...state, pending: { ...pending, phase: 'generating', seq } },
    effects: [
      { type: 'beginTurn', turnId, slot: pending.slot, seq, brief: turnBrief(state) },
      { type: 'publishState' },
    ],
  };
}

/** After a turn spoken by `slot` (counted): the format's next turn, or Free's next agent. */
function afterSpoken(state: EngineState, slot: string): StepResult {
  const delayMs = rules(state.mode).turnDelayMs;
  const format = state.format;
  if (format) return afterFormatTurn({ ...state, format }, delayMs);
  return afterAgentMessage({ ...state, nextSlot: following(state, slot) }, delayMs);
}

/** The seat's timer ran out: a notice says so and the turn passes. */
function seatPassed(state: EngineState, slot: string): StepResult {
  const seq = state.messageCount + 1;
  const notice = systemNotice(seq, FORMAT_TEXT.seatPassed(agentName(state, slot)));
  return chain({ state: { ...state, pending: null, messageCount: seq }, effects: [notice] }, (s) =>
    afterSpoken(s, slot),
  );
}

/** The person whose seat's turn it is speaks: their message counts like an agent's reply. */
function speak(state: EngineState, seats: readonly string[], content: string): StepResult {
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

function turnDone(
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

function turnFailed(
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
function turnRefused(
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

function intervene(
  state: EngineState,
  event: Extract<EngineEvent, { type: 'intervene' }>,
): StepResult {
  if (event.target !== undefined && !state.slots.includes(event.target)) {
    throw new EngineRuleError(CONVERSATION_TEXT.unknownSlot);
  }
  if (atMessageLimit(state)) throw new EngineRuleError(CONVERSATION_TEXT.messageLimit);
  if (formatFinished(state)) throw new EngineRuleError(FORMAT_TEXT.formatFinished);
  if (state.format && event.target !== undefined) {
    throw new EngineRuleError(FORMAT_TEXT.formatDecidesSpeaker);
  }
  // The breaker's notice, still due, is not the host's to cancel.
  const noticeDue = state.pending?.kind === 'breakerNotice';
  const cancelled = noticeDue ? unchanged(state) : cancelPending(state);
  const seq = cancelled.state.messageCount + 1;
  // Duel: the addressed agent (model-b by default) answers; MAX and formats: the order goes on.
  const responder =
    event.target ?? (state.mode === 'duel' && !state.format ? 'model-b' : cancelled.state.nextSlot);
  const next: EngineState = {
    ...cancelled.state,
    messageCount: seq,
    nextSlot: responder,
    status: state.breakerOpen ? 'failed' : 'running',
  };
  const message: NewMessage = { seq, sender: 'user', content: event.content, status: 'complete' };
  const appended: StepResult = {
    state: next,
    effects: [...cancelled.effects, { type: 'append', message }],
  };
  if (next.breakerOpen) return saved(appended);
  // MAX: an intervention message counts toward the checkpoint like a reply (SPEC §4); one that
  // closes a checkpoint lands on 20k+1, so it never reopens it.
  if (next.mode === 'max' && !next.format) {
    return saved(chain(appended, (s) => afterAgentMessage(s, rules(s.mode).turnDelayMs)));
  }
  return saved(chain(appended, (s) => schedule(s, rules(s.mode).turnDelayMs)));
}

/**
 * Continue (and Skip at a checkpoint): resume auto-replies. With the breaker open, Continue asks
 * the next agent once more (SPEC §4: the Continue button does what the auto-reply does): a
 * success closes the breaker, a failure keeps it open.
 */
function resume(state: EngineState): StepResult {
  if (state.status === 'running') return unchanged(state);
  if (atMessageLimit(state)) throw new EngineRuleError(CONVERSATION_TEXT.messageLimit);
  if (formatFinished(state)) throw new EngineRuleError(FORMAT_TEXT.formatFinished);
  if (state.breakerOpen && state.pending?.kind === 'breakerNotice') return unchanged(state);
  const cancelled = cancelPending(state);
  return saved(
    chain(cancelled, (s) => schedule({ ...s, status: 'running' }, rules(s.mode).turnDelayMs)),
  );
}

/**
 * Stop and the idle pause: a reply being generated is kept as it stands, marked interrupted
 * (it counts as a message); a turn only scheduled is cancelled.
 */
function halt(state: EngineState, status: ConversationStatus): StepResult {
  // An open breaker has already stopped the conversation; its notice is still due. (A retry
  // that Continue started with the breaker open is halted like any turn.)
  if (state.pending?.kind === 'breakerNotice' || (!isActive(state) && !state.pending)) {
    return unchanged(state);
  }
  return saved(halted(state, status));
}

/** The turn in flight is kept as it stands (interrupted), one only scheduled is cancelled. */
function halted(state: EngineState, status: ConversationStatus): StepResult {
  const pending = state.pending;
  if (pending?.kind === 'turn' && pending.phase === 'generating') {
    return {
      state: {
        ...state,
        status,
        pending: null,
        messageCount: pending.seq,
        // In a format the interrupted turn is spoken again.
        nextSlot: state.format ? pending.slot : following(state, pending.slot),
      },
      effects: [{ type: 'interruptTurn', turnId: pending.id, seq: pending.seq }],
    };
  }
  const cancelled = cancelPending(state);
  return { ...cancelled, state: { ...cancelled.state, status } };
}

/**
 * A verdict's consensus reached the threshold (DESIGN D18): the debate stops as Stop stops it
 * (from running, waiting or paused), then says why. A debate already stopped or failed stays so.
 */
function consensusReached(state: EngineState, notice: string): StepResult {
  if (state.status === 'stopped' || state.status === 'failed') return unchanged(state);
  const stopped = halted(state, 'stopped');
  const seq = stopped.state.messageCount + 1;
  return saved({
    state: { ...stopped.state, messageCount: seq },
    effects: [...stopped.effects, systemNotice(seq, notice)],
  });
}

/**
 * A checkpoint's judge gave no verdict: the notice is added and the debate goes on as it was
 * (waiting at its checkpoint, usually). A reply already being generated (the owner continued
 * while the judge ran) holds the next seq, so it is cancelled and asked again after the notice.
 */
function judgeFailed(state: EngineState, notice: string): StepResult {
  const generating = isGenerating(state);
  const cancelled = generating ? cancelPending(state) : unchanged(state);
  const seq = cancelled.state.messageCount + 1;
  const noted: StepResult = {
    state: { ...cancelled.state, messageCount: seq },
    effects: [...cancelled.effects, systemNotice(seq, notice)],
  };
  return saved(generating ? chain(noted, (s) => schedule(s, rules(s.mode).turnDelayMs)) : noted);
}

/** The database lost a step: the conversation stops where it stands, with a notice. */
function notSaved(state: EngineState): StepResult {
  const cancelled = cancelPending(state);
  const seq = cancelled.state.messageCount + 1;
  const message: NewMessage = {
    seq,
    sender: 'system',
    content: CONVERSATION_TEXT.replyNotSaved,
    status: 'complete',
  };
  return saved({
    state: { ...cancelled.state, messageCount: seq, status: 'stopped' },
    effects: [...cancelled.effects, { type: 'append', message }],
  });
}

function resetBreaker(state: EngineState): StepResult {
  if (!state.breakerOpen) return unchanged(state);
  const cancelled = cancelPending(state);
  const seq = cancelled.state.messageCount + 1;
  const next: EngineState = {
    ...cancelled.state,
    breakerOpen: false,
    consecutiveFailures: 0,
    status: 'running',
    messageCount: seq,
  };
  const message: NewMessage = {
    seq,
    sender: 'system',
    content: CONVERSATION_TEXT.breakerReset,
    status: 'complete',
  };
  return saved(
    chain({ state: next, effects: [...cancelled.effects, { type: 'append', message }] }, (s) =>
      schedule(s, rules(s.mode).turnDelayMs),
    ),
  );
}

function recover(state: EngineState, event: Extract<EngineEvent, { type: 'recover' }>): StepResult {
  let next: EngineState = { ...state, pending: null };
  const effects: Effect[] = [];
  if (event.interruptedSeq !== null) {
    effects.push({ type: 'interruptTurn', seq: event.interruptedSeq });
    if (event.interruptedSeq > next.messageCount) {
      next = {
        ...next,
        messageCount: event.interruptedSeq,
        nextSlot:
          event.interruptedSlot && !next.format
            ? following(next, event.interruptedSlot)
            : next.nextSlot,
      };
    }
  }
  // The breaker's notice was due when the process stopped: it is added now.
  if (state.pending?.kind === 'breakerNotice') {
    const seq = next.messageCount + 1;
    next = { ...next, messageCount: seq };
    effects.push(breakerNotice(seq));
  }
  if (next.status === 'running') next = { ...next, status: 'paused' };
  return saved({ state: next, effects });
}

export function step(state: EngineState | null, event: EngineEvent): StepResult {
  if (event.type === 'start') {
    if (state) throw new EngineRuleError('Conversation already started');
    return start(event);
  }
  if (!state) throw new EngineRuleError('Conversation not started');
  switch (event.type) {
    case 'tick':
      return tick(state, event.turnId);
    case 'turnDone':
      return turnDone(state, event);
    case 'turnFailed':
      return turnFailed(state, event);
    case 'turnRefused':
      return turnRefused(state, event);
    case 'intervene':
      return intervene(state, event);
    case 'speak':
      return speak(state, event.seats, event.content);
    case 'skip':
      return state.status === 'waiting' ? resume(state) : unchanged(state);
    case 'continue':
      return resume(state);
    case 'stop':
      return halt(state, 'stopped');
    case 'pause':
      return state.status === 'running' ? halt(state, 'paused') : unchanged(state);
    case 'delete': {
      const cancelled = cancelPending(state);
      return {
        state: { ...cancelled.state, status: 'stopped' },
        effects: [...cancelled.effects, { type: 'delete' }],
      };
    }
    case 'resetBreaker':
      return resetBreaker(state);
    case 'notSaved':
      return notSaved(state);
    case 'recover':
      return recover(state, event);
    case 'rename':
      return {
        state,
        effects: [{ type: 'retitle', title: event.title }, { type: 'publishState' }],
      };
    case 'consensusReached':
      return consensusReached(state, event.notice);
    case 'judgeFailed':
      return judgeFailed(state, event.notice);
  }
}
