import type { ModelClass } from '../../contract/models.ts';

/**
 * The pre-turn admission hook (quotas): asked before each agent turn calls its provider, with the
 * model the turn resolved to and what the call can cost: its prompt's estimated tokens and the
 * output cap sent (decision 017). A refused turn pauses the conversation with `message` as a
 * system message; an allowed one is settled exactly once, with the usage the provider reported
 * (null when the turn failed or was cut before usage arrived).
 */
export type TurnCost = {
  modelId: string;
  modelClass: ModelClass;
  promptTokens: number;
  maxOutputTokens: number;
};
export type TurnRequest = TurnCost & { userId: string; conversationId: string };
export type TurnUsage = { promptTokens: number; completionTokens: number };
export type TurnAdmission =
  | { allowed: true; settle(usage: TurnUsage | null): Promise<void> }
  | { allowed: false; message: string };
export type TurnGate = (turn: TurnRequest) => Promise<TurnAdmission>;

/** Thrown out of a turn whose gate refused it. */
export class TurnRefusedError extends Error {}
