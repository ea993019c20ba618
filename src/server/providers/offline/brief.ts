/**
 * The offline instruction generator: reads who debates, what and on which side from the user's
 * description (never from the request's JSON format), and writes the generated configuration.
 */
import type { Stance } from './analysis.ts';
import { affirm, findMotion, fromNounPhrase, type Motion } from './motion.ts';
import type { OfflinePrompt } from './compose.ts';
import { voiceFor } from './voices.ts';

export type Party = { role: string | undefined; side: Stance };
export type DebateBrief = { motion: Motion; primary: Party; alternative: Party };

const DEBATE_VERB =
  /\s+(?:debate|debates|debating|argue|argues|arguing|discuss|discusses|discussing|clash|clashes|clashing|face off|go head to head|square off)\b/i;
const AGAINST_MARK = /\b(?:against|opposes?|opposing|anti|sceptic|skeptic|critic|critical of)\b/i;
const FOR_MARK = /\b(?:for|supports?|supporting|pro|in favou?r|champions?|backs?)\b/i;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "A nurse" → "a nurse"; "economists" → "an economist"; "Elon Musk" stays. */
function asRole(raw: string): string | undefined {
  let role = raw
    .replace(/\s*\((?:for|against|pro|con)\)\s*$/i, '')
    .split(/\s+(?:who|arguing|for|against|pro|anti|in favou?r|supporting|opposing|on|about)\b/i)[0]!
    .replace(/^(?:let|have|get|make)\s+/i, '')
    .replace(/[\s,;:.!?]+$/, '')
    .trim();
  if (!/\p{L}{2}/u.test(role) || role.split(/\s+/).length > 8) return undefined;
  if (/^(?:two|2|a pair of|some)\s+/i.test(role)) {
    role = role.replace(/^(?:two|2|a pair of|some)\s+/i, '').replace(/s$/, '');
  }
  if (/^(?:a|an|the|my|our|one)\s/i.test(role)) return role.charAt(0).toLowerCase() + role.slice(1);
  if (/^\p{Lu}/u.test(role) && !/^(?:AI|Agents?)\b/.test(role)) return role;
  if (/^(?:agents?|ai|ais|models?|bots?|people|someone|somebody)$/i.test(role)) return undefined;
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`;
}

function sideMark(text: string): Stance | undefined {
  if (AGAINST_MARK.test(text)) return 'against';
  if (FOR_MARK.test(text)) return 'for';
  return undefined;
}

/** The two parties named before the debate verb, or in "between X and Y". */
function partiesOf(description: string): [string, string] | undefined {
  const between =
    /\bbetween\s+(.+?)\s+and\s+(.+?)(?:\s+(?:about|on|over|debating|arguing)\b|[,.:;?!]|$)/i.exec(
      description,
    );
  if (between) return [between[1]!, between[2]!];
  const verb = DEBATE_VERB.exec(description);
  const before = verb ? description.slice(0, verb.index) : '';
  const parts = before
    .split(/\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+vs\.?\s+|\s+versus\s+)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 2) return [parts[0]!, parts[1]!];
  if (parts.length === 1 && /^(?:two|2|a pair of)\s/i.test(parts[0]!))
    return [parts[0]!, parts[0]!];
  const versus = /^(.+?)\s+(?:vs\.?|versus)\s+(.+?)(?:[:,]|\s+on\s+|\s+about\s+)/i.exec(
    description,
  );
  return versus ? [versus[1]!, versus[2]!] : undefined;
}

/** Who debates, what, and which side each takes. Undefined parts fall back to plain roles. */
export function readBrief(description: string): DebateBrief {
  const text = description.replace(/\s+/g, ' ').trim();
  const motion = findMotion(text) ?? fromNounPhrase(text.split(/[.!?]/)[0]!.slice(0, 80));
  const parties = partiesOf(text);
  let first: Party = { role: parties && asRole(parties[0]), side: 'for' };
  let second: Party = { role: parties && asRole(parties[1]), side: 'against' };
  const marks = parties?.map(sideMark) ?? [];
  if (marks[0] === 'against' || marks[1] === 'for') {
    first = { ...first, side: 'against' };
    second = { ...second, side: 'for' };
  }
  // The first party named is the Primary Agent, for the motion unless the description says not.
  return { motion, primary: first, alternative: second };
}

const DEFAULT_ROLES: Record<Stance, string> = {
  for: 'a committed advocate',
  against: 'a sharp, fair-minded critic',
};

function instructionsFor(party: Party, motion: Motion): string {
  const role = party.role ?? DEFAULT_ROLES[party.side];
  const voice = voiceFor(party.role, party.role ?? '');
  const focus =
    voice.name === 'plain'
      ? 'Use concrete examples and real consequences.'
      : `Speak from your own experience: ${voice.angles[0]} and ${voice.evidence[0]}.`;
  return (
    `You are ${role}. In this debate you argue ${party.side} the motion that ${affirm(motion)}. ` +
    `${focus} Hold that side in every reply. Answer the other speaker's strongest point directly ` +
    'before making your own, keep each reply under 200 words, and end with a pointed question.'
  );
}

function openingFor(brief: DebateBrief): string {
  const { primary, alternative, motion } = brief;
  if (!primary.role || !alternative.role) {
    return `${motion.question} Let's hear the strongest case on each side.`;
  }
  if (primary.role === alternative.role) {
    return `${motion.question} Two ${primary.role.replace(/^an? /, '')}s take opposite sides.`;
  }
  return `${motion.question} ${capitalize(primary.role)} argues ${primary.side} it, and ${alternative.role} argues ${alternative.side} it.`;
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
  const text = last?.content ?? '';
  return text
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\b(?:\w+Instructions|openingMessage|JSON)\b/g, ' ');
}

/**
 * The instruction generator's JSON (SPEC §3 generated configuration), with only the fields the
 * request names: primary/alternative for two agents, alpha..epsilon for MAX.
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
