import type { EventBus } from '../events/bus.ts';

/** A session as the server knows it: its user and the hash of its token. */
export type SessionKey = { userId: string; tokenHash: string };

/**
 * Sessions that stopped being valid: one (logout), or every session of a user but the one just
 * issued (a password change signs out every other session).
 */
export type SessionRevocation =
  | { type: 'session-revoked'; tokenHash: string }
  | { type: 'user-sessions-revoked'; userId: string; keepTokenHash?: string };

/** Every process hears of revocations here, its own included. */
export const SESSIONS_CHANNEL = 'sessions';

export function isRevoked(session: SessionKey, revocation: SessionRevocation): boolean {
  if (revocation.type === 'session-revoked') return session.tokenHash === revocation.tokenHash;
  return session.userId === revocation.userId && session.tokenHash !== revocation.keepTokenHash;
}

/**
 * Tells every process (through the bus) that sessions were revoked, and has `onRevoked` run on
 * each of them, this one included: caches forget the sessions and their streams close.
 */
export function createRevocations(
  bus: EventBus<SessionRevocation>,
  onRevoked: (revocation: SessionRevocation) => void,
) {
  const unsubscribe = bus.subscribe<SessionRevocation>(SESSIONS_CHANNEL, onRevoked);
  return {
    revoke: (revocation: SessionRevocation) => bus.publish(SESSIONS_CHANNEL, revocation),
    close: unsubscribe,
  };
}
