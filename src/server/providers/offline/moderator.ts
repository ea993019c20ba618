import { ownWords, sentencesOf } from './analysis.ts';
import type { Domain } from './domains.ts';
import type { Motion } from './motion.ts';
import { decapitalize } from './morphology.ts';
import type { Section } from './side.ts';
import type { Writer } from './writer.ts';

/**
 * A persona told not to take sides (the neutral moderator) sums up each speaker's latest point
 * and asks a question that would move the debate on, instead of arguing.
 */

const SUMMARIES = [
  '{Speaker} argues that "{claim}".',
  '{Speaker} puts the case that "{claim}".',
  'From {speaker}, we heard that "{claim}".',
  '{Speaker} maintains that "{claim}".',
  '{Speaker} counters that "{claim}".',
  'On the other side, {speaker} holds that "{claim}".',
];

const OPENERS = [
  'Let me take stock.',
  'A quick summary before we go on.',
  'Here is where the debate stands.',
  'Let me pull the threads together.',
  'Time for a brief recap.',
];

const QUESTIONS = [
  'What evidence on {outcome} would settle this for each of you?',
  'Where exactly do you disagree: on the facts about {outcome} or on what matters most?',
  'What would each of you concede to {group} on the other side?',
  'Which single fact, if it turned out false, would change your position?',
  'How would each of you measure success a year from now?',
  'What is the strongest point the other side has made so far?',
  'Who pays if each of you turns out to be wrong?',
  'What would a compromise look like that both of you could defend?',
];

function claimOf(text: string): string | undefined {
  const sentence = sentencesOf(ownWords(text)).find((candidate) => {
    const count = candidate.split(/\s+/).length;
    return (
      !candidate.endsWith('?') &&
      !candidate.includes('""') &&
      count >= 6 &&
      count <= 35 &&
      !/^(?:As|Speaking as|I |My |Thank|You )/.test(candidate)
    );
  });
  if (!sentence) return undefined;
  return decapitalize(sentence.replace(/[.!]+$/, ''));
}

export function moderate(input: {
  writer: Writer;
  motion: Motion;
  others: Section[];
  domain: Domain;
}): string {
  const { writer, motion, domain } = input;
  const values = { outcome: domain.outcomes, group: domain.groups, question: [motion.question] };
  const latest = new Map<string, string>();
  for (const turn of input.others) if (turn.speaker) latest.set(turn.speaker, turn.text);
  const summaries = [...latest]
    .map(([speaker, text]) => {
      const claim = claimOf(text);
      return claim ? writer.say(SUMMARIES, { speaker: [speaker], claim: [claim] }) : undefined;
    })
    .filter(Boolean);
  const first =
    summaries.length > 0
      ? [writer.say(OPENERS, values), ...summaries].filter(Boolean).join(' ')
      : writer.say(
          [
            'Welcome. The question tonight is this: {question}',
            'We begin with the motion: {question}',
          ],
          values,
        );
  const question = writer.say(QUESTIONS, values);
  return [first, question].filter(Boolean).join('\n\n') || 'Let me hear from each side in turn.';
}
