import { applyConversationEvent } from '../../../../contract/conversation-events.ts';
import type { Conversation } from '../../../../contract/conversations.ts';

/**
 * The state an action (continue, stop, skip…) answered, merged into the view, unless the stream
 * has already gone past it: an answer arriving after newer events (more messages) would put the
 * view back in time, e.g. the highlight back on an agent who has already spoken.
 */
export function applyActionAnswer(
  conversation: Conversation | null,
  answer: Conversation,
): Conversation | null {
  if (!conversation || answer.messageCount < conversation.messageCount) return conversation;
  const { messages: _messages, ...state } = answer;
  return applyConversationEvent(conversation, { type: 'state', conversation: state });
}
