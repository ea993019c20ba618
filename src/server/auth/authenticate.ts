import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../http/app-error.ts';
import type { SessionKey } from './revocation.ts';
import type { AuthService, AuthUser } from './service.ts';
import { hashToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token is present (never read from the URL). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler of public routes that answer a signed-in caller more (their likes, their own
     * keys): a valid token sets `request.user`; a missing or stale one reads as signed out.
     */
    identifyIfSignedIn: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The bearer token of the Authorization header. Never one in the URL, where history, logs and
 * Referer headers keep it: every client, event streams included, sends the header.
 */
export function readToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** The session a signed-in request came with (its streams close when it is revoked). */
export function sessionOf(request: FastifyRequest): SessionKey | undefined {
  if (!request.user || !request.sessionToken) return undefined;
  return { userId: request.user.id, tokenHash: hashToken(request.sessionToken) };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated', AUTH_TEXT.authenticationRequired);
  return request.user;
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    const requireUser = async (request: FastifyRequest) => {
      const token = readToken(request);
      if (!token) throw new AppError('unauthenticated', AUTH_TEXT.authenticationRequired);
      const user = await auth.authenticate(token);
      if (!user) throw new AppError('unauthenticated', AUTH_TEXT.sessionExpired);
      request.user = user;
      request.sessionToken = token;
    };
    app.decorate('requireUser', requireUser);
    app.decorate('identifyIfSignedIn', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await requireUser(request);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'unauthenticated')) throw error;
      }
    });
  },
  { name: 'authentication' },
);
