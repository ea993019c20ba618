import { z } from 'zod';

const optionalMs = z.coerce.number().int().min(0).optional();

/** Merged into the server's one environment schema (src/server/config.ts). */
export const conversationEnvSchema = z.object({
  /** Replaces every engine delay (1500 ms, 1 s, 2 s): tests and benchmarks. */
  CONVERSATION_TURN_DELAY_MS: optionalMs,
  CONVERSATION_IDLE_PAUSE_MS: optionalMs,
  CONVERSATION_SSE_HEARTBEAT_MS: optionalMs,
  /** How long a dead process's conversations wait before another process takes them over. */
  CONVERSATION_LEASE_TTL_MS: z.coerce.number().int().min(300).optional(),
  /** Replaces every debate's own turn timer for a person's seat (tests). */
  CONVERSATION_SEAT_TIMER_MS: optionalMs,
});

/** The conversation runtime's settings; unset ones keep the engine's own timings. */
export type ConversationSettings = {
  delayOverrideMs: number | undefined;
  idlePauseMs: number | undefined;
  heartbeatMs: number | undefined;
  leaseTtlMs: number | undefined;
  seatTimerOverrideMs?: number | undefined;
};

export function toConversationSettings(
  env: z.infer<typeof conversationEnvSchema>,
): ConversationSettings {
  return {
    delayOverrideMs: env.CONVERSATION_TURN_DELAY_MS,
    idlePauseMs: env.CONVERSATION_IDLE_PAUSE_MS,
    heartbeatMs: env.CONVERSATION_SSE_HEARTBEAT_MS,
    leaseTtlMs: env.CONVERSATION_LEASE_TTL_MS,
    seatTimerOverrideMs: env.CONVERSATION_SEAT_TIMER_MS,
  };
}
