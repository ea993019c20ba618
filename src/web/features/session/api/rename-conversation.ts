import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { conversationQueryKey } from './get-conversation.ts';
import { conversationsQueryKey } from './list-conversations.ts';

export const renameConversation = ({ id, title }: { id: string; title: string }) =>
  answer(api.PATCH('/api/conversations/{id}', { params: { path: { id } }, body: { title } }));

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: (_, { id }) => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(id) });
    },
  });
}
