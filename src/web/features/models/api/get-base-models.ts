import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvidersResponse } from '../../../../contract/models.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { toBaseModelGroups } from '../lib/base-models.ts';

/** The catalog (GET /api/models/providers) as base-model choices, grouped by provider. */
export const baseModelsQueryOptions = queryOptions({
  queryKey: ['models', 'providers'],
  queryFn: () => apiRequest<ProvidersResponse>('/api/models/providers'),
  select: (response) => toBaseModelGroups(response.providers),
  staleTime: 5 * 60_000,
});

export const useBaseModels = () => useQuery(baseModelsQueryOptions);
