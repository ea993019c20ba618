import type { PersonRecord } from '../../contract/analytics.ts';
import type { Seat } from '../../contract/formats.ts';

/**
 * A judged debate's agents, who held each seat (`mine`: the person whose record it is, in person),
 * and its latest verdict's winner (null: a draw).
 */
export type SeatedOutcome = {
  agents: readonly { slot: string; model: string; seat: Seat; mine: boolean }[];
  winner: string | null;
};

type Result = 'wins' | 'losses' | 'draws';

/**
 * The person's record from the judged debates where they held a seat: a debate is a win when
 * the winner is their seat, a draw when the verdict is one, a loss otherwise; each model that
 * held a seat against them gets that result once per debate. Most faced first.
 */
export function personRecord(outcomes: readonly SeatedOutcome[]): PersonRecord {
  const record: PersonRecord = { debates: 0, wins: 0, losses: 0, draws: 0, opponents: [] };
  const opponents = new Map<string, PersonRecord['opponents'][number]>();
  for (const { agents, winner } of outcomes) {
    const mine = agents.filter((agent) => agent.mine).map((agent) => agent.slot);
    if (mine.length === 0) continue;
    const result: Result = winner === null ? 'draws' : mine.includes(winner) ? 'wins' : 'losses';
    record.debates += 1;
    record[result] += 1;
    const faced = new Set(agents.filter((a) => a.seat === 'model').map((a) => a.model));
    for (const model of faced) {
      const opponent = opponents.get(model) ?? { model, wins: 0, losses: 0, draws: 0 };
      opponent[result] += 1;
      opponents.set(model, opponent);
    }
  }
  const total = (o: PersonRecord['opponents'][number]) => o.wins + o.losses + o.draws;
  record.opponents = [...opponents.values()].sort(
    (a, b) => total(b) - total(a) || a.model.localeCompare(b.model),
  );
  return record;
}
