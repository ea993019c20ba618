import { peoplesChoice } from '../../contract/votes.ts';

/**
 * How often the audience agreed with the judges (DESIGN D21): of the debates with a latest
 * verdict and a People's Choice (most votes, no tie), those whose choice is the verdict's winner.
 * A draw never matches a choice.
 */
export function audienceAgreement(
  outcomes: readonly { conversationId: string; winner: string | null }[],
  choiceVotes: readonly { conversationId: string; slot: string; votes: number }[],
): { compared: number; agreed: number } {
  const winners = new Map(outcomes.map((row) => [row.conversationId, row.winner]));
  const votesOf = new Map<string, { slot: string; votes: number }[]>();
  for (const { conversationId, slot, votes } of choiceVotes) {
    votesOf.set(conversationId, [...(votesOf.get(conversationId) ?? []), { slot, votes }]);
  }
  let compared = 0;
  let agreed = 0;
  for (const [conversationId, votes] of votesOf) {
    if (!winners.has(conversationId)) continue;
    const choice = peoplesChoice({ peoplesChoice: votes.sort((a, b) => b.votes - a.votes) });
    if (choice === null) continue;
    compared += 1;
    if (choice === winners.get(conversationId)) agreed += 1;
  }
  return { compared, agreed };
}
