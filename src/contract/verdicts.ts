/**
 * Verdicts and consensus (DESIGN D18): a judge reads a debate's transcript and answers who argued
 * better, where the agents agree and how far apart they are. The API's shapes, bounds and texts.
 */
import { z } from 'zod';
import { findCatalogModel, PROVIDER_NAMES } from './models.ts';

export const VERDICT_LIMITS = {
  summaryMaxLength: 600,
  /** An agent's stance, an argument's reason, an agreement or a disagreement. */
  textMaxLength: 400,
  /** Shorter passages prove nothing ("the", "yes"); longer ones are not a quote any more. */
  quoteMinLength: 8,
  quoteMaxLength: 500,
  /** Agreements and disagreements kept, each. */
  pointsMax: 8,
  /** Arguments kept per agent and kind. */
  argumentsPerKindMax: 2,
  /** A verdict needs this many agent replies (the opening line is not one). */
  minReplies: 2,
  stopAtConsensusMin: 1,
  stopAtConsensusMax: 100,
  /** Verdicts one account may have in progress at once, per process (DESIGN D13). */
  inProgressPerUser: 2,
  /** Verdicts one account may ask for in a minute, per process (DESIGN D24). */
  requestsPerMinute: 10,
  /**
   * Verdicts one conversation keeps (issue 27): one at each of the checkpoints of the longest
   * two-agent conversation, or as many asked for.
   */
  perConversation: 100,
  /** Judges on a panel (DESIGN D21): one to three, each reading the debate twice. */
  panelMax: 3,
  /** GET …/verdicts answers a page of this many, at most `pageMax`. */
  pageDefault: 20,
  pageMax: 100,
} as const;

export const VERDICT_TEXT = {
  tooFewReplies: `A verdict needs at least ${VERDICT_LIMITS.minReplies} agent replies; let the debate run a little longer.`,
  perConversation: `This conversation already has ${VERDICT_LIMITS.perConversation} verdicts, the most one conversation keeps. Start a new conversation to judge again.`,
  invalidCursor: 'Invalid cursor: use the nextCursor of the page before.',
  pageRange: `limit must be a whole number from 1 to ${VERDICT_LIMITS.pageMax}`,
  tooManyRequests: `You asked for ${VERDICT_LIMITS.requestsPerMinute} verdicts in the last minute, the most allowed. Please wait a minute and try again.`,
  tooManyInProgress: `You already have ${VERDICT_LIMITS.inProgressPerUser} verdicts in progress, the most allowed at once. Wait for one to finish, then try again.`,
  /** 502: the judge answered, but not with a verdict that holds (after one repair attempt). */
  judgeFailed: (judge: string, problem: string) =>
    `The judge (${judge}) did not return a usable verdict: ${problem}. Nothing was saved; try again or choose another judge.`,
  notJson: 'its answer was not a JSON object',
  badShape: (issues: string) => `its answer did not match the verdict's form (${issues})`,
  unknownSlot: (slot: string) => `it named an agent that is not in the debate (${slot})`,
  missingStance: (name: string) => `it gave no stance for ${name}`,
  noValidArgument: (name: string) =>
    `no argument for ${name} quoted one of ${name}'s own messages verbatim`,
  /** The system message of a debate stopped by `stopAtConsensus` (DESIGN D18). */
  stoppedAtConsensus: (consensus: number, threshold: number) =>
    `Consensus reached: the judge's verdict puts consensus at ${consensus}%, at or above the ${threshold}% this debate stops at. The debate stopped here.`,
  /** The system message when the judge asked at a checkpoint gave no verdict. */
  checkpointJudgeFailed: (reason: string) =>
    `No verdict at this checkpoint: ${reason.replace(/\.$/, '')}. The debate waits here as usual; ask the judge again from the menu if you like.`,
  /** A checkpoint judge failed for a reason of the server's own (not the judge's answer). */
  judgeUnavailable: 'the judge could not be reached',
  panelSize: `A judge panel has from 1 to ${VERDICT_LIMITS.panelMax} judges`,
  modelOrPanel: 'Give either `model` or `panel`, not both',
  /** The markdown export's line for a panel's verdict (DESIGN D21). */
  markdownPanel: (agreeing: number, judges: number) =>
    `Panel agreement: ${agreeing} of ${judges} judges`,
  drawWord: 'draw',
  markdownJudge: (model: string, outcome: string, consistent: boolean, ownModel: boolean) =>
    `${model}: ${outcome}${consistent ? '' : ' (changed its verdict when the order was swapped: counted as a draw)'}${ownModel ? ' (judging its own model)' : ''}`,
  judgeSettingsStopRange: `stopAtConsensus must be a whole number from ${VERDICT_LIMITS.stopAtConsensusMin} to ${VERDICT_LIMITS.stopAtConsensusMax}`,
  /** The markdown export's closing section. */
  markdownHeading: 'Verdicts',
  markdownVerdict: (index: number, judge: string, messageCount: number) =>
    `### Verdict ${index} (${judge}, after ${messageCount} messages)`,
  consensus: (percent: number) => `Consensus ${percent}%`,
  winner: (name: string, confidence: number) =>
    `Winner: ${name} (confidence ${Math.round(confidence * 100)}%)`,
  draw: (confidence: number) => `Draw (confidence ${Math.round(confidence * 100)}%)`,
  strongest: 'Strongest',
  weakest: 'Weakest',
  agreements: 'Agreements',
  disagreements: 'Disagreements',
  stances: 'Stances',
  none: 'None',
} as const;

