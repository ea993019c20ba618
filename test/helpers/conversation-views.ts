import type {
  Conversation,
  ConversationMessage,
  ConversationState,
} from '../../src/contract/conversations.ts';

/** A finished message as the API shows one (its id from its seq). */
export const viewMessage = (
  seq: number,
  content: string,
  sender = 'model-a',
  status: ConversationMessage['status'] = 'complete',
): ConversationMessage => ({
  id: `m${seq}`,
  seq,
  content,
  sender,
  timestamp: '2025-01-01T00:00:00.000Z',
  status,
});

/** A running duel's state as its owner sees it. */
export const viewState = (messageCount = 0): ConversationState => ({
  id: 'c1',
  title: 'Topic',
  mode: 'duel',
  status: 'running',
  messageCount,
  modelA: 'a',
  modelB: 'b',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  interventionCount: 0,
  isActive: true,
  isGenerating: false,
  isWaitingForIntervention: false,
  nextResponder: 'model-b',
  breakerOpen: false,
  liveCode: null,
  agents: [],
  format: null,
  awaitingSeat: null,
  seatTimerMs: 180_000,
});

/** That duel with these messages. */
export const viewConversation = (messages: ConversationMessage[]): Conversation => ({
  ...viewState(messages.length),
  messages,
});
