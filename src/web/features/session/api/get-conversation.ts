export const conversationQueryKey = (id: string) => ['conversations', 'detail', id] as const;
