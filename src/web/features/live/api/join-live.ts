import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';

export const joinLive = (code: string) =>
  answer(api.GET('/api/live/{code}', { params: { path: { code: code.toUpperCase() } } }));

/** GET /api/live/{code}: the session and the caller's role (viewer, collaborator or owner). */
export function useLiveJoin(code: string) {
  return useQuery({
    queryKey: ['live', code.toUpperCase(), 'join'] as const,
    queryFn: () => joinLive(code),
    retry: false,
  });
}
