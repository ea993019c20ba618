import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const conversationsQueryKey = ['conversations', 'list'] as const;

export type ConversationPage = { conversations: ConversationSummary[]; nextCursor: string | null };

export const listConversations = (cursor: string | null, limit = 10) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<ConversationPage>(`/api/conversations?${params}`);
};

export function useConversations() {
  return useInfiniteQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam }) => listConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
