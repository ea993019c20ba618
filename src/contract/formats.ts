import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { idSchema } from './ids.ts';

/**
 * Debate formats as data (DESIGN D20, decision 034). A format is a list of phases; each phase has
 * its speakers' order for one round (by side or by slot), how many rounds, a word limit per turn,
 * the instruction its speakers get and whether a checkpoint follows it. Free is today's shape:
 * no phases, SPEC's checkpoints every 10 (20 in MAX) messages.
 */

/** Agents are given sides in turn: the first agent (and the third, fifth) is `for`. */
export const sideSchema = z.enum(['for', 'against']);
export type Side = z.infer<typeof sideSchema>;

/**
 * Who holds an agent's seat: its model, the conversation's owner in person, or a collaborator (an
 * account the owner named by email, decision 039) speaking from the live session.
 */
export const seatSchema = z.enum(['model', 'owner', 'collaborator']);
export type Seat = z.infer<typeof seatSchema>;

/** Why a collaborator's email cannot name their seat yet (the setup's message), or null. */
export function collaboratorEmailProblem(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Email is invalid');
}

/** `agents[i].seat` of POST /api/conversations: a collaborator's seat names their account's email. */
export const seatChoiceSchema = z.union([
  z.enum(['model', 'owner']),
  z.object({ collaborator: emailSchema }).strict(),
]);
export type SeatChoice = z.infer<typeof seatChoiceSchema>;

/** A speaker's job in a turn; the offline model follows it (an opening makes a case, ...). */
export const phaseKindSchema = z.enum(['opening', 'rebuttal', 'question', 'answer', 'closing']);
export type PhaseKind = z.infer<typeof phaseKindSchema>;

export const FORMAT_LIMITS = {
  phasesMax: 12,
  speakersMax: 10,
  roundsMax: 10,
  wordLimitMin: 20,
  wordLimitMax: 1000,
  nameMaxLength: 60,
  instructionMaxLength: 500,
  /** A person's turn waits this long before the seat passes (set per debate). */
  seatTimerDefaultMs: 3 * 60 * 1000,
  seatTimerMinSeconds: 10,
  seatTimerMaxSeconds: 30 * 60,
} as const;

export const FORMAT_TEXT = {
  /** The prompt line a speaker gets: the phase, its instruction, its job and its word limit. */
  phasePrompt: (name: string, instruction: string, job: string, wordLimit: number) =>
    `Debate phase: ${name}. ${instruction} ${job} Keep to ${wordLimit} words.`,
  jobs: {
    opening: 'Make your own case; do not rebut yet.',
    rebuttal: 'Answer the other side’s arguments.',
    question: 'Ask only questions: one or two, no statements.',
    answer: 'Only answer the question put to you; ask none.',
    closing: 'Sum up your case; add nothing new.',
  } satisfies Record<PhaseKind, string>,
  sides: { for: 'For', against: 'Against' } satisfies Record<Side, string>,
  unknownFormat: 'Unknown debate format',
  formatNotFound: 'Format not found',
  debateFinished: 'The debate has finished: every phase of its format has been spoken.',
  formatFinished: 'The debate has finished; start a new one to debate again.',
  formatDecidesSpeaker: 'In a debate format, the format decides who speaks next',
  notYourTurn: 'It is not your turn to speak',
  overWordLimit: (limit: number, words: number) =>
    `Your message has ${words} words; this phase allows at most ${limit}`,
  seatPassed: (name: string) => `${name} did not speak in time: the turn passes.`,
  /** Decision 039: what signup's 409 already tells, at the rate of creations (per hour). */
  collaboratorUnknown:
    'No Parley account has this email: ask them to sign up, then start the debate again',
  collaboratorIsOwner: 'That is your own email: choose your own seat instead',
  yourTurn: 'Your turn',
} as const;

const speakerSchema = z.union([
  z.object({ side: sideSchema, kind: phaseKindSchema.optional() }).strict(),
  /** By position among the agents (0 = the first), for custom formats. */
  z.object({ slot: z.number().int().min(0).max(4), kind: phaseKindSchema.optional() }).strict(),
]);
export type Speaker = z.infer<typeof speakerSchema>;

