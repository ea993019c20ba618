import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyedProvider, PutProviderKeyBody } from '../../../../contract/billing.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { modelProvidersQueryKey } from '../../../lib/model-providers.ts';

const key = ['provider-keys'] as const;

export const useProviderKeys = () =>
  useQuery(
    queryOptions({
      queryKey: key,
      queryFn: () => answer(api.GET('/api/user/provider-keys')),
    }),
  );

export function useSaveProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutProviderKeyBody) => answer(api.PUT('/api/user/provider-keys', { body })),
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
      answer(api.DELETE('/api/user/provider-keys/{provider}', { params: { path: { provider } } })),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      return queryClient.invalidateQueries({ queryKey: modelProvidersQueryKey });
    },
  });
}
