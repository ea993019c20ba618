import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/conversations.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const conversationQueryKey = (id: string) => ['conversations', 'detail', id] as const;

export const getConversation = (id: string) =>
  apiRequest<Conversation>(`/api/conversations/${encodeURIComponent(id)}`);

/** The stored conversation; the live view keeps it current from the event stream. */
export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: conversationQueryKey(id), queryFn: () => getConversation(id) });
