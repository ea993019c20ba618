import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';

export const supportMessagesQueryKey = ['support', 'messages'] as const;

export const listSupportMessages = () => answer(api.GET('/api/support/messages'));

export const useSupportMessages = () =>
  useQuery({ queryKey: supportMessagesQueryKey, queryFn: listSupportMessages });
