import { useId, useState, type ReactNode } from 'react';
import { CONVERSATION_LIMITS, DUEL } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { senderOf } from '../lib/senders.ts';

/**
 * SPEC §4/§5: at a checkpoint the user may add a message (≤ 500 characters) or skip. In a duel it
 * is addressed to the Alternative Agent unless chosen otherwise (`targets`); in MAX it is the
 * host's and the round-robin goes on. The caller says what the buttons do (`explanation`), as
 * the checkpoint and the buttons differ by mode.
 */
export function InterventionPanel({
  explanation,
  busy,
  onSubmit,
  onSkip,
  onContinue,
  targets = [...DUEL.slots].reverse(),
  title = 'Your turn to intervene',
  submitLabel = 'Submit',
}: {
  /** What the checkpoint is and what each button does, in this mode. */
  explanation: ReactNode;
  busy: boolean;
  onSubmit: (content: string, target: string | undefined) => void;
  onSkip: () => void;
  onContinue: () => void;
  /** Who may be asked to answer, the default first; none: no choice offered. */
  targets?: readonly string[];
  title?: string;
  submitLabel?: string;
}) {
  const id = useId();
  const [content, setContent] = useState('');
  const [target, setTarget] = useState<string | undefined>(targets[0]);
  const max = CONVERSATION_LIMITS.interventionMaxLength;
  const blank = content.trim() === '';

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2.5 rounded-xl border border-indigo-300 bg-indigo-50/70 p-4 dark:border-indigo-500/40 dark:bg-indigo-950/30"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onSubmit(content.trim(), target);
      }}
    >
      <div>
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {title}
        </h2>
        <p className="text-xs text-muted" data-testid="checkpoint-help">
          {explanation}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            Intervention message
          </label>
          <span className="text-xs text-muted tabular-nums" aria-live="polite">
            {content.length}/{max}
          </span>
        </div>
        <Textarea
          id={`${id}-message`}
          rows={1}
          className="max-h-28 sm:min-h-16"
          maxLength={max}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder="e.g. Focus on the cost to small businesses."
        />
      </div>
      {targets.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <legend className="sr-only">Who should answer</legend>
          <span className="text-sm font-medium" aria-hidden="true">
            Answered by
          </span>
          {targets.map((slot) => (
            <label
              key={slot}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                target === slot ? 'border-accent bg-surface' : 'border-border-strong text-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-target`}
                value={slot}
                checked={target === slot}
                onChange={() => setTarget(slot)}
                className="accent-accent"
              />
              {senderOf(slot).name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onContinue} disabled={busy} className="mr-auto">
          {DASHBOARD_TEXT.continueConversation}
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={busy}>
          Skip
        </Button>
        <Button type="submit" disabled={blank || busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
