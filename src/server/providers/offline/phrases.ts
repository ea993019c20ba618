import type { Stance } from './analysis.ts';
import { PHRASES_DATA } from './data/phrases.ts';
import { memo } from './memo.ts';
import { bankOf, readRecords } from './records.ts';

/** Sentence frames by what they do (data/phrases.ts lists them and their slots). */

const records = readRecords(PHRASES_DATA);

/** A bank of frames by its name; a missing bank throws (a data error). */
export const bank = memo((name: string): readonly string[] => bankOf(records, name));

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
export const FRAMES: readonly string[] = records.flatMap((record) => [
  ...(record.fields['-'] ?? []),
  ...(record.fields['for'] ?? []),
  ...(record.fields['against'] ?? []),
]);
