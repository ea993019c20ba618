/**
 * The instruction generator's JSON (SPEC §3 generated configuration) on the offline model: the
 * brief read from the user's description, written as two opposed agents and an opening line.
 */
import { MAX } from '../../../contract/conversations.ts';
import type { Stance } from './analysis.ts';
import { GENERATOR_REFUSAL } from '../../../contract/assistant.ts';
import { namesSubject, readBrief, type DebateBrief, type Party } from './brief.ts';
import type { OfflinePrompt } from './read-prompt.ts';
import { affirm, type Motion } from './motion.ts';
import { capitalize, plural, words } from './morphology.ts';
import { opposite } from './side.ts';
import { voiceFor } from './voices.ts';

/** How an agent is told to answer: in a duel, the other speaker; in MAX, the previous one. */
const ANSWERING = {
  duel: "Answer the other speaker's strongest point directly before making your own",
  max: 'Answer the previous speaker by name, their strongest point first, before making your own',
};

function instructionsFor(party: Party, motion: Motion, answering: string): string {
  const voice = voiceFor(party.role, party.role);
  const focus =
    voice.name === 'plain'
      ? 'Use concrete examples and real consequences.'
      : `Argue from what you know as ${party.role}, looking first at ${voice.lens[0]!.replace(/\{group\}/g, 'the people affected')}.`;
  return (
    `You are ${party.role}. In this debate you argue ${party.side} the motion that ` +
    `${affirm(motion)}. ${focus} Hold that side in every reply. ${answering}, keep each reply ` +
    'under 200 words, and end with a pointed question.'
  );
}

/** "a, b and c". */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The motion as a question, then who argues which side. */
function openingFor(brief: DebateBrief): string {
  const { parties, motion } = brief;
  if (brief.twin && parties.length === 2) {
    const noun = parties[0]!.role.replace(/^(?:an?|the)\s+/i, '');
    const parts = words(noun);
    parts[parts.length - 1] = plural(parts.at(-1)!);
    return `${motion.question} Two ${parts.join(' ')} take opposite sides.`;
  }
  const says = (side: Stance, many: boolean) => {
    const verb = motion.kind === 'policy' ? 'argue' : 'say';
    const what = motion.kind === 'policy' ? `${side} it` : side === 'for' ? 'yes' : 'no';
    return `${many ? verb : `${verb === 'say' ? 'says' : 'argues'}`} ${what}`;
  };
  const group = (side: Stance) =>
    parties.filter((party) => party.side === side).map((party) => party.role);
  const [first, second] = [parties[0]!.side, opposite(parties[0]!.side)];
  const clauses = [first, second].map(
    (side) => `${listed(group(side))} ${says(side, group(side).length > 1)}`,
  );
  const joint = parties.length > 2 ? ';' : ', and';
  return `${motion.question} ${capitalize(clauses[0]!)}${joint} ${clauses[1]}.`;
}

/** True when the prompt asks for the generator's JSON rather than a debate turn. */
export function asksForGeneratedConfiguration(prompt: OfflinePrompt): boolean {
  const text = [prompt.system, ...prompt.messages.map((message) => message.content)].join('\n');
  return (
    /\bJSON\b/i.test(text) &&
    (/primaryInstructions/.test(text) || /alphaInstructions/.test(text)) &&
    /openingMessage/.test(text)
  );
}

/** The user's words: the last user turn, minus any format instructions pasted into it. */
function descriptionOf(prompt: OfflinePrompt): string {
  const last = [...prompt.messages].reverse().find((message) => message.role === 'user');
  return (last?.content ?? '')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(
      /\b(?:create a debate|respond with json(?: only)?|return json(?: with)?|topic)\b[:.]?/gi,
      ' ',
    )
    .replace(/\b(?:\w+Instructions|openingMessage|JSON)\b/g, ' ')
    .replace(/(?:\s*[,:.]\s*){2,}/g, '. ')
    .replace(/^[\s,.:;]*(?:and\s+)?(?:for\s+)?/i, '')
    .trim();
}

/**
 * The generated configuration with only the fields the request names: primary/alternative for
 * two agents; alpha..epsilon for MAX, the roles named in the description in order, then
 * invented ones that fit the topic.
 */
export function composeGeneratedConfiguration(prompt: OfflinePrompt): string {
  const requestText = [prompt.system, ...prompt.messages.map((m) => m.content)].join('\n');
  const maxSlots = MAX.slots.filter((slot) => requestText.includes(`${slot}Instructions`));
  const slots = maxSlots.length > 0 ? maxSlots : ['primary', 'alternative'];
  const description = descriptionOf(prompt);
  if (!namesSubject(description)) return GENERATOR_REFUSAL;
  const brief = readBrief(description, slots.length);
  const answering = maxSlots.length > 0 ? ANSWERING.max : ANSWERING.duel;
  const result: Record<string, string> = {};
  slots.forEach((slot, index) => {
    result[`${slot}Instructions`] = instructionsFor(brief.parties[index]!, brief.motion, answering);
  });
  result['openingMessage'] = openingFor(brief);
  return JSON.stringify(result, null, 2);
}
