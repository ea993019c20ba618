import type { FormatProgressView } from '../../../../contract/conversations.ts';
import { FORMAT_UI_TEXT } from '../../../../contract/formats.ts';
import { cn } from '../../../lib/cn.ts';

/** The format's phases above the conversation: done, current (with the turns left), to come. */
export function PhaseTimeline({ format }: { format: FormatProgressView }) {
  const finished = format.phase >= format.phases.length;
  return (
    <nav aria-label={FORMAT_UI_TEXT.timelineLabel} data-testid="phase-timeline">
      {/* Scrolls sideways on a phone: a tab stop, so the keyboard can scroll it too. */}
      <ol
        tabIndex={0}
        className="flex gap-1.5 overflow-x-auto py-2 text-xs [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-ring"
      >
        {format.phases.map((phase, index) => {
          const current = index === format.phase;
          return (
            <li
              key={index}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex shrink-0 flex-col rounded-md border px-2 py-1',
                current
                  ? 'border-accent bg-surface font-medium text-fg'
                  : index < format.phase
                    ? 'border-border text-muted line-through decoration-1'
                    : 'border-border text-muted',
              )}
            >
              <span>{phase.name}</span>
              {current && <span>{FORMAT_UI_TEXT.turnsLeft(format.turnsLeft)}</span>}
            </li>
          );
        })}
        {finished && (
          <li
            aria-current="step"
            className="shrink-0 rounded-md border border-accent px-2 py-1 font-medium"
          >
            {FORMAT_UI_TEXT.finished}
          </li>
        )}
      </ol>
    </nav>
  );
}
