import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const deleteDocument = ({ modelId, documentId }: { modelId: string; documentId: string }) =>
  answer(
    api.DELETE('/api/models/{id}/documents/{docId}', {
      params: { path: { id: modelId, docId: documentId } },
    }),
  );

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
