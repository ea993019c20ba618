import type { ConversationStatus } from '../../../../contract/conversations.ts';
import { LIVE_TEXT } from '../../../../contract/live.ts';
import { Alert, type AlertTone } from '../../../ui/alert.tsx';

const BANNERS: Record<ConversationStatus, { text: string; tone: AlertTone }> = {
  running: { text: LIVE_TEXT.watching, tone: 'success' },
  waiting: { text: LIVE_TEXT.waitingForHost, tone: 'info' },
  paused: { text: LIVE_TEXT.paused, tone: 'warning' },
  stopped: { text: LIVE_TEXT.stopped, tone: 'warning' },
  failed: { text: LIVE_TEXT.failed, tone: 'error' },
  finished: { text: LIVE_TEXT.finished, tone: 'info' },
};

/**
 * SPEC §2's status banner once connected: 'You are watching a live AI conversation' while it
 * runs, and what it does otherwise (waiting for the host at a checkpoint, paused, stopped).
 */
export function LiveStatusBanner({ status }: { status: ConversationStatus | undefined }) {
  const banner = BANNERS[status ?? 'running'];
  return <Alert tone={banner.tone}>{banner.text}</Alert>;
}
