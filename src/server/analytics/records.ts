import { ANALYTICS_LIMITS, type ModelRecord } from '../../contract/analytics.ts';
import { bradleyTerryRatings, type Game } from './rating.ts';

/** A judged debate: its agents' models and its latest verdict's winner (a slot; null: a draw). */
export type DebateOutcome = {
  agents: readonly { slot: string; model: string }[];
  winner: string | null;
};

/** How many debates each model took part in, and how many verdicts those debates got. */
export type ModelCount = { model: string; debates: number; verdicts: number };

/**
 * The games a debate's latest verdict makes (decision 027): the winner's model beats each other
 * agent's model; a draw is a draw between every two agents. A model never plays itself.
 */
export function gamesOf({ agents, winner }: DebateOutcome): Game[] {
  if (winner === null) {
    return agents.flatMap((first, index) =>
      agents
        .slice(index + 1)
        .filter((second) => second.model !== first.model)
        .map((second) => ({ a: first.model, b: second.model, score: 0.5 as const })),
    );
  }
  const winning = agents.find((agent) => agent.slot === winner);
  if (!winning) return [];
  return agents
    .filter((agent) => agent.model !== winning.model)
    .map((agent) => ({ a: winning.model, b: agent.model, score: 1 as const }));
}

/** A judged debate whose agents all ran one model: it makes no game (`gamesOf`). */
export const isSelfMatch = ({ agents }: DebateOutcome): boolean =>
  agents.length > 1 && agents.every((agent) => agent.model === agents[0]!.model);

/**
 * Each model's record: its debates and verdicts (`counts`), the games its judged debates made,
 * won, lost and drawn, and its rating; best rated first.
 */
export function modelRecords(
  counts: readonly ModelCount[],
  outcomes: readonly DebateOutcome[],
): ModelRecord[] {
  const records = new Map<string, ModelRecord>();
  const recordOf = (model: string) => {
    let record = records.get(model);
    if (!record) {
      record = {
        model,
        debates: 0,
        verdicts: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        games: 0,
        rating: 0,
      };
      records.set(model, record);
    }
    return record;
  };
  for (const { model, debates, verdicts } of counts) {
    Object.assign(recordOf(model), { debates, verdicts });
  }
  const games = outcomes.flatMap(gamesOf);
  for (const { a, b, score } of games) {
    const [first, second] = [recordOf(a), recordOf(b)];
    first.games += 1;
    second.games += 1;
    if (score === 0.5) {
      first.draws += 1;
      second.draws += 1;
    } else {
      (score === 1 ? first : second).wins += 1;
      (score === 1 ? second : first).losses += 1;
    }
  }
  const ratings = bradleyTerryRatings(games);
  for (const record of records.values()) {
    record.rating = ratings.get(record.model) ?? ANALYTICS_LIMITS.baseRating;
  }
  return [...records.values()].sort(
    (a, b) => b.rating - a.rating || b.games - a.games || a.model.localeCompare(b.model),
  );
}
