import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collaborator, LiveSharing } from '../../../../contract/live.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const path = (conversationId: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/live`;

export const liveSharingQueryKey = (conversationId: string) =>
  ['conversations', conversationId, 'live'] as const;

/** GET /api/conversations/{id}/live: the code (null when not live) and the collaborators. */
export function useLiveSharing(conversationId: string, enabled = true) {
  return useQuery({
    queryKey: liveSharingQueryKey(conversationId),
    queryFn: () => apiRequest<LiveSharing>(path(conversationId)),
    enabled,
  });
}

function useInvalidateSharing(conversationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: liveSharingQueryKey(conversationId) });
}

/** POST /api/conversations/{id}/live: the same code on every call until it is revoked. */
export function useGoLive(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: () => apiRequest<{ shareCode: string }>(path(conversationId), { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/conversations/{id}/live: revokes the code; its viewers' streams end. */
export function useStopLive(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: () => apiRequest<null>(path(conversationId), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** POST /api/conversations/{id}/live/collaborators: invites an email, registered or not yet. */
export function useAddCollaborator(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Collaborator>(`${path(conversationId)}/collaborators`, {
        method: 'POST',
        body: { email },
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/conversations/{id}/live/collaborators/{collaboratorId}: withdraws an invitation. */
export function useRemoveCollaborator(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: (collaboratorId: string) =>
      apiRequest<null>(
        `${path(conversationId)}/collaborators/${encodeURIComponent(collaboratorId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: invalidate,
  });
}
