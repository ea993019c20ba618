import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionKey } from './revocation.ts';
import type { AuthService, AuthUser } from './service.ts';
import { hashToken } from './tokens.ts';

/**
 * Who may call a route (DESIGN D24): `user` needs a valid session; `optional` reads one when it is
 * sent (public routes that answer a signed-in caller more: their likes, their own keys) and
 * treats a missing or stale one as signed out; `public` reads none.
 */
export type RouteAccess = 'user' | 'optional' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; unset, an API route (`/api/…`) needs a user, others are public. */
    access?: RouteAccess;
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

/** The signed-in user of a request to a route that needs one (`access: 'user'`, the default). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated', AUTH_TEXT.authenticationRequired);
  return request.user;
}

/** The route's access: its own, else `user` for every API route, so a new one is protected. */
export function accessOf(route: { url?: string | undefined; config?: { access?: RouteAccess } }) {
  return route.config?.access ?? (route.url?.startsWith('/api/') ? 'user' : 'public');
}

/**
 * Authentication when a request arrives (`onRequest`), before its body is read or parsed: a
 * protected route answers an anonymous or stale caller 401 without reading what it sent, and
 * every route the app declares is covered, whoever wrote it, since protection is the default
 * (`accessOf`). Unknown paths have no route and answer 404.
 */
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
    const identifyIfSignedIn = async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await requireUser(request);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'unauthenticated')) throw error;
      }
    };
    app.addHook('onRequest', async (request) => {
      const access = accessOf(request.routeOptions);
      if (access === 'user') await requireUser(request);
      else if (access === 'optional') await identifyIfSignedIn(request);
    });
  },
  { name: 'authentication' },
);
