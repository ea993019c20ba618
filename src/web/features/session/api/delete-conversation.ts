import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '../../../lib/api-client.ts';
import { conversationQueryKey } from './get-conversation.ts';
import { conversationsQueryKey } from './list-conversations.ts';

export const deleteConversation = (id: string) =>
  done(api.DELETE('/api/conversations/{id}', { params: { path: { id } } }));

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
