import {
  CONVERSATION_TEXT,
  DUEL,
  MAX,
  type ConversationMode,
  type ConversationStatus,
} from '../../contract/conversations.ts';

/**
 * The conversation engine: a pure reducer holding every rule of SPEC §4 (duel and MAX).
 * No timers, network or database here; the runner executes the effects it returns.
 */

export type PendingTurn = {
  /** Increases for every turn; a result carrying another id is stale and discarded. */
  id: number;
  kind: 'turn' | 'breakerNotice';
  phase: 'scheduled' | 'generating';
  slot: string;
  /** The seq the reply will take (generating only). */
  seq: number;
};

export type EngineState = {
  mode: ConversationMode;
  /** Agent slots in speaking order (round-robin order in MAX). */
  slots: string[];
  names: string[];
  status: ConversationStatus;
  messageCount: number;
  /** The agent who answers next. */
  nextSlot: string;
  interventionCount: number;
  consecutiveFailures: number;
  breakerOpen: boolean;
  /** At most one turn scheduled or in flight, ever. */
  pending: PendingTurn | null;
  lastTurnId: number;
};

export type NewMessage = {
  seq: number;
  sender: string;
  content: string;
  status: 'complete' | 'error';
};

export type Usage = { promptTokens: number; completionTokens: number };

export type EngineEvent =
  | {
      type: 'start';
      mode: ConversationMode;
      slots: string[];
      openingLine: string;
      startingSlot: string;
    }
  /** A scheduled timer fired. */
  | { type: 'tick'; turnId: number }
  | { type: 'turnDone'; turnId: number; content: string; usage: Usage }
  | { type: 'turnFailed'; turnId: number; message: string }
  /** The turn gate (quotas) refused the turn before its provider call; `message` says why. */
  | { type: 'turnRefused'; turnId: number; message: string }
  | { type: 'intervene'; content: string; target?: string }
  | { type: 'skip' }
  | { type: 'continue' }
  | { type: 'stop' }
  | { type: 'reset' }
  | { type: 'resetBreaker' }
  /** No owner client connected for the idle period. */
  | { type: 'idle' }
  /** Process restart: the in-flight message (if any) was kept as interrupted with `interruptedSeq`. */
  | { type: 'recover'; interruptedSeq: number | null; interruptedSlot: string | null };

export type Effect =
  | { type: 'append'; message: NewMessage }
  | { type: 'schedule'; turnId: number; delayMs: number }
  | { type: 'beginTurn'; turnId: number; slot: string; seq: number }
  /** Completes the streaming message: the reply, or the error report in its place. */
  | {
      type: 'finishTurn';
      turnId: number;
      seq: number;
      content: string;
      status: 'complete' | 'error';
      usage: Usage;
    }
  /** Clears the timer or aborts the provider call and removes the streaming message. */
  | { type: 'cancelTurn'; turnId: number }
  | { type: 'persist' }
  | { type: 'publishState' }
  | { type: 'delete' };

export type StepResult = { state: EngineState; effects: Effect[] };

export class EngineRuleError extends Error {}

const rules = (mode: ConversationMode) =>
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

function following(state: EngineState, slot: string): string {
  const index = state.slots.indexOf(slot);
  return state.slots[(index + 1) % state.slots.length]!;
}

const unchanged = (state: EngineState): StepResult => ({ state, effects: [] });

/** Cancels whatever is scheduled or in flight. */
function cancelPending(state: EngineState): StepResult {
  if (!state.pending) return unchanged(state);
  return {
    state: { ...state, pending: null },
    effects: [{ type: 'cancelTurn', turnId: state.pending.id }],
  };
}

function schedule(
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

const saved = (result: StepResult): StepResult => ({
  state: result.state,
  effects: [...result.effects, { type: 'persist' }, { type: 'publishState' }],
});

function chain(first: StepResult, then: (state: EngineState) => StepResult): StepResult {
  const second = then(first.state);
  return { state: second.state, effects: [...first.effects, ...second.effects] };
}

/** After a counted message: open the checkpoint on every Nth message, else the next turn. */
function afterAgentMessage(state: EngineState, delayMs: number): StepResult {
  const { checkpointEvery } = rules(state.mode);
  if (state.messageCount % checkpointEvery === 0) {
    return unchanged({
      ...state,
      status: 'waiting',
      interventionCount: state.interventionCount + 1,
    });
  }
  return schedule(state, delayMs);
}

function start(event: Extract<EngineEvent, { type: 'start' }>): StepResult {
  const { mode, openingLine, startingSlot } = event;
  const { slots, names } = agentSlots(mode, event.slots);
  if (!openingLine.trim()) throw new EngineRuleError(CONVERSATION_TEXT.completeAllFields);
  if (!slots.includes(startingSlot)) throw new EngineRuleError(CONVERSATION_TEXT.unknownSlot);
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
  };
  const state = { ...base, nextSlot: following(base, startingSlot) };
  const opening: Effect = {
    type: 'append',
    message: { seq: 1, sender: startingSlot, content: openingLine, status: 'complete' },
  };
  return saved(chain({ state, effects: [opening] }, (s) => schedule(s, rules(mode).turnDelayMs)));
}

