import { memo } from 'react';
import type { LiveSessionInfo, LiveStreamMessage } from '../../../../contract/live.ts';
import { cn } from '../../../lib/cn.ts';
import { isInterruptedEmpty } from '../../../lib/message-status.ts';
import { InterruptedEmpty, InterruptedMarker } from '../../../ui/interrupted-marker.tsx';
import { Markdown } from '../../../ui/markdown.tsx';
import { LIVE_TONES, liveSenderOf } from '../lib/live-senders.ts';
import { HIGHLIGHT_CLASSES, messageAnchorId } from '../../../lib/message-anchor.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** One message of a live session; memoised, as deltas replace only the message they extend. */
export const LiveMessageRow = memo(function LiveMessageRow({
  message,
  sessionInfo,
}: {
  message: LiveStreamMessage;
  sessionInfo: LiveSessionInfo | null;
}) {
  const sender = liveSenderOf(message.sender, sessionInfo);
  const tone = LIVE_TONES[sender.tone];
  const streaming = message.status === 'streaming';
  const interrupted = message.status === 'interrupted';
  return (
    <li
      className={cn(
        'rounded-xl border border-l-4 border-border bg-surface px-4 py-3 shadow-sm shadow-black/[0.02]',
        tone.bar,
        HIGHLIGHT_CLASSES,
      )}
      // A verdict's quote links here (DESIGN D18): focused and highlighted when followed.
      id={messageAnchorId(message.id)}
      tabIndex={-1}
      data-sender={message.sender}
      data-status={message.status}
      aria-busy={streaming || undefined}
    >
      <div className="mb-1.5 flex flex-wrap items-center gap-2 text-xs">
        <span className={cn('font-semibold', tone.name)}>{sender.name}</span>
        {sender.badge && (
          <span className={cn('rounded-full px-2 py-0.5 text-[11px] font-medium', tone.badge)}>
            {sender.badge}
          </span>
        )}
        <time className="text-muted" dateTime={message.timestamp}>
          {timeFormat.format(new Date(message.timestamp))}
        </time>
        {interrupted && <InterruptedMarker />}
      </div>
      {streaming && message.content === '' ? (
        <p className="text-sm text-muted">…</p>
      ) : isInterruptedEmpty(message) ? (
        <InterruptedEmpty />
      ) : (
        <Markdown
          className={cn(
            streaming &&
              "[&>:last-child]:after:ml-0.5 [&>:last-child]:after:animate-blink [&>:last-child]:after:content-['▍']",
          )}
        >
          {message.content}
        </Markdown>
      )}
    </li>
  );
});
