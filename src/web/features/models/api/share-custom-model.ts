import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareResponse } from '../../../../contract/custom-models.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const shareCustomModel = (id: string) =>
  apiRequest<ShareResponse>(`/api/models/${encodeURIComponent(id)}/share`, { method: 'POST' });

export function useShareCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
