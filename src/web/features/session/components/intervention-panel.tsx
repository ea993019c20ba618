import { useId, useState, type ReactNode } from 'react';
import { CONVERSATION_LIMITS, DUEL } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { Button } from '../../../ui/button.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { SegmentedRadioGroup } from '../../../ui/radio-group.tsx';
import { senderOf } from '../lib/senders.ts';

/**
 * SPEC §4/§5: at a checkpoint the user may add a message (≤ 500 characters) or carry on. In a
 * duel it is addressed to the Alternative Agent unless chosen otherwise (`targets`); in MAX it is
 * the host's and the round-robin goes on. SPEC's "Skip" and "Continue Conversation" do the same
 * at a checkpoint, so there is one button, the duel's Continue Conversation (issue 33). The
 * caller says what the buttons do (`explanation`), as the checkpoint differs by mode.
 */
export function InterventionPanel({
  explanation,
  busy,
  onSubmit,
  onContinue,
  targets = [...DUEL.slots].reverse(),
  title = 'Your turn to intervene',
  submitLabel = 'Submit',
  actions,
}: {
  /** What the checkpoint is and what each button does, in this mode. */
  explanation: ReactNode;
  busy: boolean;
  onSubmit: (content: string, target: string | undefined) => void;
  onContinue: () => void;
  /** Who may be asked to answer, the default first; none: no choice offered. */
  targets?: readonly string[];
  title?: string;
  submitLabel?: string;
  /** More a checkpoint offers (the Judge action). */
  actions?: ReactNode;
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
          placeholder={DASHBOARD_TEXT.interventionPlaceholder}
        />
      </div>
      {targets.length > 0 && (
        <SegmentedRadioGroup
          label="Answered by"
          look="chips"
          value={target ?? null}
          onChange={setTarget}
          options={targets.map((slot) => ({ value: slot, label: senderOf(slot).name }))}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <span className="mr-auto" aria-hidden="true" />
        <Button variant="secondary" onClick={onContinue} disabled={busy}>
          {DASHBOARD_TEXT.continueConversation}
        </Button>
        <Button type="submit" disabled={blank || busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
