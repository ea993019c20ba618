import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostImportResponse } from '../../../../contract/community.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';
import { patchCachedPost } from './posts-cache.ts';

export const importFromPost = (id: string) =>
  apiRequest<PostImportResponse>(`/api/community/posts/${encodeURIComponent(id)}/import`, {
    method: 'POST',
  });

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
