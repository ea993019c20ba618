import type { Conversation } from '../../../../contract/conversations.ts';
import { MESSAGE_TEXT } from '../../../../contract/texts.ts';
import { senderOf } from './senders.ts';

/** The plain-text transcript the copy button puts on the clipboard; cut replies are marked. */
export function toTranscript(conversation: Pick<Conversation, 'title' | 'messages'>): string {
  const lines = conversation.messages
    .filter((message) => message.content.trim() !== '')
    .map((message) => {
      const marker =
        message.status === 'interrupted' ? ` (${MESSAGE_TEXT.interrupted.toLowerCase()})` : '';
      return `${senderOf(message.sender).name}${marker}:\n${message.content.trim()}`;
    });
  return [conversation.title, ...lines].join('\n\n');
}
