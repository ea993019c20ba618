/**
 * The instruction generator's JSON (SPEC §3 generated configuration) on the offline model: the
 * brief read from the user's description, written as two opposed agents and an opening line.
 */
import { readBrief, type DebateBrief, type Party } from './brief.ts';
import type { OfflinePrompt } from './read-prompt.ts';
import { affirm, type Motion } from './motion.ts';
import { capitalize, plural, words } from './morphology.ts';
import { voiceFor } from './voices.ts';

function instructionsFor(party: Party, motion: Motion): string {
  const voice = voiceFor(party.role, party.role);
  const focus =
    voice.name === 'plain'
      ? 'Use concrete examples and real consequences.'
      : `Argue from what you know as ${party.role}, looking first at ${voice.lens[0]!.replace(/\{group\}/g, 'the people affected')}.`;
  return (
    `You are ${party.role}. In this debate you argue ${party.side} the motion that ` +
    `${affirm(motion)}. ${focus} Hold that side in every reply. Answer the other speaker's ` +
    'strongest point directly before making your own, keep each reply under 200 words, and end ' +
    'with a pointed question.'
  );
}

function openingFor(brief: DebateBrief): string {
  const { primary, alternative, motion } = brief;
  if (brief.twin) {
    const noun = primary.role.replace(/^(?:an?|the)\s+/i, '');
    const parts = words(noun);
    parts[parts.length - 1] = plural(parts.at(-1)!);
    return `${motion.question} Two ${parts.join(' ')} take opposite sides.`;
  }
  const says = (party: Party) =>
    motion.kind === 'policy'
      ? `argues ${party.side} it`
      : `says ${party.side === 'for' ? 'yes' : 'no'}`;
  return `${motion.question} ${capitalize(primary.role)} ${says(primary)}, and ${alternative.role} ${says(alternative)}.`;
}

const MAX_ROLES = [
  ['alpha', 'an optimistic advocate', 'argue for the motion, showing concrete benefits'],
  [
    'beta',
    'a rigorous sceptic',
    'argue against the motion, probing hidden costs and weak evidence',
  ],
  ['gamma', 'a pragmatic economist', 'weigh costs, incentives and who pays, with numbers'],
  ['delta', 'an ethicist', 'examine fairness, consent and who is left out'],
  ['epsilon', 'a forward-looking strategist', 'look ten years ahead and propose a practical path'],
] as const;

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
 * two agents, alpha..epsilon for MAX.
 */
export function composeGeneratedConfiguration(prompt: OfflinePrompt): string {
  const requestText = [prompt.system, ...prompt.messages.map((m) => m.content)].join('\n');
  const brief = readBrief(descriptionOf(prompt));
  const result: Record<string, string> = {};
  if (/alphaInstructions/.test(requestText)) {
    for (const [slot, role, task] of MAX_ROLES) {
      if (new RegExp(`${slot}Instructions`).test(requestText)) {
        result[`${slot}Instructions`] =
          `You are ${role} in a debate on the motion that ${affirm(brief.motion)}. Your task: ${task}. ` +
          'Answer the previous speaker by name, keep each reply under 200 words, and end with a pointed question.';
      }
    }
    result['openingMessage'] = `${brief.motion.question} Five perspectives, one question.`;
  } else {
    result['primaryInstructions'] = instructionsFor(brief.primary, brief.motion);
    result['alternativeInstructions'] = instructionsFor(brief.alternative, brief.motion);
    result['openingMessage'] = openingFor(brief);
  }
  return JSON.stringify(result, null, 2);
}
