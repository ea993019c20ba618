import { ANALYTICS_LIMITS, type Analytics } from '../../contract/analytics.ts';
import { MODEL_CLASSES, type ModelClass } from '../../contract/models.ts';
import { mapClasses } from '../../contract/usage.ts';
import { findPersona } from '../../contract/personas.ts';
import { audienceAgreement } from './audience.ts';
import type { Seat } from '../../contract/formats.ts';
import { personRecord, type SeatedOutcome } from './person-record.ts';
import type { AnalyticsRepository } from './repository.ts';
import { isSelfMatch, type DebateOutcome, type modelRecords } from './records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC dates of the last `days` days, today last, and the start of the first. */
export function periodOf(days: number, now: Date): { since: Date; dates: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, index) =>
    new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { since, dates };
}

/** The judged debates that rows of (debate, latest winner, agent) describe, agents in order. */
function outcomesOf(
  rows: readonly {
    conversationId: string;
    winner: string | null;
    slot: string;
    model: string;
    seat: Seat;
    mine: boolean;
  }[],
): (SeatedOutcome & { conversationId: string })[] {
  const debates = new Map<
    string,
    SeatedOutcome & { conversationId: string; agents: SeatedOutcome['agents'][number][] }
  >();
  for (const row of rows) {
    const debate = debates.get(row.conversationId) ?? {
      conversationId: row.conversationId,
      winner: row.winner,
      agents: [],
    };
    debate.agents.push({ slot: row.slot, model: row.model, seat: row.seat, mine: row.mine });
    debates.set(row.conversationId, debate);
  }
  return [...debates.values()];
}

/** A debate's outcome between models: a person's seat is no model's game. */
const betweenModels = ({ agents, winner }: SeatedOutcome): DebateOutcome => ({
  agents: agents.filter((agent) => agent.seat === 'model'),
  winner,
});

export function createAnalyticsService(
  repository: AnalyticsRepository,
  options: {
    /** Where the model ratings are computed: off the event loop (the compute pool, decision 029). */
    compute: {
      run(
        account: string,
        task: 'modelRecords',
        input: Parameters<typeof modelRecords>,
      ): Promise<ReturnType<typeof modelRecords>>;
    };
    now?: () => Date;
  },
) {
  const { compute } = options;
  const now = options.now ?? (() => new Date());

  return {
    /** GET /api/analytics: the signed-in user's last `days` UTC days (DESIGN D18). */
    async forUser(userId: string, days: number): Promise<Analytics> {
      const { since, dates } = periodOf(days, now());
      // One query at a time: an account's analytics never hold the database with six queries
      // at once while other accounts' requests wait behind them (decision 029).
      const debatesByDay = await repository.debatesByDay(userId, since);
      const messagesByDay = await repository.messagesByDay(userId, since);
      const tokenRows = await repository.tokensByDayClassModel(userId, since);
      const modelDebates = await repository.modelDebates(userId, since);
      const outcomes = outcomesOf(await repository.latestOutcomes(userId, since));
      const held = outcomesOf(await repository.latestOutcomes(userId, since, 'held'));
      const personas = await repository.personaUses(userId, since, ANALYTICS_LIMITS.personasMax);
      const choiceVotes = await repository.peoplesChoiceVotes(userId, since);
      const models = await compute.run(userId, 'modelRecords', [
        modelDebates,
        outcomes.map(betweenModels),
      ]);

      const zeroClasses = () => mapClasses(() => 0);
      const byDay = new Map(dates.map((date) => [date, { tokens: 0, byClass: zeroClasses() }]));
      const byClass = zeroClasses();
      const byModel = new Map<string, number>();
      for (const row of tokenRows) {
        const day = byDay.get(row.day);
        if (day) {
          day.tokens += row.tokens;
          day.byClass[row.modelClass] += row.tokens;
        }
        byClass[row.modelClass] += row.tokens;
        byModel.set(row.model, (byModel.get(row.model) ?? 0) + row.tokens);
      }
      const debatesOn = new Map(debatesByDay.map((row) => [row.day, row.debates]));
      const messagesOn = new Map(messagesByDay.map((row) => [row.day, row.messages]));

      return {
        days,
        debates: debatesByDay.reduce((sum, row) => sum + row.debates, 0),
        messages: messagesByDay.reduce((sum, row) => sum + row.messages, 0),
        tokens: {
          total: MODEL_CLASSES.reduce(
            (sum, modelClass: ModelClass) => sum + byClass[modelClass],
            0,
          ),
          byClass,
          byModel: [...byModel]
            .map(([model, tokens]) => ({ model, tokens }))
            .sort((a, b) => b.tokens - a.tokens || a.model.localeCompare(b.model)),
          byDay: dates.map((date) => ({ date, ...byDay.get(date)! })),
        },
        activity: dates.map((date) => ({
          date,
          debates: debatesOn.get(date) ?? 0,
          messages: messagesOn.get(date) ?? 0,
        })),
        models,
        selfMatches: outcomes.map(betweenModels).filter(isSelfMatch).length,
        audience: audienceAgreement(outcomes, choiceVotes),
        person: personRecord([...outcomes, ...held]),
        personas: personas.map((row) => ({
          personaId: row.personaId,
          name: findPersona(row.personaId)?.name ?? row.personaId,
          uses: row.uses,
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
