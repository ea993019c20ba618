import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomModelBody } from '../../../../contract/custom-models.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const updateCustomModel = ({ id, body }: { id: string; body: CustomModelBody }) =>
  answer(api.PUT('/api/models/{id}', { params: { path: { id } }, body }));

export function useUpdateCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
