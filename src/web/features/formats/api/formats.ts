import { useMutation, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/conversations.ts';
import { answer, api } from '../../../lib/api-client.ts';

export const formatsQueryKey = ['formats'] as const;

/** GET /api/formats: the built-in debate formats and the account's own (DESIGN D20). */
export function useFormats() {
  return useQuery({
    queryKey: formatsQueryKey,
    queryFn: async () => (await answer(api.GET('/api/formats'))).formats,
    staleTime: 60_000,
  });
}

/** POST /api/conversations/{id}/speak: the owner's turn in their seat. */
export function useSpeak(id: string, onAnswer: (conversation: Conversation) => void) {
  return useMutation({
    mutationFn: (content: string) =>
      answer(
        api.POST('/api/conversations/{id}/speak', {
          params: { path: { id } },
          body: { content },
        }),
      ),
    onSuccess: onAnswer,
  });
}