/** The offline judge's words (decision 026): its reasons, agreements and summary. */
export const OFFLINE_JUDGE_TEXT = {
  granted: (name: string) => `${name} granted it in reply`,
  standing: 'The other side never answered it',
  developed: 'Its most developed point',
  answered: (name: string) => `${name} took it up and answered it`,
  thin: 'Its least developed point',
  agreement: (name: string, sentence: string) => `${name} granted: “${sentence}”`,
  disagreement: (author: string, point: string, answerer: string) =>
    `${answerer} disputed ${author}: “${point}”`,
  summary: (motion: string, replies: number, outcome: string, consensus: number) =>
    `On “${motion}”, over ${replies} replies: ${outcome} Consensus ${consensus}%.`,
  winnerOutcome: (name: string) =>
    `${name} answered more of the other side's points and left more of its own standing.`,
  drawOutcome: "neither side answered clearly more of the other's points than it left standing.",
} as const;

/**
 * What the judge is told (it goes upstream, like PROMPT_TEXT). The transcript marks each message
 * with its id and speaker, so a quote can name the message it comes from.
 */
export const JUDGE_PROMPT_TEXT = {
  instructions: [
    'You are the impartial judge of a debate between AI agents. Read the transcript and return a verdict as one JSON object, with nothing before or after it.',
    'Fields: "summary" (at most 600 characters: what the debate established); "positions": one { "slot", "stance" } per agent listed below, the stance in one sentence; "arguments": for every agent at least one { "slot", "kind": "strongest" or "weakest", "messageId", "quote", "reason" }, where "quote" is copied exactly, word for word, from one of that agent\'s own messages and "messageId" is the id of that message; "agreements" and "disagreements": short sentences; "winner": the slot of the agent who argued better, or null for a draw; "confidence": from 0 to 1; "consensus": from 0 (no common ground) to 100 (full agreement).',
    "Judge the arguments, not the positions: answering the other side's points, evidence and concessions count; length and confidence of tone do not.",
  ].join('\n'),
  agents: 'Agents (slot: name):',
  transcriptStart: '<transcript>',
  transcriptEnd: '</transcript>',
  motion: 'Opening line',
  /** A repair attempt: the first answer could not be used. */
  repair: (problem: string) =>
    `That verdict could not be used: ${problem}. Answer again with the corrected JSON object only; every quote must be copied exactly from a message of the agent it is attributed to, with that message's id.`,
} as const;

