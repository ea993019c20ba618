/**
 * A judge panel (DESIGN D21, decision 035): each judge reads the debate twice, the second time
 * with the agents' order and labels swapped, so a verdict that only follows the order (position
 * bias) shows as a flip and counts as a draw; the panel's verdict is the judges' majority.
 */
import type { PanelJudge } from '../../contract/verdicts.ts';
import type { Transcript } from './judge-prompt.ts';

/**
 * The transcript with the agents listed the other way round and each one's slot label taken by
 * its mirror (first ↔ last); `unswap` names a slot of the swapped reading in the debate's slots.
 * Who said what, and in which order, is unchanged.
 */
export function swapTranscript(transcript: Transcript): {
  transcript: Transcript;
  unswap: (slot: string | null) => string | null;
} {
  const slots = transcript.agents.map((agent) => agent.slot);
  const mirror = new Map(slots.map((slot, index) => [slot, slots[slots.length - 1 - index]!]));
  const relabel = (slot: string) => mirror.get(slot) ?? slot;
  return {
    transcript: {
      ...transcript,
      agents: [...transcript.agents]
        .reverse()
        .map((agent) => ({ slot: relabel(agent.slot), name: agent.name })),
      entries: transcript.entries.map((entry) => ({ ...entry, sender: relabel(entry.sender) })),
    },
    // The mirror is its own inverse.
    unswap: (slot) => (slot === null ? null : relabel(slot)),
  };
}

/** One judge's two readings reconciled: the winner they agree on, else a draw. */
export function reconcile(input: {
  judgeModel: string;
  inOrder: string | null;
  swapped: string | null;
  debaterModels: readonly string[];
}): PanelJudge {
  const consistent = input.inOrder === input.swapped;
  return {
    judgeModel: input.judgeModel,
    inOrder: input.inOrder,
    swapped: input.swapped,
    winner: consistent ? input.inOrder : null,
    consistent,
    ownModel: input.debaterModels.includes(input.judgeModel),
  };
}

/**
 * The panel's verdict: the winner (or draw) more than half of the judges gave, else a draw;
 * `agreement` is how many judges gave the most common verdict.
 */
export function panelVerdict(judges: readonly PanelJudge[]): {
  winner: string | null;
  agreement: number;
} {
  const counts = new Map<string | null, number>();
  for (const judge of judges) counts.set(judge.winner, (counts.get(judge.winner) ?? 0) + 1);
  const [top, agreement] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return { winner: agreement * 2 > judges.length ? top : null, agreement };
}

/** Position consistency over verdicts: judges consistent after the swap, of all judges. */
export function positionConsistency(panels: readonly (readonly PanelJudge[])[]): {
  consistent: number;
  judged: number;
} {
  const judges = panels.flat();
  return { consistent: judges.filter((judge) => judge.consistent).length, judged: judges.length };
}
