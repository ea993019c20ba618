import type { ConversationState } from '../../contract/conversations.ts';
import type { LiveSessionInfo } from '../../contract/live.ts';
import type { Projection } from '../conversations/stream.ts';

/** What a live viewer sees of a conversation's state: nothing its owner keeps private. */
export function toSessionInfo(shareCode: string, conversation: ConversationState): LiveSessionInfo {
  return {
    shareCode,
    title: conversation.title,
    mode: conversation.mode,
    status: conversation.status,
    isActive: conversation.isActive,
    isGenerating: conversation.isGenerating,
    isWaitingForIntervention: conversation.isWaitingForIntervention,
    messageCount: conversation.messageCount,
    agents: conversation.agents.map(({ slot, name, model }) => ({ slot, name, model })),
  };
}

/** A live viewer's projection of the conversation's events (watched by `shareCode`). */
export const viewerProjection = (shareCode: string): Projection<LiveSessionInfo> => ({
  conversation: (state) => toSessionInfo(shareCode, state),
  message: (message) => message,
});
