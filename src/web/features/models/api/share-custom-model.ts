import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const shareCustomModel = (id: string) =>
  answer(api.POST('/api/models/{id}/share', { params: { path: { id } } }));

export function useShareCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
