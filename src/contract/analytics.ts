/**
 * GET /api/analytics (DESIGN D18): the signed-in user's debates, messages, tokens, model record
 * and personas over the last N UTC days.
 */
import { z } from 'zod';
import { MODEL_CLASSES, type ModelClass } from './models.ts';

export const ANALYTICS_LIMITS = {
  defaultDays: 30,
  maxDays: 365,
  /** The periods the /analytics page offers. */
  periods: [7, 30, 90, 365],
  /** The most used personas listed. */
  personasMax: 10,
  /** Where every model's rating starts (the Elo scale's usual origin). */
  baseRating: 1500,
  /** Analytics one account may ask for in a minute, and compute at once, per process (D24). */
  requestsPerMinute: 20,
  atOncePerUser: 1,
} as const;

export const ANALYTICS_TEXT = {
  tooManyRequests: `You asked for your analytics ${ANALYTICS_LIMITS.requestsPerMinute} times in the last minute, the most allowed. Please wait a minute and try again.`,
  tooManyAtOnce:
    'Your analytics are still being computed for another request. Please try again in a moment.',
  daysRange: `days must be a whole number from 1 to ${ANALYTICS_LIMITS.maxDays}`,
  unknownParameters: (names: readonly string[]) =>
    `Unknown query parameter ${names.join(', ')}: only days is read, and days must be a whole number from 1 to ${ANALYTICS_LIMITS.maxDays}`,
  title: 'Analytics',
  subtitle: 'Your debates, tokens and which of your models win, from your own conversations.',
  periodLabel: 'Period',
  period: (days: number) => `Last ${days} days`,
  activityCaption: (debates: number, messages: number, days: number) =>
    `${debates} debates and ${messages} messages in the last ${days} days, per day.`,
  tokensCaption: (tokens: string, days: number) =>
    `${tokens} tokens in the last ${days} days, per day and model class.`,
  recordChartTitle: 'Wins, losses and draws',
  debates: 'Debates',
  messages: 'Messages',
  tokens: 'Tokens',
  activityTitle: 'Debates and messages over time',
  tokensOverTimeTitle: 'Tokens over time by model class',
  tokensByModelTitle: 'Tokens by model',
  modelRecordTitle: 'Model record',
  modelRecordHint:
    "From each debate's latest verdict: the winner's model beats every other agent's model, a draw is a draw. Ratings are Bradley–Terry on the Elo scale; with few games they mean little.",
  /** Why judged debates of one model against itself add no games (issue 33). */
  selfMatches: (debates: number) =>
    `Ratings count games between different models: ${debates} judged ${debates === 1 ? 'debate' : 'debates'} of a model against itself ${debates === 1 ? 'was' : 'were'} left out.`,
  personasTitle: 'Most used personas',
  audienceTitle: 'Audience and judges',
  audienceAgreement: (agreed: number, compared: number) =>
    compared === 0
      ? 'No debate has both a verdict and a People’s Choice yet.'
      : `The audience’s People’s Choice matched the judges’ verdict in ${agreed} of ${compared} debates.`,
  personTitle: 'Your record',
  personHint:
    'From the latest verdict of each debate where you held a seat: against each model you faced.',
  emptyPerson:
    'You have not held a seat in a judged debate yet: take a seat at setup, then ask for a verdict.',
  personSummary: (wins: number, losses: number, draws: number) =>
    `${wins} wins, ${losses} losses, ${draws} draws`,
  model: 'Model',
  wins: 'Wins',
  losses: 'Losses',
  draws: 'Draws',
  games: 'Games',
  rating: 'Rating',
  persona: 'Persona',
  uses: 'Uses',
  sortBy: (column: string) => `Sort by ${column}`,
  emptyTitle: 'No debates yet in this period',
  emptyBody: 'Start a debate and ask for a verdict: your analytics appear here.',
  emptyRecord: 'No verdicts yet: ask a judge for a verdict on a debate to see which models win.',
  emptyTokens: 'No tokens used in this period.',
  emptyPersonas: 'No personas used in this period.',
  startDebate: 'Start a debate',
  loadFailed: 'Analytics could not be loaded.',
} as const;

/**
 * Strict: any other parameter (`days[]=1`, `Days=7`) is a 400 naming it, never read as the
 * default period.
 */
export const analyticsQuerySchema = z.strictObject(
  {
    days: z.coerce
      .number({ error: ANALYTICS_TEXT.daysRange })
      .int(ANALYTICS_TEXT.daysRange)
      .min(1, ANALYTICS_TEXT.daysRange)
      .max(ANALYTICS_LIMITS.maxDays, ANALYTICS_TEXT.daysRange)
      .default(ANALYTICS_LIMITS.defaultDays),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? ANALYTICS_TEXT.unknownParameters(issue.keys) : undefined,
  },
);

const classTokensSchema = z.object(
  Object.fromEntries(MODEL_CLASSES.map((modelClass) => [modelClass, z.number().int()])) as Record<
    ModelClass,
    z.ZodNumber
  >,
);

export const modelRecordSchema = z.object({
  model: z.string(),
  /** The user's debates in the period where the model was an agent. */
  debates: z.number().int(),
  /** Verdicts on those debates. */
  verdicts: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** Games counted for the rating: wins + losses + draws against other models. */
  games: z.number().int(),
  rating: z.number().int(),
});
export type ModelRecord = z.infer<typeof modelRecordSchema>;

/** The person's own record from the judged debates where they held a seat (DESIGN D20). */
export const personRecordSchema = z.object({
  debates: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** Each model that held a seat against them, with the person's results against it. */
  opponents: z.array(
    z.object({
      model: z.string(),
      wins: z.number().int(),
      losses: z.number().int(),
      draws: z.number().int(),
    }),
  ),
});
export type PersonRecord = z.infer<typeof personRecordSchema>;

export const analyticsSchema = z.object({
  days: z.number().int(),
  debates: z.number().int(),
  messages: z.number().int(),
  tokens: z.object({
    total: z.number().int(),
    byClass: classTokensSchema,
    byModel: z.array(z.object({ model: z.string(), tokens: z.number().int() })),
    /** Every UTC day of the period, oldest first, with its tokens by class. */
    byDay: z.array(
      z.object({ date: z.string(), tokens: z.number().int(), byClass: classTokensSchema }),
    ),
  }),
  /** Every UTC day of the period, oldest first: debates started and messages written. */
  activity: z.array(
    z.object({ date: z.string(), debates: z.number().int(), messages: z.number().int() }),
  ),
  models: z.array(modelRecordSchema),
  /** Judged debates between one model and itself: they make no game, so no rating. */
  selfMatches: z.number().int(),
  person: personRecordSchema,
  personas: z.array(z.object({ personaId: z.string(), name: z.string(), uses: z.number().int() })),
  /**
   * Debates with both a verdict and a People's Choice (DESIGN D21), and how many of them the
   * audience's choice matched the latest verdict's winner.
   */
  audience: z.object({ compared: z.number().int(), agreed: z.number().int() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
