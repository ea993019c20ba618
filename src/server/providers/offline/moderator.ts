import { ownWords, sentencesOf } from './analysis.ts';
import type { Motion } from './motion.ts';
import { bank } from './phrases.ts';
import { decapitalize } from './morphology.ts';
import type { Section } from './side.ts';
import type { Writer } from './writer.ts';

/**
 * A persona told not to take sides (the neutral moderator) sums up each speaker's latest point
 * and asks a question that would move the debate on, instead of arguing.
 */

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
  groups: string[];
  outcomes: string[];
}): string {
  const { writer, motion } = input;
  const values = { outcome: input.outcomes, group: input.groups, question: [motion.question] };
  const latest = new Map<string, string>();
  for (const turn of input.others) if (turn.speaker) latest.set(turn.speaker, turn.text);
  const summaries = [...latest]
    .map(([speaker, text]) => {
      const claim = claimOf(text);
      return claim
        ? writer.say(bank('moderator-summaries'), { speaker: [speaker], claim: [claim] })
        : undefined;
    })
    .filter(Boolean);
  const first =
    summaries.length > 0
      ? [writer.say(bank('moderator-openers'), values), ...summaries].filter(Boolean).join(' ')
      : writer.say(bank('moderator-welcomes'), values);
  const question = writer.say(bank('moderator-questions'), values);
  return [first, question].filter(Boolean).join('\n\n') || 'Let me hear from each side in turn.';
}
