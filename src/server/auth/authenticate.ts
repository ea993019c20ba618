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
    /** preHandler: 401 unless a valid bearer token (or `?token=` for EventSource) is present. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler of public routes that answer a signed-in caller more (their likes, their own
     * keys): a valid token sets `request.user`; a missing or stale one reads as signed out.
     */
    identifyIfSignedIn: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * An event stream read by EventSource, which cannot send headers: the only kind of route
     * that takes the session token from `?token=`. Everywhere else a token in a URL (kept in
     * history, logs and Referer headers) is ignored.
     */
    eventStream?: boolean;
  }
}

/** Bearer header first; `?token=` only on event streams, as EventSource cannot send headers. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  if (request.routeOptions.config.eventStream !== true) return null;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['token'];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
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
