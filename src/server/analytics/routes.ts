import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '../../contract/analytics.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { AnalyticsService } from './service.ts';

export async function analyticsRoutes(
  app: FastifyInstance,
  options: { analytics: AnalyticsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/analytics',
    {
      schema: {
        tags: ['analytics'],
        querystring: analyticsQuerySchema,
        description:
          "The signed-in user's last `days` UTC days (30 by default, at most 365): debates, " +
          'messages, tokens by class, model and day, each model’s record and rating from verdict ' +
          'outcomes, and the most used personas.',
        response: { 200: analyticsSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => options.analytics.forUser(currentUser(request).id, request.query.days),
  );
}
