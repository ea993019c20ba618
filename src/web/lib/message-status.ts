import type { MessageStatus } from '../../contract/conversations.ts';

/** An interrupted reply stopped before any text arrived: it shows `InterruptedEmpty`. */
export const isInterruptedEmpty = (message: { status: MessageStatus; content: string }): boolean =>
  message.status === 'interrupted' && message.content.trim() === '';
