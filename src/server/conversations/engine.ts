import { CONVERSATION_TEXT, type ConversationStatus } from '../../contract/conversations.ts';
import { FORMAT_LIMITS, FORMAT_TEXT } from '../../contract/formats.ts';
import { formatFinished, formatStart, turnBrief } from './engine-format.ts';
import { seatPassed, seatTurn, speak } from './engine-seats.ts';
import { turnDone, turnFailed, turnRefused } from './engine-turns.ts';
import {
  afterAgentMessage,
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
  systemNotice,
  unchanged,
} from './engine-rules.ts';
import {
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
  // A person's seat: their turn waits for their message, with its timer.
  if (state.people.includes(pending.slot)) return seatTurn(state, pending.slot);
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
  // Nothing was under way (a finished or paused conversation): nothing to recover.
  if (event.interruptedSeq === null && !state.pending && state.status !== 'running') {
    return unchanged(state);
  }
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
