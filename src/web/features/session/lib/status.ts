import type {
  ConversationMessage,
  ConversationStatus,
} from '../../../../contract/conversations.ts';
import { STATE_REASON_TEXT } from '../../../../contract/texts.ts';
import type { BadgeTone } from '../../../ui/badge.tsx';

export const STATUS_LABELS: Record<ConversationStatus, { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'success' },
  waiting: { label: 'Waiting for you', tone: 'accent' },
  paused: { label: 'Paused', tone: 'warning' },
  stopped: { label: 'Stopped', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
  finished: { label: 'Finished', tone: 'neutral' },
};

/** Go Live continues a conversation that is paused or stopped; any other one goes on as it is. */
export const goLiveContinues = (status: ConversationStatus): boolean =>
  status === 'paused' || status === 'stopped';

/**
 * A conversation's state in words: its one-word label and why it is so. The last message says why
 * when it is the server's notice (consensus reached, usage limit, message limit, breaker), so the
 * footer and that notice never disagree; otherwise the state's own reason.
 */
export function stateInWords(
  status: ConversationStatus,
  lastMessage: Pick<ConversationMessage, 'sender' | 'content'> | undefined,
): { label: string; reason: string } {
  const reason = lastMessage?.sender === 'system' ? lastMessage.content : STATE_REASON_TEXT[status];
  return { label: STATUS_LABELS[status].label, reason };
}
