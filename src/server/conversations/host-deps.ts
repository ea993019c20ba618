import type { ConversationEvent } from '../../contract/conversation-events.ts';
import type { Conversation } from '../../contract/conversations.ts';
import type { EngineEvent } from './engine-types.ts';
import type { AgentRow, ConversationRow, MessageRow } from './repository.ts';
import type { Timers } from './timers.ts';
import type { PrepareTurn } from './turns.ts';
import type { WriteOp } from './writes.ts';

/** What a host shares with the runtime's other parts, and what it reports (host.ts). */

/** A host as the parts it reports to know it: by its conversation, and by identity. */
export type HostIdentity = { readonly id: string };

/**
 * A finished turn: `turnMs` from when it was due to its reply being published, `providerMs` in
 * the provider call, `committed` settles with the time from due to its writes being committed
 * (null when they failed).
 */
export type TurnTiming = {
  conversationId: string;
  turnMs: number;
  providerMs: number;
  committed: Promise<number | null>;
};

/** One step taken here: its writes (settled when committed) and the conversation after it. */
export type Fed = { writes: Promise<unknown> | undefined; conversation: Conversation | null };

/**
 * Why a host leaves memory. It keeps its lease when it leaves idle, deleted or because the
 * process closes (released once its writes are done); it has lost it otherwise.
 */
export type Departure =
  | { reason: 'idle' | 'deleted' | 'closing' }
  | { reason: 'lease-lost'; error: unknown }
  /** `tell`: a step of the debate's own was lost (not a command's, whose caller hears of it). */
  | { reason: 'write-failed'; error: unknown; tell: boolean };

/**
 * A host's one lifecycle: `held` (it runs steps), `leaving` (it decided to go: nothing more
 * runs, its queued writes finish) and `left` (out of memory; the runner was told, once).
 */
export type Lifecycle = { state: 'held' } | { state: 'leaving' | 'left'; departure: Departure };

export type StartEvent = Extract<EngineEvent, { type: 'start' }>;

/** What every host of this process shares: the runtime's parts and the runner's named paths. */
export type HostDeps = {
  publish(conversationId: string, event: ConversationEvent): void;
  prepareTurn: PrepareTurn;
  timers: Timers;
  /** Writes one batch of the conversation's steps, fenced by the lease epoch it holds. */
  write(conversationId: string, epoch: number, batch: WriteOp[]): Promise<void>;
  /** Writes a new conversation, its agents and first messages, as one transaction. */
  insert(
    row: ConversationRow,
    agents: readonly AgentRow[],
    messages: readonly MessageRow[],
  ): Promise<void>;
  /** A new id (messages). */
  newId(): string;
  /** The wall clock (the rows' times). */
  now(): Date;
  /** The runner is closing: no new turns, timers or idle clocks. */
  closing(): boolean;
  onTurn?: ((timing: TurnTiming) => void) | undefined;
  /**
   * The debate reached a checkpoint (its step is queued for writing): the judge may be due.
   * What comes of it returns as an engine event (`consensusReached`, `judgeFailed`) by `feed`.
   */
  checkpoint(conversationId: string): void;
  /** The host left memory, with nothing left to write: told once, with why. */
  left(host: HostIdentity, departure: Departure): void;
  report(error: unknown, context: string): void;
};
