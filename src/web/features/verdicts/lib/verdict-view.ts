import type { ArgumentKind, Verdict, VerdictArgument } from '../../../../contract/verdicts.ts';

/** A verdict's agents in the conversation's order: stance, and arguments by kind. */
export type AgentJudgement = {
  slot: string;
  stance: string | null;
  arguments: Record<ArgumentKind, VerdictArgument[]>;
};

export function judgementsBySlot(verdict: Verdict, slots: readonly string[]): AgentJudgement[] {
  const judged = new Set([
    ...verdict.positions.map((position) => position.slot),
    ...verdict.arguments.map((argument) => argument.slot),
  ]);
  const ordered = [
    ...slots.filter((slot) => judged.has(slot)),
    ...[...judged].filter((slot) => !slots.includes(slot)),
  ];
  return ordered.map((slot) => {
    const own = verdict.arguments.filter((argument) => argument.slot === slot);
    return {
      slot,
      stance: verdict.positions.find((position) => position.slot === slot)?.stance ?? null,
      arguments: {
        strongest: own.filter((argument) => argument.kind === 'strongest'),
        weakest: own.filter((argument) => argument.kind === 'weakest'),
      },
    };
  });
}

/** The chart's points: consensus by the number of messages judged, oldest verdict first. */
export const consensusSeries = (verdicts: readonly Verdict[]) =>
  verdicts.map((verdict, index) => ({
    index: index + 1,
    messageCount: verdict.messageCount,
    consensus: verdict.consensus,
  }));
