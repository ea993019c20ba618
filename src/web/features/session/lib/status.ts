import type { ConversationStatus } from '../../../../contract/conversations.ts';
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
