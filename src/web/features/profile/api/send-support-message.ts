import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportMessageBody } from '../../../../contract/support.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { supportMessagesQueryKey } from './list-support-messages.ts';

export const sendSupportMessage = (body: SupportMessageBody) =>
  answer(api.POST('/api/support/messages', { body }));

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportMessagesQueryKey }),
  });
}
