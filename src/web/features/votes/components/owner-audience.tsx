import { VOTE_UI_TEXT } from '../../../../contract/votes.ts';
import type { Verdict } from '../../../../contract/verdicts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useOwnerVotes, useSetVoting } from '../api/votes.ts';
import { AudienceResult, ENDED, StanceCounts } from './audience-panel.tsx';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/**
 * The owner's view of a live debate's audience (DESIGN D21): the counts as they stream, voting
 * on or off, and at the end the swing and People's Choice beside the judges' verdict.
 */
export function OwnerAudience({
  conversationId,
  live,
  status,
  agents,
  verdicts,
}: {
  conversationId: string;
  /** Only a live debate has an audience. */
  live: boolean;
  status: string;
  agents: readonly { slot: string; name: string }[];
  verdicts: readonly Verdict[] | undefined;
}) {
  const votes = useOwnerVotes(conversationId, live).data;
  const setVoting = useSetVoting(conversationId);
  if (!live || !votes) return null;
  return (
    <Card
      as="section"
      aria-labelledby="owner-audience-title"
      className="mx-4 flex flex-col gap-3 p-4 sm:p-5"
      data-testid="owner-audience"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="owner-audience-title" className="text-base font-semibold">
          <IconLabel d={ICON_PATHS.ballot}>{VOTE_UI_TEXT.title}</IconLabel>
        </h2>
        <Button
          size="sm"
          variant="ghost"
          disabled={setVoting.isPending}
          onClick={() => setVoting.mutate(!votes.enabled)}
        >
          {votes.enabled ? VOTE_UI_TEXT.turnOff : VOTE_UI_TEXT.turnOn}
        </Button>
      </div>
      {!votes.enabled && <p className="text-sm text-muted">{VOTE_UI_TEXT.votingOff}</p>}
      {setVoting.isError && (
        <Alert tone="error">{failureMessage(setVoting.error, VOTE_UI_TEXT.voteFailed)}</Alert>
      )}
      <StanceCounts votes={votes} />
      {ENDED.has(status) && (
        <AudienceResult votes={votes} agents={agents} verdict={verdicts?.at(-1)} />
      )}
    </Card>
  );
}
