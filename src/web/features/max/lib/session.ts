import type { Conversation } from '../../../../contract/conversations.ts';

/** The agent speaking now: the one whose reply streams, else the one due next while running. */
export function currentSpeaker(
  conversation: Pick<Conversation, 'messages' | 'status' | 'nextResponder'>,
): string | null {
  const streaming = conversation.messages.find((message) => message.status === 'streaming');
  if (streaming) return streaming.sender;
  return conversation.status === 'running' ? conversation.nextResponder : null;
}

/** Elapsed time as mm:ss since the start; frozen at the last change once the session ends. */
export function elapsedLabel(
  conversation: Pick<Conversation, 'createdAt' | 'updatedAt' | 'isActive'>,
  now: number,
): string {
  const end = conversation.isActive ? now : Date.parse(conversation.updatedAt);
  const seconds = Math.max(0, Math.floor((end - Date.parse(conversation.createdAt)) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
