import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const customModelQueryKey = (id: string) => [...customModelsQueryKey, id] as const;

export const getCustomModel = (id: string) =>
  answer(api.GET('/api/models/{id}', { params: { path: { id } } }));

export const customModelQueryOptions = (id: string) =>
  queryOptions({ queryKey: customModelQueryKey(id), queryFn: () => getCustomModel(id) });

export const useCustomModel = (id: string) => useQuery(customModelQueryOptions(id));
