import { z } from 'zod';

/** Every error code the API can answer with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** A plan's usage limit (SPEC §5: 'Upgrade Required'). */
  quota_exceeded: 402,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  provider_error: 502,
  provider_timeout: 504,
  internal: 500,
  /** The database cannot be reached (restart, failover), or work was shed: try again shortly. */
  unavailable: 503,
} as const;

/** The `Retry-After` (seconds) of a 503: the database is unavailable, or work was shed. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The `Retry-After` (seconds) of a 429 that knows no better time: a cap on what an account holds
 * at once (running debates, streams, uploads) frees a place when one of them ends.
 */
export const RATE_LIMITED_RETRY_AFTER_SECONDS = 5;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
