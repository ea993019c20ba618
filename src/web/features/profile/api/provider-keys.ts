import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KeyedProvider,
  ProviderKeyList,
  PutProviderKeyBody,
} from '../../../../contract/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { modelProvidersQueryKey } from '../../../lib/model-providers.ts';

const key = ['provider-keys'] as const;

export const useProviderKeys = () =>
  useQuery(
    queryOptions({
      queryKey: key,
      queryFn: () => apiRequest<ProviderKeyList>('/api/user/provider-keys'),
    }),
  );

export function useSaveProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutProviderKeyBody) =>
      apiRequest<ProviderKeyList>('/api/user/provider-keys', { method: 'PUT', body }),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      return queryClient.invalidateQueries({ queryKey: modelProvidersQueryKey });
    },
  });
}

export function useRemoveProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: KeyedProvider) =>
      apiRequest<ProviderKeyList>(`/api/user/provider-keys/${provider}`, { method: 'DELETE' }),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      return queryClient.invalidateQueries({ queryKey: modelProvidersQueryKey });
    },
  });
}
