import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomModelBody } from '../../../../contract/custom-models.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const createCustomModel = (body: CustomModelBody) =>
  answer(api.POST('/api/models', { body }));

export function useCreateCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
