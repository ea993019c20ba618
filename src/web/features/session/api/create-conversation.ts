import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateConversationBody } from '../../../../contract/conversations.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { conversationQueryKey } from './get-conversation.ts';
import { conversationsQueryKey } from './list-conversations.ts';

export const createConversation = (body: CreateConversationBody) =>
  answer(api.POST('/api/conversations', { body }));

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryKey(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
