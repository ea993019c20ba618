import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema } from '../../contract/custom-models.ts';
import { errorResponseSchema } from '../../contract/errors.ts';
import {
  formatBodySchema,
  formatIdParamsSchema,
  formatListSchema,
  formatSchema,
} from '../../contract/formats.ts';
import { currentUser } from '../auth/authenticate.ts';
import type { CreationLimits } from '../users/creation-limits.ts';
import type { FormatService } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['formats'];

/** GET|POST|DELETE /api/formats: the built-in debate formats and the caller's own. */
export const formatRoutes: FastifyPluginAsyncZod<{
  formats: FormatService;
  creations: CreationLimits;
}> = async (app, { formats, creations }) => {
  app.get(
    '/api/formats',
    { schema: { tags, response: { 200: formatListSchema, ...errors } } },
    async (request) => ({ formats: await formats.list(currentUser(request).id) }),
  );

  app.post(
    '/api/formats',
    {
      preHandler: creations.limit('customFormats'),
      schema: {
        tags,
        body: formatBodySchema,
        response: {
          201: formatSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await formats.save(currentUser(request).id, request.body)),
  );

  app.delete(
    '/api/formats/:id',
    {
      schema: {
        tags,
        params: formatIdParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await formats.remove(currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
};
