import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from './api-client.ts';

/** Public, but sent with the session: a provider the user's own key opens is listed available. */
export const getModelProviders = () => answer(api.GET('/api/models/providers'));

/** The catalog's one cache entry, shared by every reader and refreshed when a provider key changes. */
export const modelProvidersQueryKey = ['models', 'providers'] as const;
export const MODEL_PROVIDERS_STALE_MS = 5 * 60_000;

export const modelProvidersQueryOptions = queryOptions({
  queryKey: modelProvidersQueryKey,
  queryFn: getModelProviders,
  select: (response) => response.providers,
  staleTime: MODEL_PROVIDERS_STALE_MS,
});

export const useModelProviders = () => useQuery(modelProvidersQueryOptions);
