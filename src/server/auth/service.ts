import { randomBytes } from 'node:crypto';
import type {
  ChangePasswordRequest,
  LoginRequest,
  SignupRequest,
  User,
} from '../../contract/auth.ts';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import { getDecoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { FixedWindowLimiter } from '../lib/fixed-window-limiter.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import type { SessionRevocation } from './revocation.ts';
import { SessionCache } from './session-cache.ts';
import { generateSessionToken, hashToken, sessionExpiry, shouldRefreshSession } from './tokens.ts';

export type AuthUser = User;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    subscription_tier: row.subscriptionTier ?? 'explore',
    created_at: row.createdAt.toISOString(),
  };
}

export type AuthServiceOptions = {
  repository: AuthRepository;
  /** Failed logins to one account from one address in 15 minutes (decision 028). */
  failedLoginsPer15Minutes: number;
  /** Password changes per account per hour (a stolen session cannot guess the current one). */
  passwordChangesPerHour: number;
  /** How long a validated session is trusted without asking the database (0: never). */
  sessionCacheMs: number;
  /** Tells every process that sessions were revoked (their caches and streams drop them). */
  revokeSessions?: (revocation: SessionRevocation) => void;
  now?: () => Date;
};

export const DEFAULT_ADMIN_EMAIL = 'admin@parley.local';

export function createAuthService({
  repository,
  failedLoginsPer15Minutes,
  passwordChangesPerHour,
  sessionCacheMs,
  revokeSessions = () => {},
  now = () => new Date(),
}: AuthServiceOptions) {
  const sessionCache = new SessionCache(sessionCacheMs);
  const logins = createLoginThrottle({
    failuresPerAddress: failedLoginsPer15Minutes,
    now: () => now().getTime(),
  });
  const passwordChangeLimiter = new FixedWindowLimiter(passwordChangesPerHour, 60 * 60_000, () =>
    now().getTime(),
  );

  async function issueSession(row: UserRow) {
    const token = generateSessionToken();
    const at = now();
    await repository.insertSession({
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: sessionExpiry(at),
      lastSeenAt: at,
    });
    return { token, user: toUser(row) };
  }

  return {
    /** Limited per address only (routes.ts): nobody's failed logins refuse an email's signup. */
    async signup(input: SignupRequest) {
      const row = await repository.insertUser({
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
      });
      if (!row) throw new AppError('conflict', AUTH_TEXT.emailTaken);
      return issueSession(row);
    },

    /** `address`: the client's (`clientKey`), whose failures here are throttled (decision 028). */
    async login(input: LoginRequest, address: string) {
      await logins.before(input.email, address);
      const row = await repository.findUserByEmail(input.email);
      const ok = await verifyPassword(row?.passwordHash ?? (await getDecoyHash()), input.password);
      if (!row || !ok) {
        logins.failed(input.email, address);
        throw new AppError('unauthenticated', AUTH_TEXT.invalidCredentials);
      }
      return issueSession(row);
    },

    /** The signed-in user for a bearer token, or undefined when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const at = now();
      const tokenHash = hashToken(token);
      const cached = sessionCache.get(tokenHash, at);
      if (cached && !shouldRefreshSession(cached.lastSeenAt, at)) return cached.user;
      const generation = sessionCache.generation;
      const found = await repository.findLiveSession(tokenHash, at);
      if (!found) {
        if (cached) sessionCache.forgetToken(tokenHash);
        return undefined;
      }
      let { lastSeenAt, expiresAt } = found.session;
      if (shouldRefreshSession(lastSeenAt, at)) {
        lastSeenAt = at;
        expiresAt = sessionExpiry(at);
        await repository.touchSession(found.session.id, lastSeenAt, expiresAt);
      }
      const user = toUser(found.user);
      sessionCache.set(
        tokenHash,
        {
          sessionId: found.session.id,
          user,
          expiresAt,
          lastSeenAt,
          cachedAt: at.getTime(),
        },
        generation,
      );
      return user;
    },

    /** Whether the session of `tokenHash` still exists (a stream asks once it is registered). */
    async isSessionLive(tokenHash: string): Promise<boolean> {
      const at = now();
      if (sessionCache.get(tokenHash, at)) return true;
      return (await repository.findLiveSession(tokenHash, at)) !== undefined;
    },

    async logout(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      sessionCache.forgetToken(tokenHash);
      await repository.deleteSessionByHash(tokenHash);
      revokeSessions({ type: 'session-revoked', tokenHash });
    },

    /** D10: a real change, which signs out every other session and returns a fresh token. */
    async changePassword(userId: string, input: ChangePasswordRequest) {
      if (!passwordChangeLimiter.take(userId)) {
        throw new AppError('rate_limited', AUTH_TEXT.tooManyPasswordChanges, {
          retryAfterSeconds: Math.ceil(passwordChangeLimiter.msUntilReset(userId) / 1000),
        });
      }
      const row = await repository.findUserById(userId);
      if (!row) throw new AppError('unauthenticated', AUTH_TEXT.authenticationRequired);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new AppError('bad_request', AUTH_TEXT.wrongCurrentPassword);
      }
      await repository.updateUser(userId, { passwordHash: await hashPassword(input.newPassword) });
      await repository.deleteSessionsOfUser(userId);
      sessionCache.forgetUser(userId);
      const issued = await issueSession(row);
      revokeSessions({
        type: 'user-sessions-revoked',
        userId,
        keepTokenHash: hashToken(issued.token),
      });
      await repository.writeAudit({
        actorId: userId,
        action: 'user.change_password',
        target: userId,
      });
      return issued;
    },

    /** Another process (or this one) revoked sessions: they are not trusted from the cache. */
    forgetRevoked(revocation: SessionRevocation): void {
      sessionCache.forgetRevoked(revocation);
    },

    /** A user's name, plan or role changed elsewhere: the next call reads the account afresh. */
    forgetCachedUser(userId: string): void {
      sessionCache.forgetUser(userId);
    },

    async getUser(userId: string): Promise<User> {
      const row = await repository.findUserById(userId);
      if (!row) throw new AppError('not_found', AUTH_TEXT.userNotFound);
      return toUser(row);
    },

    /**
     * D3: make sure an admin exists. Configured credentials create or promote that account;
     * otherwise the first start creates one with a generated password, returned once for printing
     * (a configured one is the operator's own and is never returned).
     */
    async ensureFirstAdmin(configured: { email?: string; password?: string }) {
      if (configured.email && configured.password) {
        const email = configured.email.trim().toLowerCase();
        const existing = await repository.findUserByEmail(email);
        if (existing) {
          if (existing.role !== 'admin') {
            await repository.updateUser(existing.id, { role: 'admin' });
            await repository.writeAudit({
              action: 'admin.promote_configured',
              target: existing.id,
            });
          }
          return { email, password: undefined, created: false };
        }
        const row = await repository.insertUser({
          email,
          name: 'Administrator',
          role: 'admin',
          passwordHash: await hashPassword(configured.password),
        });
        await repository.writeAudit({
          action: 'admin.create_configured',
          target: row?.id ?? email,
        });
        return { email, password: undefined, created: true };
      }
      const admin = await repository.findAnyAdmin();
      if (admin) return { email: admin.email, password: undefined, created: false };
      const password = randomBytes(12).toString('base64url');
      const row = await repository.insertUser({
        email: DEFAULT_ADMIN_EMAIL,
        name: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(password),
      });
      await repository.writeAudit({
        action: 'admin.create_generated',
        target: row?.id ?? DEFAULT_ADMIN_EMAIL,
      });
      return { email: DEFAULT_ADMIN_EMAIL, password, created: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
