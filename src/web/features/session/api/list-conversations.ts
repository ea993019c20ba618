import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { answer, api } from '../../../lib/api-client.ts';

/** Every list of conversations (any search) starts with this key, so one invalidation reaches all. */
export const conversationsQueryKey = ['conversations', 'list'] as const;

export type ConversationPage = { conversations: ConversationSummary[]; nextCursor: string | null };

export const listConversations = (cursor: string | null, search: string, limit = 10) =>
  answer(
    api.GET('/api/conversations', {
      params: { query: { limit, cursor: cursor ?? undefined, q: search || undefined } },
    }),
  );

/** The caller's conversations, newest first, a page at a time; `search`: words in the title. */
export function useConversations(search = '') {
  return useInfiniteQuery({
    queryKey: [...conversationsQueryKey, search],
    queryFn: ({ pageParam }) => listConversations(pageParam, search),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
