import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KeyedProvider,
  ProviderKeyList,
  PutProviderKeyBody,
} from '../../../../contract/billing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const key = ['provider-keys'] as const;
/** The model pickers' provider list, whose availability depends on the user's own keys. */
const providersKey = ['models', 'providers'] as const;

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
      return queryClient.invalidateQueries({ queryKey: providersKey });
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
      return queryClient.invalidateQueries({ queryKey: providersKey });
    },
  });
}
