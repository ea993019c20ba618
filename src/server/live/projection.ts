import type { ConversationState } from '../../contract/conversations.ts';
import type { LiveSessionInfo } from '../../contract/live.ts';
import type { Projection } from '../conversations/stream.ts';
import { messageForViewer } from '../conversations/views.ts';

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
    format: conversation.format,
    awaitingSeat: conversation.awaitingSeat,
    seatTimerMs: conversation.seatTimerMs,
  };
}

/**
 * A live viewer's projection of the conversation's events (watched by `shareCode`): the session
 * without the owner's private fields, and every message as anyone but its owner sees it.
 */
export const viewerProjection = (shareCode: string): Projection<LiveSessionInfo> => ({
  conversation: (state) => toSessionInfo(shareCode, state),
  message: messageForViewer,
});
