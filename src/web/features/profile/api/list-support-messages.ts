import { useQuery } from '@tanstack/react-query';
import type { SupportMessage } from '../../../../contract/support.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const supportMessagesQueryKey = ['support', 'messages'] as const;

export const listSupportMessages = () => apiRequest<SupportMessage[]>('/api/support/messages');

export const useSupportMessages = () =>
  useQuery({ queryKey: supportMessagesQueryKey, queryFn: listSupportMessages });
