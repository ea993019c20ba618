import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportMessage, SupportMessageBody } from '../../../../contract/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportMessagesQueryKey } from './list-support-messages.ts';

export const sendSupportMessage = (body: SupportMessageBody) =>
  apiRequest<SupportMessage>('/api/support/messages', { method: 'POST', body });

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportMessagesQueryKey }),
  });
}
