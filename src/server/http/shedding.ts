import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GENERIC_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route starts new work (a debate, a completion, an event stream, an upload): while the
     * process is past its bounds it answers 503 with `Retry-After` before anything else runs.
     */
    newWork?: boolean;
  }
}

/** The mean event-loop delay (ms) past which new work is refused, unless configured. */
export const DEFAULT_SHED_EVENT_LOOP_DELAY_MS = 50;

/** Merged into the server's one environment schema (src/server/config.ts). */
export const sheddingEnvSchema = z.object({
  /** Mean event-loop delay (ms, over the last second) past which new work is refused; 0: off. */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (off) or more')
    .default(DEFAULT_SHED_EVENT_LOOP_DELAY_MS),
  /** Share of the last second the event loop was busy past which new work is refused; 0: off. */
  SHED_EVENT_LOOP_UTILIZATION: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 (off) and 1')
    .max(1, 'must be between 0 (off) and 1')
    // Off by default: a busy loop is not yet a late one (a start-up or a burst of requests runs
    // it near 1 for a second while timers still fire on time); the delay is what debates feel.
    .default(0),
  /** Heap in use (MB) past which new work is refused; unset: 80 % of the process's heap limit. */
  SHED_HEAP_USED_MB: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .optional(),
});

export type SheddingSettings = {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapUsedBytes: number;
};

const MB = 1024 * 1024;

export function toSheddingSettings(env: z.infer<typeof sheddingEnvSchema>): SheddingSettings {
  return {
    maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: env.SHED_EVENT_LOOP_UTILIZATION,
    maxHeapUsedBytes:
      env.SHED_HEAP_USED_MB !== undefined
        ? env.SHED_HEAP_USED_MB * MB
        : Math.floor(getHeapStatistics().heap_size_limit * 0.8),
  };
}

/** How often the event loop and the heap are measured. */
const SAMPLE_INTERVAL_MS = 1000;

/**
 * Past its bounds the process refuses new work (routes marked `config: { newWork: true }`) with
 * 503 `unavailable` and `Retry-After`, rather than taking it on and slowing every debate it
 * already runs. Everything else is answered as usual: health checks, reads, and the commands of
 * running debates (decision 025).
 */
export async function shedNewWorkUnderPressure(
  app: FastifyInstance,
  settings: SheddingSettings,
): Promise<void> {
  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    // Each sample's own second, not the average since the process started.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    // Rejecting hands the error to Fastify's one error handler (503, Retry-After).
    pressureHandler: async (request) => {
      if (request.routeOptions.config.newWork === true) {
        throw new AppError('unavailable', GENERIC_TEXT.overloaded);
      }
    },
  });
}
