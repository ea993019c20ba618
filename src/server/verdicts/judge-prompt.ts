import type { JSONSchema7 } from '@ai-sdk/provider';
import { z } from 'zod';
import {
  JUDGE_PROMPT_TEXT,
  judgeAnswerShape,
  transcriptMessage,
  VERDICT_LIMITS,
} from '../../contract/verdicts.ts';
import { PROMPT_TEXT } from '../../contract/texts.ts';
import { PromptTooLongError, type PromptRoom } from '../providers/fit-prompt.ts';
import type { BuiltPrompt } from '../providers/prompts.ts';
import { estimatePromptTokens, estimateTokens } from '../providers/tokens.ts';

export type JudgedAgent = { slot: string; name: string };

/** A message after the opening line: an agent's reply, or the host's intervention. */
export type TranscriptEntry = { id: string; sender: string; speaker: string; content: string };

/** What a judge reads: the opening line, then the most recent messages that fit. */
export type Transcript = {
  motion: string;
  /** The agents with at least one reply in `entries`, in speaking order: the ones judged. */
  agents: JudgedAgent[];
  entries: TranscriptEntry[];
  /** Messages between the opening line and `entries` left out to fit the context window. */
  omitted: number;
  /** Messages read: the opening line and the entries. */
  messageCount: number;
};

/** The answer's form, as JSON Schema, for providers with structured output. */
export const judgeAnswerJsonSchema: JSONSchema7 = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(judgeAnswerShape, {
    target: 'draft-7',
  });
  // Draft 7 as zod writes it: no boolean `exclusiveMaximum` (draft 4's) can appear.
  return schema as JSONSchema7;
})();

export const isReplyOf = (agents: readonly JudgedAgent[]) => (entry: TranscriptEntry) =>
  agents.some((agent) => agent.slot === entry.sender);

/** The agents who replied in `entries`, in the order given. */
export function judgedAgents(
  agents: readonly JudgedAgent[],
  entries: readonly TranscriptEntry[],
): JudgedAgent[] {
  return agents.filter((agent) => entries.some((entry) => entry.sender === agent.slot));
}

export function countReplies(
  agents: readonly JudgedAgent[],
  entries: readonly TranscriptEntry[],
): number {
  return entries.filter(isReplyOf(agents)).length;
}

const agentList = (agents: readonly JudgedAgent[]) =>
  [JUDGE_PROMPT_TEXT.agents, ...agents.map((agent) => `- ${agent.slot}: ${agent.name}`)].join('\n');

const entryBlock = (entry: TranscriptEntry) =>
  transcriptMessage(entry.id, entry.sender, entry.speaker, entry.content);

/** The judge's prompt for `transcript`; folded into one user message for models without one. */
export function buildJudgePrompt(transcript: Transcript, fold: boolean): BuiltPrompt {
  const body = [
    agentList(transcript.agents),
    `${JUDGE_PROMPT_TEXT.motion}: ${transcript.motion}`,
    [
      JUDGE_PROMPT_TEXT.transcriptStart,
      ...(transcript.omitted ? [PROMPT_TEXT.earlierMessagesOmitted(transcript.omitted)] : []),
      ...transcript.entries.map(entryBlock),
      JUDGE_PROMPT_TEXT.transcriptEnd,
    ].join('\n'),
  ].join('\n\n');
  const system = JUDGE_PROMPT_TEXT.instructions;
  return fold
    ? { messages: [{ role: 'user', content: `${system}\n\n${body}` }] }
    : { system, messages: [{ role: 'user', content: body }] };
}

/**
 * The transcript within the judge model's context window less its output cap (decision 017): the
 * opening line always, then the most recent messages that fit. Throws PromptTooLongError when
 * fewer than the replies a verdict needs would fit (the caller made sure `entries` has them).
 */
export function fitJudgeTranscript(input: {
  motion: string;
  agents: readonly JudgedAgent[];
  entries: readonly TranscriptEntry[];
  room: PromptRoom;
  fold: boolean;
}): { transcript: Transcript; prompt: BuiltPrompt; promptTokens: number } {
  const { motion, agents, entries, room, fold } = input;
  const transcriptOf = (kept: number): Transcript => {
    const shown = entries.slice(entries.length - kept);
    return {
      motion,
      agents: judgedAgents(agents, shown),
      entries: shown,
      omitted: entries.length - kept,
      messageCount: kept + 1,
    };
  };
  const limit = room.contextWindow - room.maxOutputTokens;
  // Each block counted once, from above; the whole is checked after, so this rarely loops.
  const frame = estimatePromptTokens(buildJudgePrompt(transcriptOf(0), fold)) + 20;
  let left = limit - frame;
  let kept = 0;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const cost = estimateTokens(entryBlock(entries[i]!)) + 1;
    if (cost > left) break;
    left -= cost;
    kept += 1;
  }
  for (; kept > 0; kept -= 1) {
    const transcript = transcriptOf(kept);
    if (countReplies(agents, transcript.entries) < VERDICT_LIMITS.minReplies) break;
    const prompt = buildJudgePrompt(transcript, fold);
    const promptTokens = estimatePromptTokens(prompt);
    if (promptTokens <= limit) return { transcript, prompt, promptTokens };
  }
  // Even the shortest transcript worth judging does not fit: say what it would need.
  const replies = entries.flatMap((entry, index) => (isReplyOf(agents)(entry) ? [index] : []));
  const from = replies.at(-VERDICT_LIMITS.minReplies) ?? 0;
  const shortest = buildJudgePrompt(transcriptOf(entries.length - from), fold);
  throw new PromptTooLongError(room, estimatePromptTokens(shortest));
}
