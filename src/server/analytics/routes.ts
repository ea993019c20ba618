import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_TEXT,
  analyticsQuerySchema,
  analyticsSchema,
} from '../../contract/analytics.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../../contract/limits.ts';
import { currentUser } from '../auth/authenticate.ts';
import { AppError } from '../lib/app-error.ts';
import { byUser, limitAtOnce, limitRequests } from '../http/rate-limiter.ts';
import type { AnalyticsService } from './service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  options,
) => {
  /** DESIGN D24: one account's analytics, per minute and one at a time (it reads every debate). */
  const analyticsAtOnce = limitAtOnce({
    max: ANALYTICS_LIMITS.atOncePerUser,
    key: byUser,
    refusal: () => new AppError('rate_limited', ANALYTICS_TEXT.tooManyAtOnce),
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });
  app.get(
    '/api/analytics',
    {
      onRequest: limitRequests({
        max: ANALYTICS_LIMITS.requestsPerMinute,
        windowMs: 60_000,
        key: byUser,
        refusal: () => new AppError('rate_limited', ANALYTICS_TEXT.tooManyRequests),
      }),
      schema: {
        tags: ['analytics'],
        querystring: analyticsQuerySchema,
        description:
          "The signed-in user's last `days` UTC days (30 by default, at most 365): debates, " +
          'messages, tokens by class, model and day, each model’s record and rating from verdict ' +
          'outcomes, and the most used personas. 429 past the calls one account may make in a ' +
          'minute, or while another of its calls is computed.',
        response: {
          200: analyticsSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      analyticsAtOnce(request, reply, () =>
        options.analytics.forUser(currentUser(request).id, request.query.days),
      ),
  );
};
