import { useMutation } from '@tanstack/react-query';
import type { InterveneBody } from '../../../../contract/conversations.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/live/{code}/intervene: collaborators (and the owner) only. */
export function useLiveIntervene(code: string) {
  return useMutation({
    mutationFn: (body: InterveneBody) =>
      apiRequest<null>(`/api/live/${encodeURIComponent(code)}/intervene`, {
        method: 'POST',
        body,
      }),
  });
}
