import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthService, AuthUser } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token (or `?token=` for EventSource) is present. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** Bearer header first; `?token=` only because EventSource cannot send headers. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['token'];
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
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
  },
  { name: 'authentication' },
);
