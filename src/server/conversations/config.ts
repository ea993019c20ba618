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
});

export function parseConversationEnv(env: Record<string, string | undefined>) {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('CONVERSATION_') && value?.trim()),
  );
  const parsed = conversationEnvSchema.parse(blankless);
  return {
    delayOverrideMs: parsed.CONVERSATION_TURN_DELAY_MS,
    idlePauseMs: parsed.CONVERSATION_IDLE_PAUSE_MS,
    heartbeatMs: parsed.CONVERSATION_SSE_HEARTBEAT_MS,
    leaseTtlMs: parsed.CONVERSATION_LEASE_TTL_MS,
  };
}
