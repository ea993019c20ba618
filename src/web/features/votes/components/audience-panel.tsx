import { useState } from 'react';
import {
  audienceSwing,
  formatSwing,
  peoplesChoice,
  VOTE_STANCES,
  VOTE_TEXT,
  VOTE_UI_TEXT,
  type VoteBody,
  type VotePhase,
  type VoteTally,
} from '../../../../contract/votes.ts';
import { VERDICT_TEXT, VERDICT_UI_TEXT, type Verdict } from '../../../../contract/verdicts.ts';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useCastVote, useLiveVotes } from '../api/votes.ts';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

type Agent = { slot: string; name: string };
/** What the viewer voted in, on this page (the server refuses a second vote anyway). */
type Poll = VotePhase | 'winner';

/** A debate in one of these has ended: the after poll and the People's Choice are open. */
export const ENDED = new Set(['finished', 'stopped', 'failed']);

/**
 * The live audience (DESIGN D21): a viewer's polls on the motion before and after the debate and
 * its People's Choice, the aggregate counts, and at the end the swing and People's Choice beside
 * the judges' verdict.
 */
export function AudiencePanel({
  code,
  status,
  agents,
  verdicts,
}: {
  code: string;
  status: string | undefined;
  agents: readonly Agent[];
  verdicts: readonly Verdict[];
}) {
  const votes = useLiveVotes(code).data;
  const cast = useCastVote(code);
  const [voted, setVoted] = useState<Poll[]>([]);
  if (!votes || status === undefined) return null;
  const ended = ENDED.has(status);
  const pollOf = (body: VoteBody): Poll => ('winner' in body ? 'winner' : body.phase);
  const send = (body: VoteBody) =>
    cast.mutate(body, {
      onSuccess: () => setVoted((known) => [...known, pollOf(body)]),
      onError: (error) => {
        // Voted before (another tab, a reload): the vote is counted already.
        if (error instanceof ApiError && error.serverMessage === VOTE_TEXT.alreadyVoted) {
          setVoted((known) => [...known, pollOf(body)]);
        }
      },
    });
  const phase: VotePhase = ended ? 'after' : 'before';
  const error =
    cast.error && !voted.includes(phase)
      ? failureMessage(cast.error, VOTE_UI_TEXT.voteFailed)
      : null;

  return (
    <Card
      as="section"
      aria-labelledby="audience-title"
      className="flex flex-col gap-4 p-4 sm:p-5"
      data-testid="audience-panel"
    >
      <h2 id="audience-title" className="text-base font-semibold">
        <IconLabel d={ICON_PATHS.ballot}>{VOTE_UI_TEXT.title}</IconLabel>
      </h2>
      {!votes.enabled ? (
        <p className="text-sm text-muted">{VOTE_UI_TEXT.votingOff}</p>
      ) : (
        <>
          <Poll
            legend={phase === 'before' ? VOTE_UI_TEXT.beforeQuestion : VOTE_UI_TEXT.afterQuestion}
            voted={voted.includes(phase)}
            pending={cast.isPending}
            choices={VOTE_STANCES.map((stance) => ({
              value: stance,
              label: VOTE_UI_TEXT.stances[stance],
            }))}
            onVote={(stance) => send({ phase, stance })}
          />
          {ended && (
            <Poll
              legend={VOTE_UI_TEXT.choiceQuestion}
              voted={voted.includes('winner')}
              pending={cast.isPending}
              choices={agents.map((agent) => ({ value: agent.slot, label: agent.name }))}
              onVote={(winner) => send({ winner })}
            />
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </>
      )}
      <StanceCounts votes={votes} />
      {ended && <AudienceResult votes={votes} agents={agents} verdict={verdicts.at(-1)} />}
    </Card>
  );
}

/** The two polls' counts. */
export function StanceCounts({ votes }: { votes: VoteTally }) {
  return (
    <dl
      className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4"
      data-testid="audience-counts"
    >
      <dt className="font-medium">{VOTE_UI_TEXT.before}</dt>
      <dd>{VOTE_UI_TEXT.counts(votes.before)}</dd>
      <dt className="font-medium">{VOTE_UI_TEXT.after}</dt>
      <dd>{VOTE_UI_TEXT.counts(votes.after)}</dd>
    </dl>
  );
}

/** One poll: its question and a button per choice, or the thanks once voted. */
function Poll<Choice extends string>({
  legend,
  voted,
  pending,
  choices,
  onVote,
}: {
  legend: string;
  voted: boolean;
  pending: boolean;
  choices: readonly { value: Choice; label: string }[];
  onVote: (choice: Choice) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {voted ? (
        <p className="text-sm text-success-text" role="status">
          {VOTE_UI_TEXT.voted}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <Button
              key={choice.value}
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => onVote(choice.value)}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The end view: the judges' verdict beside the audience's swing and People's Choice. */
export function AudienceResult({
  votes,
  agents,
  verdict,
}: {
  votes: VoteTally;
  agents: readonly Agent[];
  verdict: Verdict | undefined;
}) {
  const nameOf = (slot: string) => agents.find((agent) => agent.slot === slot)?.name ?? slot;
  const swing = audienceSwing(votes);
  const choice = peoplesChoice(votes);
  const choiceVotes = votes.peoplesChoice.find((entry) => entry.slot === choice)?.votes ?? 0;
  return (
    <div className="grid gap-3 sm:grid-cols-3" data-testid="audience-result">
      <div className="rounded-lg border border-border p-3">
        <p className="text-xs text-muted">{VOTE_UI_TEXT.judgesVerdict}</p>
        <p className="text-sm font-semibold" data-testid="audience-verdict">
          {verdict === undefined
            ? VERDICT_UI_TEXT.none
            : verdict.winner === null
              ? VERDICT_TEXT.draw(verdict.confidence)
              : VERDICT_TEXT.winner(nameOf(verdict.winner), verdict.confidence)}
        </p>
        {verdict && verdict.panel.length > 0 && (
          <p className="text-xs text-muted">
            {VERDICT_UI_TEXT.panelAgreement(verdict.agreement, verdict.panel.length)}
          </p>
        )}
      </div>
      <div className="rounded-lg border border-border p-3">
        <p className="text-xs text-muted">{VOTE_UI_TEXT.swing}</p>
        <p className="text-sm font-semibold" data-testid="audience-swing">
          {swing === null ? VOTE_UI_TEXT.noSwing : formatSwing(swing)}
        </p>
      </div>
      <div className="rounded-lg border border-border p-3">
        <p className="text-xs text-muted">{VOTE_UI_TEXT.peoplesChoice}</p>
        <p className="text-sm font-semibold" data-testid="peoples-choice">
          {choice === null
            ? VOTE_UI_TEXT.noChoice
            : VOTE_UI_TEXT.choiceVotes(nameOf(choice), choiceVotes)}
        </p>
      </div>
    </div>
  );
}