function tick(state: EngineState, turnId: number): StepResult {
  const pending = state.pending;
  if (!pending || pending.id !== turnId || pending.phase !== 'scheduled') return unchanged(state);
  if (pending.kind === 'breakerNotice') {
    const seq = state.messageCount + 1;
    return saved({
      state: { ...state, messageCount: seq, pending: null },
      effects: [
        {
          type: 'append',
          message: {
            seq,
            sender: 'system',
            content: CONVERSATION_TEXT.breakerOpened,
            status: 'complete',
          },
        },
      ],
    });
  }
  if (state.status !== 'running') return unchanged({ ...state, pending: null });
  const seq = state.messageCount + 1;
  // Not persisted: a restart recovers from the streaming message row instead.
  return {
    state: { ...state, pending: { ...pending, phase: 'generating', seq } },
    effects: [{ type: 'beginTurn', turnId, slot: pending.slot, seq }, { type: 'publishState' }],
  };
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
  const failures = state.consecutiveFailures + 1;
  const finish = (content: string): Effect => ({
    type: 'finishTurn',
    turnId: event.turnId,
    seq,
    content,
    status: 'error',
    usage: { promptTokens: 0, completionTokens: 0 },
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
  const next: EngineState = {
    ...state,
    pending: null,
    messageCount: seq,
    consecutiveFailures: failures,
    nextSlot: following(state, slot),
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
  return saved(chain(appended, (s) => afterAgentMessage(s, rules(s.mode).retryDelayMs)));
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
  const cancelled = cancelPending(state);
  const seq = cancelled.state.messageCount + 1;
  // Duel: the addressed agent (model-b by default) answers; MAX: the round-robin goes on.
  const responder = event.target ?? (state.mode === 'duel' ? 'model-b' : cancelled.state.nextSlot);
  const next: EngineState = {
    ...cancelled.state,
    messageCount: seq,
    nextSlot: responder,
    status: state.breakerOpen ? state.status : 'running',
  };
  const message: NewMessage = { seq, sender: 'user', content: event.content, status: 'complete' };
  const appended: StepResult = {
    state: next,
    effects: [...cancelled.effects, { type: 'append', message }],
  };
  if (next.breakerOpen) return saved(appended);
  // MAX: an intervention message counts toward the checkpoint like a reply (SPEC §4); one that
  // closes a checkpoint lands on 20k+1, so it never reopens it.
  if (next.mode === 'max') {
    return saved(chain(appended, (s) => afterAgentMessage(s, rules(s.mode).turnDelayMs)));
  }
  return saved(chain(appended, (s) => schedule(s, rules(s.mode).turnDelayMs)));
}

/** Continue (and Skip at a checkpoint): resume auto-replies. */
function resume(state: EngineState): StepResult {
  if (state.status === 'running' || state.breakerOpen) return unchanged(state);
  const cancelled = cancelPending(state);
  return saved(
    chain(cancelled, (s) => schedule({ ...s, status: 'running' }, rules(s.mode).turnDelayMs)),
  );
}

function halt(state: EngineState, status: ConversationStatus): StepResult {
  // An open breaker has already stopped the conversation; its notice is still due.
  if (state.breakerOpen || (!isActive(state) && !state.pending)) return unchanged(state);
  const cancelled = cancelPending(state);
  return saved({ ...cancelled, state: { ...cancelled.state, status } });
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
  if (event.interruptedSeq !== null && event.interruptedSeq > next.messageCount) {
    next = {
      ...next,
      messageCount: event.interruptedSeq,
      nextSlot: event.interruptedSlot ? following(next, event.interruptedSlot) : next.nextSlot,
    };
  }
  if (next.status === 'running') next = { ...next, status: 'paused' };
  return saved({ state: next, effects: [] });
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
    case 'skip':
      return state.status === 'waiting' ? resume(state) : unchanged(state);
    case 'continue':
      return resume(state);
    case 'stop':
      return halt(state, 'stopped');
    case 'idle':
      return state.status === 'running' ? halt(state, 'paused') : unchanged(state);
    case 'reset': {
      const cancelled = cancelPending(state);
      return {
        state: { ...cancelled.state, status: 'stopped' },
        effects: [...cancelled.effects, { type: 'delete' }],
      };
    }
    case 'resetBreaker':
      return resetBreaker(state);
    case 'recover':
      return recover(state, event);
  }
}
