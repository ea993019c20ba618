import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
  userSchema,
} from '../../contract/auth.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { AUTH_TEXT } from '../../contract/texts.ts';
import { AppError } from '../lib/app-error.ts';
import { byAddress, limitRequests } from '../http/rate-limiter.ts';
import { currentUser } from './authenticate.ts';
import type { AuthService } from './service.ts';

export type AuthRoutesOptions = { auth: AuthService; perIpPerMinute: number };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, perIpPerMinute },
) => {
  /** Attempts per client address and minute, each route its own budget. */
  const limitPerAddress = () =>
    limitRequests({
      max: perIpPerMinute,
      windowMs: 60_000,
      key: byAddress,
      refusal: () => new AppError('rate_limited', AUTH_TEXT.tooManyAttempts),
    });
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    409: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(),
      schema: {
        tags: ['auth'],
        body: signupRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.signup(request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      onRequest: limitPerAddress(),
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => auth.login(request.body, byAddress(request)),
  );

  app.get(
    '/api/auth/me',
    {
      schema: { tags: ['auth'], response: { 200: userSchema, 401: errorResponseSchema } },
    },
    async (request) => currentUser(request),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], response: { 204: z.null(), 401: errorResponseSchema } },
    },
    async (request, reply) => {
      await auth.logout(request.sessionToken!);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: limitPerAddress(),
      schema: {
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => auth.changePassword(currentUser(request).id, request.body),
  );
};
