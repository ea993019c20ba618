import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contract/errors.ts';
import {
  SUPPORT_LIMITS,
  SUPPORT_TEXT,
  supportMessageBodySchema,
  supportMessageListSchema,
  supportMessageSchema,
} from '../../contract/support.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { byUser, limitRequests } from '../http/rate-limiter.ts';
import type { SupportService } from './service.ts';

const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  app.post(
    '/api/support/messages',
    {
      // Per account rather than per address (colleagues behind one NAT each get their own) or
      // per session (signing in again would give a fresh budget): counted after authentication,
      // so only signed-in requests count and the key is the user's id.
      onRequest: limitRequests({
        max: SUPPORT_LIMITS.perMinute,
        windowMs: 60_000,
        key: byUser,
        refusal: () => new AppError('rate_limited', SUPPORT_TEXT.tooMany),
      }),
      schema: {
        tags,
        body: supportMessageBodySchema,
        response: {
          201: supportMessageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await support.send(currentUser(request), request.body)),
  );

  app.get(
    '/api/support/messages',
    {
      schema: { tags, response: { 200: supportMessageListSchema, 401: errorResponseSchema } },
    },
    async (request) => support.listOwn(currentUser(request)),
  );
};