/** How each message appears in the transcript the judge reads. */
export const transcriptMessage = (
  id: string,
  slot: string,
  speaker: string,
  content: string,
): string => `<message id="${id}" slot="${slot}" speaker="${speaker}">\n${content}\n</message>`;

const stopAtConsensusSchema = z
  .number({ error: VERDICT_TEXT.judgeSettingsStopRange })
  .int(VERDICT_TEXT.judgeSettingsStopRange)
  .min(VERDICT_LIMITS.stopAtConsensusMin, VERDICT_TEXT.judgeSettingsStopRange)
  .max(VERDICT_LIMITS.stopAtConsensusMax, VERDICT_TEXT.judgeSettingsStopRange);

const judgeModelSchema = z.string().trim().min(1).max(200);

/**
 * Who judges (DESIGN D21): one model (`model`, a panel of one) or a panel of one to three; the
 * offline model alone when neither is given.
 */
const judgesShape = {
  /** A catalog model id: a panel of one. */
  model: judgeModelSchema.optional(),
  /** One to three catalog model ids; each judges twice, the agents' order swapped. */
  panel: z
    .array(judgeModelSchema)
    .min(1, VERDICT_TEXT.panelSize)
    .max(VERDICT_LIMITS.panelMax, VERDICT_TEXT.panelSize)
    .optional(),
};
const oneWayToName = (body: { model?: string | undefined; panel?: string[] | undefined }) =>
  body.model === undefined || body.panel === undefined;

/** The panel a body names; empty: the conversation's setting (or the offline judge). */
export const panelOf = (body: { model?: string | undefined; panel?: string[] | undefined }) =>
  body.panel ?? (body.model === undefined ? [] : [body.model]);

/** `judge` of POST /api/conversations. */
export const judgeSettingsBodySchema = z
  .object({
    ...judgesShape,
    /** A verdict each time the debate reaches a checkpoint. */
    everyCheckpoint: z.boolean().optional(),
    /** The debate stops once a verdict's consensus reaches this (1–100). */
    stopAtConsensus: stopAtConsensusSchema.optional(),
  })
  .refine(oneWayToName, { message: VERDICT_TEXT.modelOrPanel, path: ['panel'] });
export type JudgeSettingsBody = z.infer<typeof judgeSettingsBodySchema>;

/** The judge settings as stored and answered (defaults filled in). */
export const judgeSettingsSchema = z.object({
  /** The judges' model ids; empty: the offline model judges alone. */
  panel: z.array(z.string()),
  everyCheckpoint: z.boolean(),
  stopAtConsensus: z.number().int().nullable(),
});
export type JudgeSettings = z.infer<typeof judgeSettingsSchema>;

export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = {
  panel: [],
  everyCheckpoint: false,
  stopAtConsensus: null,
};

export function toJudgeSettings(body: JudgeSettingsBody | undefined): JudgeSettings {
  return {
    panel: body ? panelOf(body) : [],
    everyCheckpoint: body?.everyCheckpoint ?? false,
    stopAtConsensus: body?.stopAtConsensus ?? null,
  };
}

/** POST /api/conversations/{id}/verdict; the body may be left out. */
export const verdictBodySchema = z
  .object(judgesShape)
  .refine(oneWayToName, { message: VERDICT_TEXT.modelOrPanel, path: ['panel'] })
  .nullish()
  .transform((body) => body ?? {});
export type VerdictBody = z.output<typeof verdictBodySchema>;

export const argumentKindSchema = z.enum(['strongest', 'weakest']);
export type ArgumentKind = z.infer<typeof argumentKindSchema>;

export const verdictPositionSchema = z.object({ slot: z.string(), stance: z.string() });

