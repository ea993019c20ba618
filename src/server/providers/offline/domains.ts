import { DOMAINS_DATA } from './data/domains.ts';
import type { Motion } from './motion.ts';
import { listOf, readRecords } from './records.ts';

/**
 * What a debate is about, read from its motion: the people it affects, what can be measured, who
 * pays and where it happens. Reasons are filled with these words, so a debate on homework talks
 * about pupils and the school day, and one on nuclear power about households and the grid.
 */
export type Domain = {
  name: string;
  match: RegExp;
  /** Plural groups of people the motion affects. */
  groups: string[];
  /** Things that can be measured, usable after "on" or "in" ("on attendance"). */
  outcomes: string[];
  /** Who ends up paying (plural). */
  payers: string[];
  /** Two roles that fit the topic, for the assistant when the description names none. */
  roles: [string, string];
  /** Roles for narrower topics within the domain ("meat" in food). */
  special?: [RegExp, [string, string]][];
  /** A motion for the domain when a description names people but no topic. */
  motion: string;
};

const domains = readRecords(DOMAINS_DATA).map((record): Domain => ({
  name: record.name,
  match: record.head ? new RegExp(record.head, 'i') : /$^/,
  groups: listOf(record, 'groups'),
  outcomes: listOf(record, 'outcomes'),
  payers: listOf(record, 'payers'),
  roles: listOf(record, 'roles') as [string, string],
  special: (record.fields['special'] ?? []).map((value) => {
    const [pattern, roles] = value.split(' => ') as [string, string];
    return [new RegExp(pattern, 'i'), roles.split(/,\s*/) as [string, string]];
  }),
  motion: record.fields['motion']![0]!,
}));
export const DOMAINS = domains.slice(0, -1);
export const GENERAL_DOMAIN = domains.at(-1)!;

/** The default roles for a motion: a narrower pair when one fits. */
export function rolesFor(domain: Domain, motion: Motion): [string, string] {
  const text = `${motion.topic} ${motion.question}`;
  return domain.special?.find(([pattern]) => pattern.test(text))?.[1] ?? domain.roles;
}

/** The domain whose keywords the motion mentions first (the subject before the rest). */
export function domainOf(motion: Motion): Domain {
  return domainOfText([motion.subject, motion.topic, motion.question]);
}

export function domainOfText(texts: string[]): Domain {
  for (const text of texts) {
    const found = DOMAINS.find((domain) => domain.match.test(text));
    if (found) return found;
  }
  return GENERAL_DOMAIN;
}
