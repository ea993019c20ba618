import { SUBJECTS_DATA } from './data/subjects.ts';
import { PRONOUNS } from './lexicon.ts';
import { namesPeople, type Motion } from './motion.ts';
import { headOf, isPlural, isVerb, thirdPerson, words } from './morphology.ts';
import { categoryOf } from './reasons.ts';
import { memo } from './memo.ts';
import { listOf, readRecords } from './records.ts';

/**
 * What a debate is concretely about, read from its motion: the thing ("e-scooters", "whales",
 * "Pluto"), a group of people it names ("indigenous communities"), and the kind of thing it is,
 * which gives the aspects, groups, outcomes and scenes a reply speaks of. So a debate about
 * whaling talks about the numbers of whales and the communities who hunt them, never about
 * taxpayers in general.
 */

export type SubjectMatter = {
  thing: string;
  /** What a claim says the thing is ("a planet"), if it says so. */
  category: string | undefined;
  people: string | undefined;
  kind: string;
  /** Rendered for this motion: group, outcome, payer, aspect, scene. */
  values: Record<'group' | 'outcome' | 'payer' | 'aspect' | 'scene', string[]>;
};

const KINDS = readRecords(SUBJECTS_DATA).map((record) => ({
  name: record.name,
  pattern: record.head ? new RegExp(record.head, 'i') : undefined,
  fields: {
    group: listOf(record, 'groups'),
    outcome: listOf(record, 'outcomes'),
    payer: listOf(record, 'payers'),
    aspect: record.fields['aspect'] ?? [],
    scene: record.fields['scene'] ?? [],
  },
}));

/** Words a predicate passes before its object: "be allowed to hunt", "do more about". */
const LEAD =
  /^(?:be|get|to|from|do|more|about|back|up|out|\w+ed|given|made|paid|taken|built|kept|sold|held)$/i;
const STOP = /^(?:in|at|for|by|with|than|or|and|on|into|over|under|during|from|across|within|to)$/i;
const NUMBER = /£?\d[\d,.]*(?:\s?(?:mph|km\/h|%|am|pm|years?|hours?))?/i;

/** The object of a predicate: "ban e-scooters" → "e-scooters", "be allowed to hunt whales" → "whales". */
function objectOf(rest: string): string | undefined {
  const parts = words(rest);
  let at = 0;
  // "to" is followed by a verb, whatever it is: "paid to rewild the land".
  const leads = (word: string) => LEAD.test(word) || isVerb(word) || /ing$/.test(word);
  while (at < parts.length && (leads(parts[at]!) || parts[at - 1] === 'to')) at += 1;
  const object: string[] = [];
  for (const [index, word] of parts.slice(at).entries()) {
    // "the right to vote" keeps its verb.
    const infinitive = word === 'to' && object.length > 0 && isVerb(parts[at + index + 1] ?? '');
    if ((STOP.test(word) && !infinitive) || object.length >= 5) break;
    object.push(word);
  }
  const phrase = object.join(' ').replace(/^(?:their|its|our|his|her|your)\b/i, 'the');
  return /\p{L}{3}/u.test(phrase) && !NUMBER.test(phrase) ? phrase : undefined;
}

function thingOf(motion: Motion): string {
  const { subject, rest, topic } = motion;
  if (topic.includes(' versus ')) return topic.split(' versus ')[0]!;
  const actor = namesPeople(subject) || PRONOUNS.has(subject.toLowerCase());
  const passive = /^(?:be|get)\s/i.test(rest);
  const object = objectOf(rest);
  if (actor) return object ?? (PRONOUNS.has(subject.toLowerCase()) ? topic : subject);
  if (passive || motion.kind === 'claim') return subject;
  return object ?? subject;
}

/** Fills the slots; a verb in braces agrees with the thing ("{are}": is or are, "{do}": does or do). */
const fill = (text: string, slots: Record<string, string>, plural: boolean) =>
  text.replace(/\{(\w+)\}/g, (slot, key: string) => {
    if (slots[key] !== undefined) return slots[key];
    if (plural) return key;
    return key === 'are' ? 'is' : key === 'do' ? 'does' : key === 'have' ? 'has' : thirdPerson(key);
  });

/** Every turn of a debate reads the same motion: its subject is read once (motions are cached). */
export const subjectMatter = memo((motion: Motion) => readSubjectMatter(motion));

function readSubjectMatter(motion: Motion): SubjectMatter {
  const found = thingOf(motion);
  const named = [motion.subject, found].find(
    (phrase) => namesPeople(phrase) && !PRONOUNS.has(phrase.toLowerCase()),
  );
  const number = NUMBER.exec(motion.question)?.[0];
  const category = categoryOf(motion) ?? '';
  const kindOf = (name: string) => KINDS.find((k) => k.name === name)!;
  // The kind of thing is its head noun's: "school uniforms" are not a school.
  const head = headOf(found);
  const concrete = KINDS.find(
    (k) => k.pattern?.test(head) && !['threshold', 'category'].includes(k.name),
  );
  // A group the motion names is the subject unless what it does is a concrete thing (whales).
  const kind =
    (number && kindOf('threshold').pattern!.test(motion.question) && kindOf('threshold')) ||
    (category && kindOf('category')) ||
    ((namesPeople(found) || (named && !concrete)) && kindOf('people')) ||
    concrete ||
    KINDS.at(-1)!;
  const thing = kind.name === 'people' && named ? named : found;
  const slots = {
    thing,
    people: named ?? fill(kind.fields.group[0]!, { thing }, true),
    category,
    number: number ?? '',
    topic: motion.topic,
  };
  const plural = isPlural(thing) || kind.name === 'people';
  const render = (texts: string[]) => texts.map((text) => fill(text, slots, plural));
  return {
    thing,
    category: category || undefined,
    people: named,
    kind: kind.name,
    values: {
      group: render(kind.fields.group),
      outcome: render(kind.fields.outcome),
      payer: render(kind.fields.payer),
      aspect: render(kind.fields.aspect),
      scene: render(kind.fields.scene),
    },
  };
}
