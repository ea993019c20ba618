/**
 * InterruptedMarker: the small label on a reply that was stopped mid-stream and kept with the
 * text written so far (message status `interrupted`). Screen readers hear why, sighted users get
 * the same as a tooltip.
 *   {message.status === 'interrupted' && <InterruptedMarker />}
 */
import { MESSAGE_TEXT } from '../../contract/texts.ts';
import { Badge } from './badge.tsx';
import { StrokeIcon } from './icon.tsx';

export function InterruptedMarker() {
  return (
    <Badge
      tone="warning"
      title={MESSAGE_TEXT.interruptedHint}
      className="px-1.5 py-0 text-[11px]"
      data-testid="interrupted-marker"
    >
      <StrokeIcon
        d="M9 9h6v6H9zM21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z"
        className="size-3"
        strokeLinejoin="round"
      />
      {MESSAGE_TEXT.interrupted}
      <span className="sr-only">: {MESSAGE_TEXT.interruptedHint}</span>
    </Badge>
  );
}

/** What an interrupted reply shows when it was stopped before any text arrived. */
export function InterruptedEmpty() {
  return <p className="text-sm text-muted italic">{MESSAGE_TEXT.interruptedEmpty}</p>;
}
