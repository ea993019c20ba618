import type {
  Conversation,
  ConversationMessage,
  ConversationStreamEvent,
} from '../../../../contract/conversations.ts';

/** Index of the message with `seq`, searching from the end, where live changes happen. */
function indexOfSeq(messages: ConversationMessage[], seq: number): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.seq === seq) return index;
  }
  return -1;
}

/** Puts `message` in seq order, replacing one with the same seq. Other rows keep their identity. */
function upsert(messages: ConversationMessage[], message: ConversationMessage) {
  const index = indexOfSeq(messages, message.seq);
  if (index >= 0) return messages.with(index, message);
  const next = [...messages, message];
  if (messages.length > 0 && messages[messages.length - 1]!.seq > message.seq) {
    next.sort((a, b) => a.seq - b.seq);
  }
  return next;
}

/**
 * Applies one server event to the conversation shown. Only the message an event touches gets a
 * new object, so memoised rows of older messages do not re-render.
 */
export function applyStreamEvent(
  conversation: Conversation | null,
  event: ConversationStreamEvent,
): Conversation | null {
  if (event.type === 'snapshot') return event.conversation;
  if (!conversation) return conversation;
  const { messages } = conversation;
  switch (event.type) {
    case 'message-start':
    case 'message-done':
      return { ...conversation, messages: upsert(messages, event.message) };
    case 'delta': {
      const index = indexOfSeq(messages, event.seq);
      if (index < 0) return conversation;
      const message = messages[index]!;
      return {
        ...conversation,
        messages: messages.with(index, { ...message, content: message.content + event.text }),
      };
    }
    case 'message-discarded': {
      const index = indexOfSeq(messages, event.seq);
      return index < 0 ? conversation : { ...conversation, messages: messages.toSpliced(index, 1) };
    }
    case 'state':
      return { ...event.conversation, messages };
    case 'verdict':
      return conversation;
  }
}

export function applyStreamEvents(
  conversation: Conversation | null,
  events: readonly ConversationStreamEvent[],
): Conversation | null {
  return events.reduce(applyStreamEvent, conversation);
}

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
  return applyStreamEvent(conversation, { type: 'state', conversation: state });
}
