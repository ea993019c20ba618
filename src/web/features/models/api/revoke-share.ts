import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const revokeShare = (id: string) =>
  apiRequest<{ success: true }>(`/api/models/${encodeURIComponent(id)}/share`, {
    method: 'DELETE',
  });

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
