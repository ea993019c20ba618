import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contract/errors.ts';
import {
  USAGE_TEXT,
  usageCheckBodySchema,
  usageCheckResultSchema,
  usageStatsSchema,
  usageTrackBodySchema,
  usageTrackResultSchema,
} from '../../contract/usage.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { UsageService } from './service.ts';

const tags = ['usage'];

export const usageRoutes: FastifyPluginAsyncZod<{ usage: UsageService }> = async (
  app,
  { usage },
) => {
  app.get(
    '/api/usage/stats',
    {
      schema: { tags, response: { 200: usageStatsSchema, 401: errorResponseSchema } },
    },
    async (request) => usage.stats(currentUser(request).id),
  );

  app.post(
    '/api/usage/check',
    {
      schema: {
        tags,
        body: usageCheckBodySchema,
        response: {
          200: usageCheckResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) =>
      usage.check(currentUser(request).id, request.body.modelId, request.body.estimatedTokens),
  );

  // DESIGN D2: answered for clients written to SPEC §7; what it carries changes nothing.
  app.post(
    '/api/usage/track',
    {
      schema: {
        tags,
        body: usageTrackBodySchema,
        response: {
          200: usageTrackResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async () => ({
      success: true as const,
      counted: false as const,
      message: USAGE_TEXT.trackIgnored,
    }),
  );
};
