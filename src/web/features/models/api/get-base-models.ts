import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getModelProviders,
  MODEL_PROVIDERS_STALE_MS,
  modelProvidersQueryKey,
} from '../../../lib/model-providers.ts';
import { toBaseModelGroups } from '../lib/base-models.ts';

/** The catalog (GET /api/models/providers) as base-model choices, grouped by provider. */
export const baseModelsQueryOptions = queryOptions({
  queryKey: modelProvidersQueryKey,
  queryFn: getModelProviders,
  select: (response) => toBaseModelGroups(response.providers),
  staleTime: MODEL_PROVIDERS_STALE_MS,
});

export const useBaseModels = () => useQuery(baseModelsQueryOptions);
