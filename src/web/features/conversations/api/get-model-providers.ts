import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvidersResponse } from '../../../../contract/models.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getModelProviders = () =>
  apiRequest<ProvidersResponse>('/api/models/providers', { token: null });

export const modelProvidersQueryOptions = queryOptions({
  queryKey: ['models', 'providers'],
  queryFn: getModelProviders,
  select: (response) => response.providers,
  staleTime: 5 * 60_000,
});

export const useModelProviders = () => useQuery(modelProvidersQueryOptions);
