import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providersResponseSchema } from '../../contract/models.ts';
import type { ProviderRegistry } from '../providers/registry.ts';

/** GET /api/models/providers (no auth): the catalog with each provider's availability. */
export const providerListingRoutes: FastifyPluginAsyncZod<{
  providers: ProviderRegistry;
  assistantModel: string;
}> = async (app, { providers, assistantModel }) => {
  app.get(
    '/api/models/providers',
    { schema: { tags: ['models'], response: { 200: providersResponseSchema } } },
    async () => ({
      success: true as const,
      providers: providers.listProviders(),
      assistantModel,
    }),
  );
};
