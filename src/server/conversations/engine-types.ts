import type { ConversationMode, ConversationStatus } from '../../contract/conversations.ts';
import type { Phase, PhaseKind } from '../../contract/formats.ts';

/** The conversation engine's state, events and effects (engine.ts is the reducer). */

export type PendingTurn = {
  /** Increases for every turn; a result carrying another id is stale and discarded. */
  id: number;
  /** `seat`: a person's turn, waiting for their message; its timer passes the seat. */
  kind: 'turn' | 'breakerNotice' | 'seat';
  phase: 'scheduled' | 'generating';
  slot: string;
  /** The seq the reply will take (generating only). */
  seq: number;
};

/** A debate format being run (DESIGN D20): its phases, and where the debate stands in them. */
export type FormatProgress = {
  id: string;
  name: string;
  phases: Phase[];
  /** The phase being spoken, and its next turn (both from 0). */
  phase: number;
  turn: number;
};

/** What a format tells the speaker of a turn: the phase, its job, instruction and word limit. */
export type TurnBrief = { phase: string; kind: PhaseKind; instruction: string; wordLimit: number };

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
  /** Null: the Free format, today's shape with SPEC's checkpoints. */
  format: FormatProgress | null;
  /** Slots held by a person (DESIGN D20): their turns wait for their message. */
  people: string[];
  /** How long a person's turn waits before the seat passes. */
  seatTimerMs: number;
};

export type NewMessage = {
  seq: number;
  sender: string;
  content: string;
  status: 'complete' | 'error';
  /** The format's phase the message was spoken in. */
  phase?: string;
};

export type Usage = { promptTokens: number; completionTokens: number };

export type EngineEvent =
  | {
      type: 'start';
      mode: ConversationMode;
      slots: string[];
      openingLine: string;
      startingSlot: string;
      /** A format with phases; Free when left out. */
      format?: Pick<FormatProgress, 'id' | 'name' | 'phases'>;
      /** Slots held by a person, and their turn timer. */
      people?: string[];
      seatTimerMs?: number;
    }
  /** A person speaks; `seats`: the slots they hold (another's seat is not their turn). */
  | { type: 'speak'; seats: readonly string[]; content: string }
  /** A scheduled timer fired. */
  | { type: 'tick'; turnId: number }
  /** `endsDebate`: the reply is the debate's last closing statement (its model says so). */
  | { type: 'turnDone'; turnId: number; content: string; usage: Usage; endsDebate?: boolean }
  /** `message` for everyone (never an upstream's words); `detail` for the owner alone. */
  | { type: 'turnFailed'; turnId: number; message: string; detail: string | null }
  /** The turn gate (quotas) refused the turn before its provider call; `message` says why. */
  | { type: 'turnRefused'; turnId: number; message: string }
  | { type: 'intervene'; content: string; target?: string }
  | { type: 'skip' }
  | { type: 'continue' }
  | { type: 'stop' }
  /** The owner deletes the conversation. */
  | { type: 'delete' }
  | { type: 'resetBreaker' }
  /**
   * A running debate pauses itself where it stands, its reply kept as interrupted: no owner
   * client connected for the idle period, or this process is closing.
   */
  | { type: 'pause' }
  /** A step's writes were lost (the database refused them): stop, saying so. */
  | { type: 'notSaved' }
  /** Process restart: the in-flight message (if any) was kept as interrupted with `interruptedSeq`. */
  | { type: 'recover'; interruptedSeq: number | null; interruptedSlot: string | null }
  /** The owner renames the conversation (issue 33): its title changes, nothing else. */
  | { type: 'rename'; title: string }
  /** A verdict's consensus reached the conversation's `stopAtConsensus` (DESIGN D18): stop. */
  | { type: 'consensusReached'; notice: string }
  /** The judge asked at a checkpoint gave no verdict: a notice says why; the debate goes on. */
  | { type: 'judgeFailed'; notice: string };

export type Effect =
  | { type: 'append'; message: NewMessage }
  /** `seat`: a person's turn timer, never shortened by the test and bench override of turn delays. */
  | { type: 'schedule'; turnId: number; delayMs: number; seat?: true }
  | { type: 'beginTurn'; turnId: number; slot: string; seq: number; brief: TurnBrief | null }
  /** Completes the streaming message: the reply, or the error report in its place. */
  | {
      type: 'finishTurn';
      turnId: number;
      seq: number;
      content: string;
      status: 'complete' | 'error';
      usage: Usage;
      /** An error report's detail, shown to the owner alone. */
      detail?: string | null;
    }
  /** Clears the timer or aborts the provider call and removes the streaming message. */
  | { type: 'cancelTurn'; turnId: number }
  /**
   * Aborts the provider call and keeps the reply so far, marked interrupted (Stop); without a
   * turn, the message `seq` a dead holder left streaming, shown finished as it stands (recover).
   */
  | { type: 'interruptTurn'; turnId?: number; seq: number }
  | { type: 'persist' }
  | { type: 'publishState' }
  | { type: 'delete' }
  /** The conversation's title changes (its row, not the engine's state). */
  | { type: 'retitle'; title: string }
  /** A checkpoint opened: a verdict is due if the conversation's judge settings ask for one. */
  | { type: 'checkpoint' };

export type StepResult = { state: EngineState; effects: Effect[] };

export class EngineRuleError extends Error {}
/** A rule broken by when it was asked (speaking out of turn): answered 409. */
export class EngineConflictError extends EngineRuleError {}