/** The editor's messages (and the API's): what the field needs, with its bounds. */
export const FORMAT_FIELD_TEXT = {
  name: `A name of 1 to ${FORMAT_LIMITS.nameMaxLength} characters`,
  instruction: `An instruction of 1 to ${FORMAT_LIMITS.instructionMaxLength} characters`,
  rounds: `Rounds: a whole number from 1 to ${FORMAT_LIMITS.roundsMax}`,
  wordLimit: `Word limit: a whole number from ${FORMAT_LIMITS.wordLimitMin} to ${FORMAT_LIMITS.wordLimitMax}`,
  phases: `From 1 to ${FORMAT_LIMITS.phasesMax} phases`,
} as const;

const boundedText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const boundedInt = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const phaseSchema = z
  .object({
    name: boundedText(FORMAT_LIMITS.nameMaxLength, FORMAT_FIELD_TEXT.name),
    /** The job of its speakers (a speaker may have its own, as in cross-examination). */
    kind: phaseKindSchema,
    /** One round's order of speakers; a side stands for each of its agents in turn. */
    speakers: z.array(speakerSchema).min(1).max(FORMAT_LIMITS.speakersMax),
    rounds: boundedInt(1, FORMAT_LIMITS.roundsMax, FORMAT_FIELD_TEXT.rounds),
    wordLimit: boundedInt(
      FORMAT_LIMITS.wordLimitMin,
      FORMAT_LIMITS.wordLimitMax,
      FORMAT_FIELD_TEXT.wordLimit,
    ),
    instruction: boundedText(FORMAT_LIMITS.instructionMaxLength, FORMAT_FIELD_TEXT.instruction),
    /** The host may put a question before the next phase. */
    checkpointAfter: z.boolean(),
  })
  .strict();
export type Phase = z.infer<typeof phaseSchema>;

/** A custom format as saved (POST /api/formats). */
export const formatBodySchema = z
  .object({
    name: boundedText(FORMAT_LIMITS.nameMaxLength, FORMAT_FIELD_TEXT.name),
    phases: z
      .array(phaseSchema)
      .min(1, FORMAT_FIELD_TEXT.phases)
      .max(FORMAT_LIMITS.phasesMax, FORMAT_FIELD_TEXT.phases),
  })
  .strict();
export type FormatBody = z.infer<typeof formatBodySchema>;

export const BUILT_IN_FORMAT_IDS = ['free', 'oxford', 'lincoln-douglas', 'socratic'] as const;
export const builtInFormatIdSchema = z.enum(BUILT_IN_FORMAT_IDS);
export type BuiltInFormatId = z.infer<typeof builtInFormatIdSchema>;

export const formatSchema = formatBodySchema.extend({
  id: z.string(),
  builtIn: z.boolean(),
  phases: z.array(phaseSchema).max(FORMAT_LIMITS.phasesMax),
});
export type DebateFormat = z.infer<typeof formatSchema>;

export const formatListSchema = z.object({ formats: z.array(formatSchema) });
export const formatIdParamsSchema = z.object({ id: idSchema(FORMAT_TEXT.formatNotFound) });

/** `format` of POST /api/conversations: a built-in id or a saved custom format's id. */
export const formatRefSchema = z.string().trim().min(1).max(60);

const both = (kind: PhaseKind, first: Side = 'for'): Speaker[] => [
  { side: first, kind },
  { side: first === 'for' ? 'against' : 'for', kind },
];

const crossExamination = (asks: Side): Speaker[] => [
  { side: asks, kind: 'question' },
  { side: asks === 'for' ? 'against' : 'for', kind: 'answer' },
];

