import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomModel, CustomModelBody } from '../../../../contract/custom-models.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const createCustomModel = (body: CustomModelBody) =>
  apiRequest<CustomModel>('/api/models', { method: 'POST', body });

export function useCreateCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
