import { useMutation } from '@tanstack/react-query';
import type { Conversation, InterveneBody } from '../../../../contract/conversations.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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

export const runConversationAction = (id: string, action: ConversationAction) =>
  apiRequest<Conversation>(`/api/conversations/${encodeURIComponent(id)}/${action.type}`, {
    method: 'POST',
    ...(action.type === 'intervene' ? { body: action.body } : {}),
  });

/** `onAnswer` gets the conversation the server answered, so the view updates before the stream. */
export function useConversationAction(id: string, onAnswer: (conversation: Conversation) => void) {
  return useMutation({
    mutationFn: (action: ConversationAction) => runConversationAction(id, action),
    onSuccess: onAnswer,
  });
}
