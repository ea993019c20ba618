import { audienceSwing, peoplesChoice, VOTE_TEXT, type VoteTally } from '../../contract/votes.ts';

/** The markdown export's audience section (DESIGN D21); none when nobody voted. */
export function votesMarkdown(
  agents: readonly { slot: string; name: string }[],
  tally: VoteTally,
): string[] {
  const voted =
    [tally.before, tally.after].some((counts) => counts.for + counts.against + counts.undecided) ||
    tally.peoplesChoice.length > 0;
  if (!voted) return [];
  const choice = peoplesChoice(tally);
  const name = choice === null ? null : (agents.find((a) => a.slot === choice)?.name ?? choice);
  const votes = tally.peoplesChoice.find((entry) => entry.slot === choice)?.votes ?? 0;
  return [
    '',
    `## ${VOTE_TEXT.markdownHeading}`,
    '',
    VOTE_TEXT.markdownPoll('before', tally.before),
    VOTE_TEXT.markdownPoll('after', tally.after),
    VOTE_TEXT.markdownSwing(audienceSwing(tally)),
    VOTE_TEXT.markdownChoice(name, votes),
  ];
}