export const verdictArgumentSchema = z.object({
  slot: z.string(),
  kind: argumentKindSchema,
  messageId: z.string(),
  /** A passage of the cited message, as the message has it. */
  quote: z.string(),
  reason: z.string(),
});
export type VerdictArgument = z.infer<typeof verdictArgumentSchema>;

/**
 * One judge of a panel (DESIGN D21): its two readings (the second with the agents' order and
 * labels swapped, its winner named in the debate's slots) and the verdict they reconcile to.
 */
export const panelJudgeSchema = z.object({
  judgeModel: z.string(),
  /** The winner of each reading: a slot, or null for a draw. */
  inOrder: z.string().nullable(),
  swapped: z.string().nullable(),
  /** The reconciled verdict: the readings' winner when they agree, else a draw (null). */
  winner: z.string().nullable(),
  /** Whether both readings named the same winner (position consistency). */
  consistent: z.boolean(),
  /** The judge's model is one of the debaters' (self-preference). */
  ownModel: z.boolean(),
});
export type PanelJudge = z.infer<typeof panelJudgeSchema>;

export const verdictSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  judgeModel: z.string(),
  createdAt: z.string(),
  /** How many messages of the transcript the judge read. */
  messageCount: z.number().int(),
  summary: z.string().max(VERDICT_LIMITS.summaryMaxLength),
  positions: z.array(verdictPositionSchema),
  arguments: z.array(verdictArgumentSchema),
  agreements: z.array(z.string()),
  disagreements: z.array(z.string()),
  /** A slot, or null for a draw. */
  winner: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  consensus: z.number().int().min(0).max(100),
  /** Each judge's readings and verdict; empty for verdicts made before panels. */
  panel: z.array(panelJudgeSchema),
  /** How many judges gave the panel's verdict (the largest group of the same verdict). */
  agreement: z.number().int(),
});
export type Verdict = z.infer<typeof verdictSchema>;

export const verdictResponseSchema = z.object({ verdict: verdictSchema });
/** GET /api/conversations/{id}/verdicts: a page, oldest first, after `cursor`. */
export const listVerdictsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: VERDICT_TEXT.pageRange })
    .int(VERDICT_TEXT.pageRange)
    .min(1, VERDICT_TEXT.pageRange)
    .max(VERDICT_LIMITS.pageMax, VERDICT_TEXT.pageRange)
    .default(VERDICT_LIMITS.pageDefault),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(64).optional(),
});
export type ListVerdictsQuery = z.infer<typeof listVerdictsQuerySchema>;

