import { z } from 'zod';
import { LIVE } from '../../contract/live.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Merged into the server's one environment schema (src/server/config.ts). */
export const liveEnvSchema = z.object({
  /** Requests per minute one address may make to each public live endpoint (poll, stream, join). */
  LIVE_RATE_LIMIT_PER_MINUTE: positiveInt(120),
  /** Live event streams one address may hold open on one process. */
  LIVE_STREAMS_PER_ADDRESS: positiveInt(50),
  /** How often a process checks that the codes its viewers watch are still live. */
  LIVE_REVOCATION_CHECK_MS: positiveInt(5000),
  /** Collaborator invitations one account, and one address, may send per minute. */
  LIVE_INVITES_PER_MINUTE: positiveInt(LIVE.invitesPerMinute),
});

export type LiveSettings = {
  perAddressPerMinute: number;
  streamsPerAddress: number;
  revocationCheckMs: number;
  invitesPerMinute: number;
};

export function toLiveSettings(env: z.infer<typeof liveEnvSchema>): LiveSettings {
  return {
    perAddressPerMinute: env.LIVE_RATE_LIMIT_PER_MINUTE,
    streamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS,
    revocationCheckMs: env.LIVE_REVOCATION_CHECK_MS,
    invitesPerMinute: env.LIVE_INVITES_PER_MINUTE,
  };
}
