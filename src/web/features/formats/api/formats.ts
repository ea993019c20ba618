import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/conversations.ts';
import type { DebateFormat, FormatBody } from '../../../../contract/formats.ts';
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

/** POST /api/formats: saves a custom format; the picker's list is refetched. */
export function useSaveFormat(onSaved: (format: DebateFormat) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormatBody) => answer(api.POST('/api/formats', { body })),
    onSuccess: async (format) => {
      await queryClient.invalidateQueries({ queryKey: formatsQueryKey });
      onSaved(format);
    },
  });
}

/** DELETE /api/formats/{id}: a saved format; running debates keep their copy of it. */
export function useDeleteFormat(onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await answer(api.DELETE('/api/formats/{id}', { params: { path: { id } } }));
      return id;
    },
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: formatsQueryKey });
      onDeleted(id);
    },
  });
}
