import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, done } from '../../../lib/api-client.ts';

const byId = (conversationId: string) => ({ params: { path: { id: conversationId } } });

export const liveSharingQueryKey = (conversationId: string) =>
  ['conversations', conversationId, 'live'] as const;

/** GET /api/conversations/{id}/live: the code (null when not live) and the collaborators. */
export function useLiveSharing(conversationId: string, enabled = true) {
  return useQuery({
    queryKey: liveSharingQueryKey(conversationId),
    queryFn: () => answer(api.GET('/api/conversations/{id}/live', byId(conversationId))),
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
    mutationFn: () => answer(api.POST('/api/conversations/{id}/live', byId(conversationId))),
    onSuccess: invalidate,
  });
}

/** DELETE /api/conversations/{id}/live: revokes the code; its viewers' streams end. */
export function useStopLive(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: () => done(api.DELETE('/api/conversations/{id}/live', byId(conversationId))),
    onSuccess: invalidate,
  });
}

/** POST /api/conversations/{id}/live/collaborators: invites an email, registered or not yet. */
export function useAddCollaborator(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: (email: string) =>
      answer(
        api.POST('/api/conversations/{id}/live/collaborators', {
          ...byId(conversationId),
          body: { email },
        }),
      ),
    onSuccess: invalidate,
  });
}

/** DELETE /api/conversations/{id}/live/collaborators/{collaboratorId}: withdraws an invitation. */
export function useRemoveCollaborator(conversationId: string) {
  const invalidate = useInvalidateSharing(conversationId);
  return useMutation({
    mutationFn: (collaboratorId: string) =>
      done(
        api.DELETE('/api/conversations/{id}/live/collaborators/{collaboratorId}', {
          params: { path: { id: conversationId, collaboratorId } },
        }),
      ),
    onSuccess: invalidate,
  });
}
