import { z } from 'zod';
import { conversationModeSchema, conversationStatusSchema } from '../../contract/conversations.ts';
import { FORMAT_LIMITS, phaseSchema } from '../../contract/formats.ts';
import type { EngineState } from './engine-types.ts';

const pendingTurnSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['turn', 'breakerNotice', 'seat']),
  phase: z.enum(['scheduled', 'generating']),
  slot: z.string(),
  seq: z.number().int(),
});

/** The engine state as saved in `conversations.engine_state` (jsonb). */
export const engineStateSchema: z.ZodType<EngineState> = z.object({
  mode: conversationModeSchema,
  slots: z.array(z.string()),
  names: z.array(z.string()),
  status: conversationStatusSchema,
  messageCount: z.number().int(),
  nextSlot: z.string(),
  interventionCount: z.number().int(),
  consecutiveFailures: z.number().int(),
  breakerOpen: z.boolean(),
  pending: pendingTurnSchema.nullable(),
  lastTurnId: z.number().int(),
  // Saved before formats (issue 30): Free.
  format: z
    .object({
      id: z.string(),
      name: z.string(),
      phases: z.array(phaseSchema),
      phase: z.number().int(),
      turn: z.number().int(),
    })
    .nullable()
    .default(null),
  people: z.array(z.string()).default([]),
  seatTimerMs: z.number().int().default(FORMAT_LIMITS.seatTimerDefaultMs),
});

/** A saved state, checked: a row written by another version or by hand fails loudly here. */
export function parseEngineState(saved: unknown): EngineState {
  return engineStateSchema.parse(saved);
}
