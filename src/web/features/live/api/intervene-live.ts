import { useMutation } from '@tanstack/react-query';
import type { InterveneBody } from '../../../../contract/conversations.ts';
import { api, done } from '../../../lib/api-client.ts';

/** POST /api/live/{code}/intervene: collaborators (and the owner) only. */
export function useLiveIntervene(code: string) {
  return useMutation({
    mutationFn: (body: InterveneBody) =>
      done(api.POST('/api/live/{code}/intervene', { params: { path: { code } }, body })),
  });
}
