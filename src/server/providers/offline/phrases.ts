import type { Stance } from './analysis.ts';
import { PHRASES_DATA } from './data/phrases.ts';
import { bankOf, readRecords } from './records.ts';

/** Sentence frames by what they do (data/phrases.ts lists them and their slots). */

const records = readRecords(PHRASES_DATA);
const bank = (name: string) => bankOf(records, name);

export const ROLE_LINES = bank('role-lines');
export const MOTION_LINES = bank('motion-lines');
export const POSITIONS = bank('positions');
export const STANDS = bank('stands');
export const RESTATEMENTS = bank('restatements');
export const MORE_REASONS = bank('more-reasons');
export const CLAIM_INTROS = bank('claim-intros');
export const CONCESSIONS = bank('concessions');
export const GENERIC_COUNTERS = bank('generic-counters');
export const DOCUMENT_LINES = bank('document-lines');
export const DOCUMENT_FALLBACKS = bank('document-fallbacks');
export const HOST_REMARKS = bank('host-remarks');
export const HOST_FIGURES = bank('host-figures');
export const HOST_NO_FIGURES = bank('host-no-figures');
export const HOST_INSTEAD = bank('host-instead');
export const HOST_EXAMPLES = bank('host-examples');
export const HOST_CONCESSIONS = bank('host-concessions');
export const HOST_STILL = bank('host-still');
export const HOST_SUMMARIES = bank('host-summaries');
export const HOST_FOCUS = bank('host-focus');
export const HOST_CANNOT = bank('host-cannot');
export const HOST_SPENT = bank('host-spent');
export const QUESTION_INTROS = bank('question-intros');
export const CLOSING_QUESTIONS = bank('closing-questions');
export const MODERATOR_SUMMARIES = bank('moderator-summaries');
export const MODERATOR_OPENERS = bank('moderator-openers');
export const MODERATOR_QUESTIONS = bank('moderator-questions');
export const MODERATOR_WELCOMES = bank('moderator-welcomes');

/** Answers to a question, by what it asks about and the side of the one answering. */
export const ANSWERS: Record<string, Record<Stance, string[]>> = Object.fromEntries(
  records
    .filter((record) => record.name.startsWith('answer-'))
    .map((record) => [
      record.name.slice('answer-'.length),
      { for: record.fields['for'] ?? [], against: record.fields['against'] ?? [] },
    ]),
);

/** Every frame, so the writer can count how often each was used in a debate. */
export const FRAMES: readonly string[] = [
  ...Object.values(ANSWERS).flatMap((sides) => [...sides.for, ...sides.against]),
  ...ROLE_LINES,
  ...MOTION_LINES,
  ...POSITIONS,
  ...STANDS,
  ...RESTATEMENTS,
  ...MORE_REASONS,
  ...CLAIM_INTROS,
  ...CONCESSIONS,
  ...GENERIC_COUNTERS,
  ...HOST_REMARKS,
  ...HOST_FIGURES,
  ...HOST_NO_FIGURES,
  ...HOST_INSTEAD,
  ...HOST_EXAMPLES,
  ...HOST_CONCESSIONS,
  ...HOST_STILL,
  ...HOST_SUMMARIES,
  ...HOST_FOCUS,
  ...HOST_CANNOT,
  ...HOST_SPENT,
  ...QUESTION_INTROS,
  ...CLOSING_QUESTIONS,
  ...MODERATOR_SUMMARIES,
  ...MODERATOR_OPENERS,
  ...MODERATOR_QUESTIONS,
  ...MODERATOR_WELCOMES,
];
