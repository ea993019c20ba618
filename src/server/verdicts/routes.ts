import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationIdParamsSchema } from '../../contract/conversations.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../../contract/limits.ts';
import {
  VERDICT_LIMITS,
  VERDICT_TEXT,
  listVerdictsQuerySchema,
  verdictBodySchema,
  verdictListSchema,
  verdictResponseSchema,
} from '../../contract/verdicts.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { byUser, limitAtOnce, limitRequests } from '../http/rate-limiter.ts';
import type { CreationLimits } from '../users/creation-limits.ts';
import type { VerdictService } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
const tags = ['verdicts'];

export const verdictRoutes: FastifyPluginAsyncZod<{
  verdicts: VerdictService;
  /** DESIGN D24: the verdicts an account may ask for per hour and hold. */
  creations: CreationLimits;
}> = async (app, options) => {
  const { verdicts, creations } = options;
  /** DESIGN D24: one account's verdicts, per minute and at once (the judge's work is costly). */
  const verdictsAtOnce = limitAtOnce({
    max: VERDICT_LIMITS.inProgressPerUser,
    key: byUser,
    refusal: () => new AppError('rate_limited', VERDICT_TEXT.tooManyInProgress),
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });

  app.post(
    '/api/conversations/:id/verdict',
    {
      onRequest: limitRequests({
        max: VERDICT_LIMITS.requestsPerMinute,
        windowMs: 60_000,
        key: byUser,
        refusal: () => new AppError('rate_limited', VERDICT_TEXT.tooManyRequests),
      }),
      preHandler: creations.limit('verdicts'),
      schema: {
        tags,
        params: conversationIdParamsSchema,
        body: verdictBodySchema,
        description:
          'A judge reads the transcript so far and answers a checked verdict (the offline ' +
          "model unless `model` or the conversation's judge setting names another). 409 with " +
          'fewer than two agent replies or with the most verdicts one conversation keeps; 402 when the judge model’s class is over its limit; ' +
          '502 when the judge did not return a usable verdict after one repair attempt; 429 ' +
          'past the verdicts one account may ask for in a minute or have in progress at once.',
        response: { 201: verdictResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const verdict = await verdictsAtOnce(request, reply, () =>
        verdicts.request(currentUser(request), request.params.id, request.body),
      );
      return reply.status(201).send({ verdict });
    },
  );

  app.get(
    '/api/conversations/:id/verdicts',
    {
      schema: {
        tags,
        params: conversationIdParamsSchema,
        querystring: listVerdictsQuerySchema,
        description:
          'A page of verdicts, oldest first: `limit` (20 by default, at most 100) after ' +
          '`cursor`, the `nextCursor` of the page before (null on the last page).',
        response: { 200: verdictListSchema, ...errors },
      },
    },
    async (request) => verdicts.page(currentUser(request), request.params.id, request.query),
  );
};