export const verdictListSchema = z.object({
  verdicts: z.array(verdictSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type VerdictPage = z.infer<typeof verdictListSchema>;

/**
 * What a judge model answers: the verdict's judgement without its bookkeeping. Providers with
 * structured output get this shape as JSON Schema; the bounds (`judgeAnswerSchema`) are checked
 * afterwards, as not every provider's schema dialect takes them.
 */
export const judgeAnswerShape = z.object({
  summary: z.string(),
  positions: z.array(verdictPositionSchema),
  arguments: z.array(verdictArgumentSchema),
  agreements: z.array(z.string()),
  disagreements: z.array(z.string()),
  winner: z.string().nullable(),
  confidence: z.number(),
  consensus: z.number(),
});

export const judgeAnswerSchema = judgeAnswerShape.extend({
  confidence: z.number().min(0).max(1),
  consensus: z.number().min(0).max(100),
});
export type JudgeAnswer = z.infer<typeof judgeAnswerSchema>;

/** Verdicts as a viewer keeps them: one per id, oldest first (a streamed one may repeat). */
export function withVerdict(verdicts: readonly Verdict[], verdict: Verdict): Verdict[] {
  return [...verdicts.filter((known) => known.id !== verdict.id), verdict].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/**
 * Setup's warnings about judges that are also debaters (self-preference, DESIGN D21): one per
 * such judge, naming its family (provider) so another can be chosen.
 */
export function selfJudgingWarnings(
  judges: readonly string[],
  debaterModels: readonly (string | null)[],
): string[] {
  return [...new Set(judges)]
    .filter((judge) => debaterModels.includes(judge))
    .map((judge) => {
      const entry = findCatalogModel(judge);
      const family = entry ? PROVIDER_NAMES[entry.provider] : judge.split('/')[0]!;
      return VERDICT_UI_TEXT.ownModelWarning(entry?.name ?? judge, family);
    });
}

/** What the conversation screens and the live viewer say about verdicts (DESIGN D18). */
export const VERDICT_UI_TEXT = {
  judge: 'Judge',
  judgeNow: 'Ask the judge',
  judging: 'The judge is reading the debate…',
  judgeFailed: 'The judge could not give a verdict',
  panelTitle: 'Verdict',
  // Not from SPEC: a phone's tabs for the messages and the verdicts (issue 33).
  phoneTabs: 'Conversation and verdicts',
  conversationTab: 'Conversation',
  verdictsTab: 'Verdicts',
  panelDescription: (judge: string, messageCount: number) =>
    `${judge}, after ${messageCount} messages`,
  showing: (index: number, count: number) => `Verdict ${index} of ${count}`,
  earlier: 'Earlier verdict',
  later: 'Later verdict',
  summary: 'Summary',
  outcome: 'Outcome',
  stances: 'Stances',
  arguments: 'Arguments',
  argumentOf: (name: string) => `${name}'s arguments`,
  strongest: 'Strongest',
  weakest: 'Weakest',
  /** A quote is a link to its message. */
  goToMessage: (name: string) => `Go to ${name}'s message`,
  agreements: 'Agreements',
  disagreements: 'Disagreements',
  none: 'None',
  consensusLabel: 'Consensus',
  consensus: (percent: number) => `Consensus ${percent}%`,
  chartTitle: 'Consensus over the debate',
  chartCaption: (points: string) => `Consensus by verdict: ${points}.`,
  chartPoint: (messageCount: number, consensus: number) =>
    `after ${messageCount} messages, ${consensus}%`,
  chartAxis: 'Messages judged',
  loadFailed: 'Failed to load the verdicts',
  /** Setup: the judge options of POST /api/conversations. */
  setupTitle: 'Judge',
  setupDescription:
    'A judge reads the debate and says who argued better, where the agents agree and how far apart they are.',
  /** The panel's pickers: the first keeps the one-judge label. */
  judgeModelOf: (index: number) => (index === 0 ? 'Judge model' : `Judge model ${index + 1}`),
  judgeModelHint: `Optional: the built-in offline model judges when none is chosen. Up to ${VERDICT_LIMITS.panelMax} judges, best of different families; each reads the debate twice, the agents' order swapped.`,
  removeJudge: 'Remove this judge',
  everyCheckpoint: 'Give a verdict at every checkpoint',
  stopAtConsensus: 'Stop at consensus (%)',
  /** A panel (DESIGN D21). */
  panelAgreement: (agreeing: number, judges: number) => `${agreeing} of ${judges} judges agree`,
  judgesTitle: 'Judges',
  judgeReadings: 'Read twice, the agents’ order swapped',
  consistent: 'Same verdict both ways',
  inconsistent: 'Changed its verdict when the order was swapped: counted as a draw',
  ownModel: 'judging its own model',
  draw: 'Draw',
  ownModelWarning: (model: string, family: string) =>
    `${model} also debates here: a judge tends to favour its own model's text. Choose a judge from another family than ${family}.`,
  stopAtConsensusHint: `Optional, ${VERDICT_LIMITS.stopAtConsensusMin}–${VERDICT_LIMITS.stopAtConsensusMax}: the debate stops once a verdict's consensus reaches it.`,
} as const;
