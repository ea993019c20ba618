import { useEffect, useState } from 'react';
import type { Conversation } from '../../../../contract/conversations.ts';
import { countWords, FORMAT_UI_TEXT } from '../../../../contract/formats.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { useSpeak } from '../api/formats.ts';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** Seconds left of the person's turn, counted from when it was shown (each turn remounts it). */
function useCountdown(totalMs: number): number {
  const [left, setLeft] = useState(Math.round(totalMs / 1000));
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => {
      setLeft(Math.max(0, Math.round((totalMs - (Date.now() - start)) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [totalMs]);
  return left;
}

/**
 * The owner's turn in their seat (DESIGN D20): "Your turn", the phase, the composer with its word
 * count against the phase's limit, the timer, and Speak. Shown only while the debate waits for them.
 */
export function SeatComposer({
  conversation,
  onAnswer,
}: {
  conversation: Conversation;
  onAnswer: (conversation: Conversation) => void;
}) {
  const slot = conversation.awaitingSeat;
  const seat = conversation.agents.find((agent) => agent.slot === slot);
  if (!seat || seat.seat !== 'owner') return null;
  return (
    <Composer
      key={`${slot}-${conversation.messageCount}`}
      conversation={conversation}
      onAnswer={onAnswer}
    />
  );
}

function Composer({
  conversation,
  onAnswer,
}: {
  conversation: Conversation;
  onAnswer: (conversation: Conversation) => void;
}) {
  const [content, setContent] = useState('');
  const speak = useSpeak(conversation.id, onAnswer);
  const format = conversation.format;
  const phase = format?.phases[format.phase];
  const limit = phase?.wordLimit ?? null;
  const words = countWords(content);
  const over = limit !== null && words > limit;
  const left = useCountdown(conversation.seatTimerMs);
  return (
    <section
      aria-labelledby="your-turn-title"
      data-testid="seat-composer"
      className="flex flex-col gap-3 rounded-xl border-2 border-accent bg-surface p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="your-turn-title" className="text-base font-semibold">
          <IconLabel d={ICON_PATHS.hand}>{FORMAT_UI_TEXT.yourTurn}</IconLabel>
        </h2>
        <span className="text-sm tabular-nums text-muted" role="timer" aria-live="off">
          {FORMAT_UI_TEXT.timeLeft(left)}
        </span>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {phase ? FORMAT_UI_TEXT.yourTurnHelp(phase.name) : FORMAT_UI_TEXT.waitingForYou}
      </p>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!content.trim() || over) return;
          speak.mutate(content.trim());
        }}
      >
        <Field
          label={FORMAT_UI_TEXT.composerLabel}
          hint={FORMAT_UI_TEXT.wordCount(words, limit)}
          error={over ? `At most ${limit} words in this phase` : undefined}
        >
          {(field) => (
            <Textarea
              {...field}
              autoFocus
              rows={4}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.currentTarget.form?.requestSubmit();
                }
              }}
            />
          )}
        </Field>
        {speak.isError && <Alert tone="error">{failureMessage(speak.error, 'Not sent')}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={!content.trim() || over} loading={speak.isPending}>
            {FORMAT_UI_TEXT.send}
          </Button>
        </div>
      </form>
    </section>
  );
}
