import type { Conversation } from '../../../../contract/conversations.ts';
import { senderOf } from './senders.ts';

/** The plain-text transcript the copy button puts on the clipboard. */
export function toTranscript(conversation: Pick<Conversation, 'title' | 'messages'>): string {
  const lines = conversation.messages
    .filter((message) => message.content.trim() !== '')
    .map((message) => `${senderOf(message.sender).name}:\n${message.content.trim()}`);
  return [conversation.title, ...lines].join('\n\n');
}