export const BUILT_IN_FORMATS: readonly DebateFormat[] = [
  { id: 'free', builtIn: true, name: 'Free', phases: [] },
  {
    id: 'oxford',
    builtIn: true,
    name: 'Oxford',
    phases: [
      {
        name: 'Openings',
        kind: 'opening',
        speakers: both('opening'),
        rounds: 1,
        wordLimit: 300,
        instruction: 'Open your side’s case on the motion.',
        checkpointAfter: false,
      },
      {
        name: 'Rebuttals',
        kind: 'rebuttal',
        speakers: both('rebuttal'),
        rounds: 2,
        wordLimit: 200,
        instruction: 'Rebut the other side’s case.',
        checkpointAfter: true,
      },
      {
        name: 'Closings',
        kind: 'closing',
        speakers: both('closing', 'against'),
        rounds: 1,
        wordLimit: 150,
        instruction: 'Close your side’s case; the opposition closes first.',
        checkpointAfter: false,
      },
    ],
  },
  {
    id: 'lincoln-douglas',
    builtIn: true,
    name: 'Lincoln–Douglas',
    phases: [
      {
        name: 'Affirmative constructive',
        kind: 'opening',
        speakers: [{ side: 'for' }],
        rounds: 1,
        wordLimit: 300,
        instruction: 'The affirmative builds its case for the motion.',
        checkpointAfter: false,
      },
      {
        name: 'Cross-examination by the negative',
        kind: 'question',
        speakers: crossExamination('against'),
        rounds: 3,
        wordLimit: 80,
        instruction: 'The negative questions the affirmative; the affirmative answers.',
        checkpointAfter: false,
      },
      {
        name: 'Negative constructive',
        kind: 'opening',
        speakers: [{ side: 'against' }],
        rounds: 1,
        wordLimit: 300,
        instruction: 'The negative builds its case against the motion.',
        checkpointAfter: false,
      },
      {
        name: 'Cross-examination by the affirmative',
        kind: 'question',
        speakers: crossExamination('for'),
        rounds: 3,
        wordLimit: 80,
        instruction: 'The affirmative questions the negative; the negative answers.',
        checkpointAfter: false,
      },
      {
        name: 'Rebuttals',
        kind: 'rebuttal',
        speakers: [{ side: 'for' }, { side: 'against' }, { side: 'for', kind: 'closing' }],
        rounds: 1,
        wordLimit: 200,
        instruction: 'Rebuttals: affirmative, negative, then the affirmative’s last word.',
        checkpointAfter: false,
      },
    ],
  },
  {
    id: 'socratic',
    builtIn: true,
    name: 'Socratic',
    phases: [
      {
        name: 'First questioning',
        kind: 'question',
        speakers: crossExamination('for'),
        rounds: 3,
        wordLimit: 80,
        instruction: 'One side only asks, the other only answers.',
        checkpointAfter: false,
      },
      {
        name: 'Second questioning',
        kind: 'question',
        speakers: crossExamination('against'),
        rounds: 3,
        wordLimit: 80,
        instruction: 'The sides swap: the one that answered now asks.',
        checkpointAfter: false,
      },
    ],
  },
];

export const DEFAULT_FORMAT_ID: BuiltInFormatId = 'free';

export function builtInFormat(id: string): DebateFormat | undefined {
  return BUILT_IN_FORMATS.find((format) => format.id === id);
}

/** The side of the agent at `position` (sides in turn: for, against, for, ...). */
export const sideOf = (position: number): Side => (position % 2 === 0 ? 'for' : 'against');

export type PhaseTurn = { position: number; kind: PhaseKind };

/**
 * A phase's turns in order: each round, its speakers in order; a side stands for its agents
 * taken rank by rank (MAX: for = agents 1, 3, 5; against = 2, 4), so sides alternate.
 * A slot beyond the agents present is left out.
 */
export function phaseTurns(phase: Phase, agentCount: number): PhaseTurn[] {
  const ranks = Math.ceil(agentCount / 2);
  const round: PhaseTurn[] = [];
  for (let rank = 0; rank < ranks; rank += 1) {
    for (const speaker of phase.speakers) {
      const kind = speaker.kind ?? phase.kind;
      if ('slot' in speaker) {
        if (rank === 0 && speaker.slot < agentCount) round.push({ position: speaker.slot, kind });
        continue;
      }
      const position = rank * 2 + (speaker.side === 'for' ? 0 : 1);
      if (position < agentCount) round.push({ position, kind });
    }
  }
  return Array.from({ length: phase.rounds }, () => round).flat();
}

