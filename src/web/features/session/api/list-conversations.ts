import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { answer, api } from '../../../lib/api-client.ts';

export const conversationsQueryKey = ['conversations', 'list'] as const;

export type ConversationPage = { conversations: ConversationSummary[]; nextCursor: string | null };

export const listConversations = (cursor: string | null, limit = 10) =>
  answer(
    api.GET('/api/conversations', { params: { query: { limit, cursor: cursor ?? undefined } } }),
  );

export function useConversations() {
  return useInfiniteQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam }) => listConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
