import { detectRole } from './analysis.ts';
import { withoutDocuments } from './documents.ts';
import { domainOf, GENERAL_DOMAIN, type Domain } from './domains.ts';
import { findMotion } from './find-motion.ts';
import { memo } from './memo.ts';
import { affirm, buildMotion, deny, type Motion } from './motion.ts';
import { plural, singular } from './morphology.ts';
import { sectionsOf, type Section } from './side.ts';
import { subjectMatter, type SubjectMatter } from './subject-matter.ts';
import { fieldOf, voiceFor, type Voice } from './voices.ts';
import { HOST_NAME, readIntervention, type Intervention } from './host.ts';
import { USER_LABEL } from '../../../contract/conversations.ts';
import { KICK_OFF_MESSAGE } from '../prompts.ts';

/** Reading a debate turn's prompt: the motion, who this agent is, what was said and by whom. */

export type OfflineTurn = { role: 'user' | 'assistant'; content: string };
export type OfflinePrompt = { system: string; messages: OfflineTurn[] };

/** The opening line (the first turn, without its label) and whether this agent said it. */
function openingOf(messages: OfflineTurn[]): { text: string; mine: boolean } {
  const first = messages.find((message) => message.content.trim() !== KICK_OFF_MESSAGE);
  if (!first) return { text: '', mine: false };
  if (first.role === 'assistant') return { text: first.content.trim(), mine: true };
  return { text: sectionsOf(first.content)[0]?.text ?? '', mine: false };
}

/** Every turn of a debate reads the same opening line, so it is parsed once. */
const motionOf = memo((opening: string) =>
  memo(
    (instructions: string): Motion =>
      findMotion(opening) ??
      findMotion(instructions, true) ??
      buildMotion('we', 'should', 'make this change', { topic: 'this change' }),
  ),
);

/**
 * The groups to speak of: a debate that names some professions ("a nurse argues ...") leaves
 * the others out, and the agent's own group counts twice.
 */
function groupsFor(
  role: string | undefined,
  domain: Domain,
  matter: SubjectMatter,
  debateText: string,
): string[] {
  const lower = debateText.toLowerCase();
  const named = domain.professions.filter((group) => lower.includes(singular(group)));
  const general = domain === GENERAL_DOMAIN;
  // The people the motion names come first; a debate in no domain speaks of its subject's own.
  const groups = [
    ...(matter.people ? [matter.people] : []),
    ...(general ? matter.values.group : domain.groups).filter(
      (group) => named.length === 0 || !domain.professions.includes(group) || named.includes(group),
    ),
  ];
  const head = role
    ?.split(/\s+(?:of|who|and)\s/)[0]
    ?.split(/\s+/)
    .at(-1)
    ?.toLowerCase();
  const own = groups.find((group) => head && group === plural(head));
  return own ? [own, ...groups] : groups;
}

export type DebateState = {
  instructions: string;
  opening: { text: string; mine: boolean };
  motion: Motion;
  /** The motion affirmed and denied. */
  mine: string;
  theirs: string;
  role: string | undefined;
  voice: Voice;
  /** What the persona's own field looks at (its instructions' own list, then its voice's lens). */
  field: string[];
  domain: Domain;
  matter: SubjectMatter;
  /** Groups to speak of, this agent's own group counted twice. */
  groups: string[];
  /** Other agents' turns, oldest first (the host's excluded). */
  others: Section[];
  /** This agent's earlier replies, oldest first (without the opening line). */
  ownReplies: string[];
  /** The other agent's turn to answer: the latest since this agent last spoke. */
  last: Section | undefined;
  /** The host's intervention since this agent last spoke, if it is addressed to this agent. */
  host: Intervention | undefined;
  /** Every name the host went by in the debate. */
  hosts: string[];
};

const isHost = (section: Section) => section.speaker === USER_LABEL;

export function readPrompt(prompt: OfflinePrompt): DebateState {
  const instructions = withoutDocuments(prompt.system);
  const opening = openingOf(prompt.messages);
  const motion = motionOf(opening.text)(instructions);
  const role = detectRole(instructions);
  const domain = domainOf(motion);
  const matter = subjectMatter(motion);
  const voice = voiceFor(role, instructions);
  const lastOwn = prompt.messages.findLastIndex((message) => message.role === 'assistant');
  const sections = prompt.messages.map((message) =>
    message.role === 'user' ? sectionsOf(message.content) : [],
  );
  const heard = sections.flat();
  const since = sections.slice(lastOwn + 1).flat();
  const others = heard.filter((section) => !isHost(section) && section.text !== KICK_OFF_MESSAGE);
  const interventions = heard.filter((section) => isHost(section) && section.text !== opening.text);
  const latest = since.findLast((section) => interventions.includes(section));
  const host = latest && readIntervention(latest.text);
  // "Alpha, ..." is not for Beta: an intervention addressed only to agents heard from is theirs.
  const speakers = new Set(others.map((section) => section.speaker));
  const toOthers =
    host && host.addressees.length > 0 && host.addressees.every((name) => speakers.has(name));
  return {
    instructions,
    opening,
    motion,
    mine: affirm(motion),
    theirs: deny(motion),
    role,
    voice,
    field: fieldOf(instructions, voice, domain.name),
    domain,
    matter,
    groups: groupsFor(role, domain, matter, `${opening.text} ${instructions}`),
    others,
    ownReplies: prompt.messages
      .filter((message) => message.role === 'assistant')
      .map((message) => message.content)
      .slice(opening.mine ? 1 : 0),
    last: since.findLast((section) => !isHost(section)),
    host: toOthers ? undefined : host,
    hosts: [HOST_NAME, ...interventions.map((section) => readIntervention(section.text).name)],
  };
}