/** Words as the composer and the word limit count them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A phase's short preview for the format picker: "Openings · 2 turns · ≤ 300 words". */
export function phasePreview(phase: Phase, agentCount: number): string {
  const turns = phaseTurns(phase, agentCount).length;
  return `${phase.name} · ${turns} ${turns === 1 ? 'turn' : 'turns'} · ≤ ${phase.wordLimit} words`;
}

/** The screens' words for formats and seats (DESIGN D20). */
export const FORMAT_UI_TEXT = {
  setupTitle: 'Format',
  setupDescription: 'How the debate runs: its phases, each with its speakers and word limit.',
  formatLabel: 'Debate format',
  phasesLabel: 'Phases',
  freePreview: 'Free: the agents take turns, with a checkpoint every 10 messages (20 in MAX).',
  seatLabel: 'Your seat',
  watchOnly: 'Watch only',
  takeSeat: (name: string) => `Speak as ${name}`,
  timelineLabel: 'Debate phases',
  turnsLeft: (count: number) => `${count} ${count === 1 ? 'turn' : 'turns'} left`,
  finished: 'Finished',
  yourTurn: 'Your turn',
  yourTurnHelp: (phase: string) => `Speak now, in ${phase}.`,
  waitingForYou: 'The debate waits for you.',
  composerLabel: 'Your message',
  wordCount: (words: number, limit: number | null) =>
    limit === null ? `${words} words` : `${words} / ${limit} words`,
  timeLeft: (seconds: number) =>
    `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`,
  send: 'Speak',
  summaryTitle: 'The debate, phase by phase',
  summaryWords: (words: number) => `${words} words`,
  you: 'you',
  collaboratorSeatLabel: 'A collaborator’s seat',
  collaboratorNone: 'None',
  collaboratorSeat: (name: string) => `${name}: a collaborator`,
  collaboratorEmailLabel: 'Collaborator’s email',
  collaboratorEmailHint:
    'Their Parley account’s email. The debate goes live when it starts: send them its live link; they speak there on their turn.',
  collaboratorSeatNotice: (names: string) =>
    `A collaborator holds ${names}: the debate is live, and they speak from its live page on their turn. Send them this link:`,
  collaboratorSeatOffline: (names: string) =>
    `A collaborator holds ${names}: Go Live so they can reach their seat.`,
  copyLink: 'Copy link',
  linkCopied: 'Link copied!',
  newFormat: 'New format…',
  editorTitle: 'Your debate formats',
  editorDescription: 'Write a format of your own: its phases, each with its speakers and limits.',
  savedFormats: 'Saved formats',
  noSavedFormats: 'No saved formats yet: write one below.',
  loadingFormats: 'Loading formats',
  formatsFailed: 'Failed to load the formats',
  deleteFormat: (name: string) => `Delete ${name}`,
  deleteFailed: 'Failed to delete the format',
  formatName: 'Format name',
  phaseTitle: (index: number) => `Phase ${index + 1}`,
  phaseName: 'Phase name',
  phaseKind: 'Speakers’ job',
  kinds: {
    opening: 'Opening',
    rebuttal: 'Rebuttal',
    question: 'Questions',
    answer: 'Answers',
    closing: 'Closing',
  } satisfies Record<PhaseKind, string>,
  speakerOrder: 'Speaker order',
  orders: {
    'for-against': 'For, then Against',
    'against-for': 'Against, then For',
    for: 'For only',
    against: 'Against only',
  },
  rounds: 'Rounds',
  wordLimit: 'Word limit per turn',
  instruction: 'Instruction to the speakers',
  checkpointAfter: 'Checkpoint after this phase (the host may put a question)',
  addPhase: 'Add phase',
  removePhase: (index: number) => `Remove phase ${index + 1}`,
  saveFormat: 'Save format',
  saveFailed: 'Failed to save the format',
  fixErrors: 'Some fields need attention: see the messages above.',
  youHoldSeat: (name: string) => `You hold ${name}’s seat: the composer opens here on your turn.`,
} as const;
