import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERSONAS, PERSONA_CATEGORIES, personasResponseSchema } from '../../contract/personas.ts';

/** GET /api/personas (no auth): the built-in personas, also bundled into the web app. */
export const personaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/personas',
    {
      config: { access: 'public' },
      schema: { tags: ['personas'], response: { 200: personasResponseSchema } },
    },
    async () => ({ personas: [...PERSONAS], categories: [...PERSONA_CATEGORIES] }),
  );
};
