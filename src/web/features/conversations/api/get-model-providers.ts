import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvidersResponse } from '../../../../contract/models.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Public, but sent with the session: a provider the user's own key opens is listed available. */
export const getModelProviders = () => apiRequest<ProvidersResponse>('/api/models/providers');

export const modelProvidersQueryOptions = queryOptions({
  queryKey: ['models', 'providers'],
  queryFn: getModelProviders,
  select: (response) => response.providers,
  staleTime: 5 * 60_000,
});

export const useModelProviders = () => useQuery(modelProvidersQueryOptions);
