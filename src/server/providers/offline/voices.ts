import { VOICES_DATA } from './data/voices.ts';
import { listOf, readRecords } from './records.ts';

/**
 * How a role argues: what it looks at ({lens}), lines it says on any topic, lines only for topics
 * of its own field (a physician mentions the wards only when the debate is about health) and the
 * considerations it reaches for first. Slots: {group}, {outcome}, {topic}.
 */
export type Voice = {
  name: string;
  match: RegExp;
  /** Domains (domains.ts) where its home lines fit. */
  home: string[];
  lens: string[];
  lines: string[];
  homeLines: string[];
  questions: string[];
  /** Consideration ids (reasons.ts) this voice argues from first. */
  prefers: string[];
};

const voices = readRecords(VOICES_DATA).map((record): Voice => ({
  name: record.name,
  match: record.head ? new RegExp(record.head, 'i') : /$^/,
  home: listOf(record, 'home'),
  lens: record.fields['lens'] ?? [],
  lines: record.fields['line'] ?? [],
  homeLines: record.fields['home line'] ?? [],
  questions: record.fields['question'] ?? [],
  prefers: listOf(record, 'prefers'),
}));
export const VOICES = voices.slice(0, -1);
export const PLAIN_VOICE = voices.at(-1)!;

/** Every voice's lines and questions, counted like frames: once per agent, twice per debate. */
export const VOICE_LINES: readonly string[] = [...VOICES, PLAIN_VOICE].flatMap((voice) => [
  ...voice.lines,
  ...voice.homeLines,
  ...voice.questions,
]);

/** The role decides the voice; the instructions only when the role says nothing. */
export function voiceFor(role: string | undefined, instructions: string): Voice {
  return (
    (role && VOICES.find((voice) => voice.match.test(role))) ||
    VOICES.find((voice) => voice.match.test(instructions)) ||
    PLAIN_VOICE
  );
}
