import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';
import { patchCachedPost } from './posts-cache.ts';

export const importFromPost = (id: string) =>
  answer(api.POST('/api/community/posts/{id}/import', { params: { path: { id } } }));

export function useImportFromPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFromPost,
    onSuccess: ({ import_count }, id) => {
      patchCachedPost(queryClient, id, () => ({ import_count, imported: true }));
      return queryClient.invalidateQueries({ queryKey: customModelsQueryKey });
    },
  });
}
