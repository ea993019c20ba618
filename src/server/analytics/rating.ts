import { ANALYTICS_LIMITS } from '../../contract/analytics.ts';

/** One game between two models: 1 when `a` won, 0 when `b` won, 0.5 for a draw. */
export type Game = { a: string; b: string; score: 0 | 0.5 | 1 };

const ITERATIONS_MAX = 1000;
const TOLERANCE = 1e-9;

/**
 * Bradley–Terry ratings on the Elo scale (decision 027): the strengths that make the games
 * played most likely, where `a` beats `b` with probability γa / (γa + γb) and a draw counts half
 * a win each. Every model also plays one virtual draw against an anchor of strength 1 (rating
 * 1500), so a model that only won stays finite and few games move a rating little. Fitted by
 * Hunter's MM iteration; the order of the games does not matter.
 */
export function bradleyTerryRatings(games: readonly Game[]): Map<string, number> {
  const models = [...new Set(games.flatMap((game) => [game.a, game.b]))].sort();
  const wins = new Map(models.map((model) => [model, 0.5]));
  const opponents = new Map(models.map((model) => [model, new Map<string, number>()]));
  const meet = (model: string, other: string) => {
    const met = opponents.get(model)!;
    met.set(other, (met.get(other) ?? 0) + 1);
  };
  for (const { a, b, score } of games) {
    if (a === b) continue;
    wins.set(a, wins.get(a)! + score);
    wins.set(b, wins.get(b)! + 1 - score);
    meet(a, b);
    meet(b, a);
  }

  let strength = new Map(models.map((model) => [model, 1]));
  for (let iteration = 0; iteration < ITERATIONS_MAX; iteration += 1) {
    const next = new Map<string, number>();
    let change = 0;
    for (const model of models) {
      const own = strength.get(model)!;
      // The anchor's virtual game first: one game against strength 1.
      let denominator = 1 / (own + 1);
      for (const [other, count] of opponents.get(model)!) {
        denominator += count / (own + strength.get(other)!);
      }
      const updated = wins.get(model)! / denominator;
      change = Math.max(change, Math.abs(Math.log(updated / own)));
      next.set(model, updated);
    }
    strength = next;
    if (change < TOLERANCE) break;
  }
  return new Map(
    models.map((model) => [
      model,
      Math.round(ANALYTICS_LIMITS.baseRating + 400 * Math.log10(strength.get(model)!)),
    ]),
  );
}
