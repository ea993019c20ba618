import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';

export const deleteDocument = ({ modelId, documentId }: { modelId: string; documentId: string }) =>
  apiRequest<{ success: true }>(
    `/api/models/${encodeURIComponent(modelId)}/documents/${encodeURIComponent(documentId)}`,
    { method: 'DELETE' },
  );

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
