import type { ModelClass } from '../../contract/models.ts';
import type { Admission, CallUsage } from '../usage/service.ts';

/**
 * The pre-turn admission hook (quotas): asked before each agent turn calls its provider, with the
 * model the turn resolved to and what the call can cost: its prompt's estimated tokens and the
 * output cap it asks (decision 017). An allowed turn sends `maxOutputTokens`, the output it was
 * granted (never more than it asked or than its class has left), and is settled exactly once,
 * with the usage the provider reported (null when the turn failed or was cut before usage
 * arrived). A refused turn pauses the conversation with `message` as a system message;
 * `retryAfterSeconds` says when the account's calls in flight should have left room.
 */
export type TurnCost = {
  modelId: string;
  modelClass: ModelClass;
  promptTokens: number;
  maxOutputTokens: number;
};
export type TurnRequest = TurnCost & { userId: string; conversationId: string };
export type TurnUsage = CallUsage;
export type TurnAdmission = Admission;
export type TurnGate = (turn: TurnRequest) => Promise<TurnAdmission>;

/**
 * Thrown out of a turn whose gate refused it; with `retryAfterSeconds` when only the account's
 * calls in flight stood in its way.
 */
export class TurnRefusedError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
