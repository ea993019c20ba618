import { detectRole, withoutDocuments } from './analysis.ts';
import { domainOf, type Domain } from './domains.ts';
import { findMotion } from './find-motion.ts';
import { affirm, buildMotion, deny, type Motion } from './motion.ts';
import { plural } from './morphology.ts';
import { sectionsOf, type Section } from './side.ts';
import { voiceFor, type Voice } from './voices.ts';
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

const motions = new Map<string, Motion>();

/** Every turn of a debate reads the same opening line, so it is parsed once. */
function motionOf(opening: string, instructions: string): Motion {
  const key = `${opening}\u0000${instructions}`;
  let motion = motions.get(key);
  if (!motion) {
    motion =
      findMotion(opening) ??
      findMotion(instructions, true) ??
      buildMotion('we', 'should', 'make this change', { topic: 'this change' });
    if (motions.size > 500) motions.clear();
    motions.set(key, motion);
  }
  return motion;
}

/** A nurse speaks of nurses more often than of the other groups: their own group counts twice. */
function groupsFor(role: string | undefined, groups: readonly string[]): string[] {
  const head = role
    ?.split(/\s+(?:of|who|and)\s/)[0]
    ?.split(/\s+/)
    .at(-1)
    ?.toLowerCase();
  const own = groups.find((group) => head && group === plural(head));
  return own ? [own, ...groups] : [...groups];
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
  domain: Domain;
  /** Groups to speak of, this agent's own group counted twice. */
  groups: string[];
  /** Other agents' turns, oldest first (users excluded). */
  others: Section[];
  /** This agent's earlier replies, oldest first (without the opening line). */
  ownReplies: string[];
  /** The turn being answered, if any. */
  last: Section | undefined;
  isUser: boolean;
};

export function readPrompt(prompt: OfflinePrompt): DebateState {
  const instructions = withoutDocuments(prompt.system);
  const opening = openingOf(prompt.messages);
  const motion = motionOf(opening.text, instructions);
  const role = detectRole(instructions);
  const domain = domainOf(motion);
  const last = sectionsOf(
    [...prompt.messages].reverse().find((message) => message.role === 'user')?.content ?? '',
  ).at(-1);
  return {
    instructions,
    opening,
    motion,
    mine: affirm(motion),
    theirs: deny(motion),
    role,
    voice: voiceFor(role, instructions),
    domain,
    groups: groupsFor(role, domain.groups),
    others: prompt.messages
      .filter((message) => message.role === 'user')
      .flatMap((message) => sectionsOf(message.content))
      .filter((section) => section.speaker !== 'User' && section.text !== KICK_OFF_MESSAGE),
    ownReplies: prompt.messages
      .filter((message) => message.role === 'assistant')
      .map((message) => message.content)
      .slice(opening.mine ? 1 : 0),
    last,
    isUser: last?.speaker === 'User',
  };
}
