import { VOICES_DATA } from './data/voices.ts';
import { isPersonWord } from './morphology.ts';
import { listOf, readRecords } from './records.ts';

/**
 * How a role argues: what it looks at ({lens}), lines it says on any topic, lines only for topics
 * of its own field (a physician mentions the wards only when the debate is about health) and the
 * considerations it reaches for first. Slots: {group}, {outcome}, {topic}.
 */
export type Voice = {
  name: string;
  match: RegExp;
  /** Domains (domains.ts) of its own field, where the persona's own terms fit. */
  home: string[];
  lens: string[];
  lines: string[];
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
  questions: record.fields['question'] ?? [],
  prefers: listOf(record, 'prefers'),
}));
export const VOICES = voices.slice(0, -1);
export const PLAIN_VOICE = voices.at(-1)!;

/** Every voice's lines and questions, counted like frames: once per agent, twice per debate. */
export const VOICE_LINES: readonly string[] = [...VOICES, PLAIN_VOICE].flatMap((voice) => [
  ...voice.lines,
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

/** A list of three or more short items in the instructions: "cash flows, margins, payback periods". */
const LIST =
  /(?:^|[:;]\s*|\b(?:on|in|from|into|through|by|of|about|like|as|are|at|with)\s+)((?:[a-z][\w'-]*(?: [\w'-]+){0,3}, ){2,}(?:and |or )?[a-z][\w'-]*(?: [\w'-]+){0,3})/g;
const NOT_A_FIELD =
  /\b(?:you|your|who|how|what|which|motion)\b|^(?:the cost|dry|sceptical|precise|finding|keeping|consider|state|map|call|refuse|acknowledge)\b|\b(?:to|of|and|or|between|the|a|an|with)$/i;

/**
 * What the persona's own field looks at, read from its instructions ("marking load, attention
 * spans, parents evenings"), then its voice's lens: the field a reply draws on all debate long.
 */
export function fieldOf(instructions: string, voice: Voice, domain: string): string[] {
  const items = [...instructions.matchAll(LIST)]
    .flatMap((match) => match[1]!.split(/,\s*(?:and |or )?|\s+and\s+/))
    .map((item) => item.trim())
    // What the field looks at, not whom it speaks for ("minorities, migrants, detainees").
    .filter((item) => item.split(/\s+/).length <= 4 && !NOT_A_FIELD.test(item))
    .filter(
      (item) => !isPersonWord(item.split(/\s+/).at(-1)!) && !/(?:ities|ees|ants)$/.test(item),
    );
  // A field's own terms fit its own topics (a physician's wards, a debate on health).
  if (voice === PLAIN_VOICE) return [...new Set(items), ...voice.lens];
  return voice.home.includes(domain) ? [...voice.lens, ...new Set(items)] : voice.lens;
}
