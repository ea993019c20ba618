import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Conversation, ConversationState } from '../../../../contract/conversations.ts';
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

/** A mutation that sends the person's words (the owner's route, or the live session's). */
export type SpeakMutation = Pick<
  UseMutationResult<unknown, Error, string>,
  'mutate' | 'isPending' | 'isError' | 'error'
>;

/** What the composer needs of the debate: its phase, whose seat is awaited, and the timer. */
export type SeatTurn = Pick<
  ConversationState,
  'format' | 'awaitingSeat' | 'seatTimerMs' | 'messageCount'
>;

/**
 * A person's turn in their seat (DESIGN D20, decision 039): "Your turn", the phase, the composer
 * with its word count against the phase's limit, the timer, and Speak. Shown only while the debate
 * waits for one of `seats`; the owner's page and the live viewer (a collaborator) both use it.
 */
export function SeatComposer({
  turn,
  seats,
  speak,
}: {
  turn: SeatTurn;
  /** The seats the person at this screen holds. */
  seats: readonly string[];
  speak: SpeakMutation;
}) {
  const slot = turn.awaitingSeat;
  if (!slot || !seats.includes(slot)) return null;
  return <Composer key={`${slot}-${turn.messageCount}`} turn={turn} speak={speak} />;
}

/** The owner's seat on their conversation page (duel and MAX). */
export function OwnerSeatComposer({
  conversation,
  onAnswer,
}: {
  conversation: Conversation;
  onAnswer: (conversation: Conversation) => void;
}) {
  const speak = useSpeak(conversation.id, onAnswer);
  const seats = conversation.agents.filter((agent) => agent.seat === 'owner');
  return (
    <SeatComposer turn={conversation} seats={seats.map((agent) => agent.slot)} speak={speak} />
  );
}

function Composer({ turn, speak }: { turn: SeatTurn; speak: SpeakMutation }) {
  const [content, setContent] = useState('');
  const format = turn.format;
  const phase = format?.phases[format.phase];
  const limit = phase?.wordLimit ?? null;
  const words = countWords(content);
  const over = limit !== null && words > limit;
  const left = useCountdown(turn.seatTimerMs);
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
