import { DOMAINS_DATA } from './data/domains.ts';
import type { Motion } from './motion.ts';
import { memo } from './memo.ts';
import { listOf, readRecords } from './records.ts';

/**
 * What a debate is about, read from its motion: the people it affects, what can be measured, who
 * pays and where it happens. Reasons are filled with these words, so a debate on homework talks
 * about pupils and the school day, and one on nuclear power about households and the grid.
 */
export type Domain = {
  name: string;
  match: RegExp;
  /** Plural groups of people the motion affects, professions included. */
  groups: string[];
  /** The groups that are professions: where a debate names some, the others are left out. */
  professions: string[];
  /** Concrete cases (noun phrases, {topic} allowed) for an example the host asks for. */
  scenes: string[];
  /** Things that can be measured, usable after "on" or "in" ("on attendance"). */
  outcomes: string[];
  /** Who ends up paying (plural). */
  payers: string[];
  /** Roles that fit the topic, for the assistant when the description names too few. */
  roles: string[];
  /** Roles for narrower topics within the domain ("meat" in food). */
  special?: [RegExp, string[]][];
  /** A motion for the domain when a description names people but no topic. */
  motion: string;
};

const domains = readRecords(DOMAINS_DATA).map((record): Domain => ({
  name: record.name,
  match: record.head ? new RegExp(record.head, 'i') : /$^/,
  groups: [...listOf(record, 'groups'), ...listOf(record, 'professions')],
  professions: listOf(record, 'professions'),
  scenes: record.fields['scene'] ?? [],
  outcomes: listOf(record, 'outcomes'),
  payers: listOf(record, 'payers'),
  roles: listOf(record, 'roles'),
  special: (record.fields['special'] ?? []).map((value) => {
    const [pattern, roles] = value.split(' => ') as [string, string];
    return [new RegExp(pattern, 'i'), roles.split(/,\s*/)];
  }),
  motion: record.fields['motion']![0]!,
}));
export const DOMAINS = domains.slice(0, -1);
export const GENERAL_DOMAIN = domains.at(-1)!;

/** Roles that fit a motion, best first: a narrower pair when one fits, then the domain's. */
export function rolesFor(domain: Domain, motion: Motion): string[] {
  const text = `${motion.topic} ${motion.question}`;
  const narrower = domain.special?.find(([pattern]) => pattern.test(text))?.[1] ?? [];
  return [...new Set([...narrower, ...domain.roles])];
}

/** The domain whose keywords the motion mentions first (the subject before the rest). */
export const domainOf = memo((motion: Motion) =>
  domainOfText([motion.subject, motion.topic, motion.question]),
);

export function domainOfText(texts: string[]): Domain {
  for (const text of texts) {
    const found = DOMAINS.find((domain) => domain.match.test(text));
    if (found) return found;
  }
  return GENERAL_DOMAIN;
}
