import type { FormatProgressView } from '../../../../contract/conversations.ts';
import { FORMAT_UI_TEXT } from '../../../../contract/formats.ts';
import { cn } from '../../../lib/cn.ts';

/** The format's phases above the conversation: done, current (with the turns left), to come. */
export function PhaseTimeline({ format }: { format: FormatProgressView }) {
  const finished = format.phase >= format.phases.length;
  return (
    <nav aria-label={FORMAT_UI_TEXT.timelineLabel} data-testid="phase-timeline">
      {/* Wraps rather than scrolls: every phase stays in sight at 390 px. */}
      <ol className="flex flex-wrap gap-1.5 py-2 text-xs">
        {format.phases.map((phase, index) => {
          const current = index === format.phase;
          return (
            <li
              key={index}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex flex-col rounded-md border px-2 py-1',
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
          <li aria-current="step" className="rounded-md border border-accent px-2 py-1 font-medium">
            {FORMAT_UI_TEXT.finished}
          </li>
        )}
      </ol>
    </nav>
  );
}
