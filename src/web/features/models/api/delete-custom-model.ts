import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const deleteCustomModel = (id: string) =>
  apiRequest<{ success: true }>(`/api/models/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
