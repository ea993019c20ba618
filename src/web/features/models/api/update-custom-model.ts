import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomModel, CustomModelBody } from '../../../../contract/custom-models.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const updateCustomModel = ({ id, body }: { id: string; body: CustomModelBody }) =>
  apiRequest<CustomModel>(`/api/models/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
