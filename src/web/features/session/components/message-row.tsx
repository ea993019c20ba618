import { memo } from 'react';
import type { ConversationMessage } from '../../../../contract/conversations.ts';
import { MESSAGE_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { HIGHLIGHT_CLASSES, messageAnchorId } from '../../../lib/message-anchor.ts';
import { isInterruptedEmpty } from '../../../lib/message-status.ts';
import { InterruptedEmpty, InterruptedMarker } from '../../../ui/interrupted-marker.tsx';
import { ICON_PATHS, StrokeIcon } from '../../../ui/icon.tsx';
import { Markdown } from '../../../ui/markdown.tsx';
import { withoutLeadingEmoji } from '../lib/notice-text.ts';
import { TONE_CLASSES, type Sender } from '../lib/senders.ts';
import { SenderAvatar } from './sender-avatar.tsx';
import { ThinkingDots } from './thinking-indicator.tsx';

/** A blinking caret after the last block while the text streams in. */
const STREAMING_CARET =
  "[&>:last-child]:after:ml-0.5 [&>:last-child]:after:animate-blink [&>:last-child]:after:content-['▍']";

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * One message, on the owner's screens and the live viewer's alike; `senderOf` names its sender
 * as that screen does. Memoised on the message object: the stream replaces only the message it
 * changes, so a long history is not re-rendered for every delta.
 */
export const MessageRow = memo(function MessageRow({
  message,
  senderOf,
}: {
  message: ConversationMessage;
  senderOf: (sender: string) => Sender;
}) {
  const sender = senderOf(message.sender);
  const tone = TONE_CLASSES[sender.tone];
  const streaming = message.status === 'streaming';
  const failed = message.status === 'error';
  // A system notice or a failure: an icon before its text, never an emoji in it.
  const notice = failed || message.sender === 'system';
  return (
    <li
      className={cn(
        'rounded-xl border border-l-4 border-border bg-surface px-4 py-3 shadow-sm shadow-black/[0.02]',
        tone.bar,
        HIGHLIGHT_CLASSES,
        failed && 'bg-danger-soft',
      )}
      // A verdict's quote links here (DESIGN D18): focused and highlighted when followed.
      id={messageAnchorId(message.id)}
      tabIndex={-1}
      data-sender={message.sender}
      data-status={message.status}
      aria-busy={streaming || undefined}
    >
      <div className="mb-1.5 flex flex-wrap items-center gap-2 text-xs">
        {sender.icon && <SenderAvatar sender={sender} size="sm" />}
        <span className={cn('font-semibold', tone.name)}>{sender.name}</span>
        {sender.badge && (
          <span className={cn('rounded-full px-2 py-0.5 text-[11px] font-medium', tone.badge)}>
            {sender.badge}
          </span>
        )}
        <time className="text-muted" dateTime={message.timestamp}>
          {timeFormat.format(new Date(message.timestamp))}
        </time>
        {message.phase && (
          <span className="rounded-full border border-border px-2 py-0.5 text-[11px] text-muted">
            {message.phase}
          </span>
        )}
        {message.status === 'interrupted' && <InterruptedMarker />}
      </div>
      {streaming && message.content === '' ? (
        <ThinkingDots label={`${sender.name} is thinking`} />
      ) : isInterruptedEmpty(message) ? (
        <InterruptedEmpty />
      ) : notice ? (
        <div className="flex items-start gap-2">
          <StrokeIcon
            d={failed ? ICON_PATHS.error : ICON_PATHS.info}
            className={cn('mt-0.5 size-4 shrink-0', failed ? 'text-danger-text' : 'text-muted')}
          />
          <Markdown className="min-w-0 flex-1">{withoutLeadingEmoji(message.content)}</Markdown>
        </div>
      ) : (
        <Markdown className={cn(streaming && STREAMING_CARET)}>{message.content}</Markdown>
      )}
      {failed && message.detail && (
        <p className="mt-1.5 text-xs break-words text-fg">
          <span className="font-medium">{MESSAGE_TEXT.errorDetailLabel}</span> {message.detail}
        </p>
      )}
    </li>
  );
});
