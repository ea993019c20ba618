import { useMutation } from '@tanstack/react-query';
import type { Conversation, InterveneBody } from '../../../../contract/conversations.ts';
import { answer, api } from '../../../lib/api-client.ts';

/**
 * POST /api/conversations/{id}/continue | skip | stop | reset-breaker | intervene: each answers
 * the conversation.
 */
export type ConversationAction =
  | { type: 'continue' }
  | { type: 'reset-breaker' }
  | { type: 'skip' }
  | { type: 'stop' }
  | { type: 'intervene'; body: InterveneBody };

export const runConversationAction = (id: string, action: ConversationAction) => {
  const path = { params: { path: { id } } };
  return answer(
    action.type === 'intervene'
      ? api.POST('/api/conversations/{id}/intervene', { ...path, body: action.body })
      : api.POST(`/api/conversations/{id}/${action.type}`, path),
  );
};

/** `onAnswer` gets the conversation the server answered, so the view updates before the stream. */
export function useConversationAction(id: string, onAnswer: (conversation: Conversation) => void) {
  return useMutation({
    mutationFn: (action: ConversationAction) => runConversationAction(id, action),
    onSuccess: onAnswer,
  });
}
