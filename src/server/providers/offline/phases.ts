import { FORMAT_TEXT, phaseKindSchema, type PhaseKind } from '../../../contract/formats.ts';
import { sentencesOf } from './analysis.ts';
import type { ComposedReply } from './compose.ts';
import { answerLead, byRelevance, isQuestion, pressQuestion } from './cross-examination.ts';
import { readPrompt, type OfflinePrompt } from './read-prompt.ts';
import { sectionsOf, sideOf } from './side.ts';
import { KICK_OFF_MESSAGE } from '../prompts.ts';

/**
 * The offline model in a debate format (DESIGN D20): the turn's phase line (FORMAT_TEXT.phasePrompt,
 * after the agent's instructions) says its job and word limit. An opening makes a case and does
 * not rebut (it is written as if nothing but the motion had been said); a rebuttal answers the
 * last turn; a question asks only; an answer only answers; a closing sums up what this agent
 * already said, adding nothing new. Every reply keeps to the word limit, by whole sentences.
 */

const PHASE_LINE = /\n*Debate phase: [^\n]*? Keep to (\d+) words\.\s*$/;

type PhaseBrief = { kind: PhaseKind; wordLimit: number; system: string };

/** The phase line of the prompt's system text, and the system text without it. */
export function readPhase(system: string): PhaseBrief | undefined {
  const match = PHASE_LINE.exec(system);
  if (!match) return undefined;
  const line = match[0];
  const kind = phaseKindSchema.options.find((each) => line.includes(FORMAT_TEXT.jobs[each]));
  if (!kind) return undefined;
  return { kind, wordLimit: Number(match[1]), system: system.slice(0, match.index) };
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whole sentences from the start, as many as fit in `limit` words (at least the first, cut). */
function withinWords(sentences: string[], limit: number): string {
  const kept: string[] = [];
  let used = 0;
  for (const sentence of sentences) {
    const words = countWords(sentence);
    if (used + words > limit) break;
    kept.push(sentence);
    used += words;
  }
  if (kept.length > 0) return kept.join(' ');
  return (sentences[0] ?? '').split(/\s+/).slice(0, limit).join(' ');
}

/** The other side's latest turn in the prompt (its last labelled section). */
function lastHeard(prompt: OfflinePrompt): string {
  const heard = prompt.messages.findLast((message) => message.role === 'user');
  return (heard && sectionsOf(heard.content).at(-1)?.text) ?? '';
}

/** This agent's earlier questions, oldest first. */
function ownQuestions(prompt: OfflinePrompt): string[] {
  return prompt.messages
    .filter((message) => message.role === 'assistant')
    .flatMap((message) => sentencesOf(message.content))
    .filter(isQuestion);
}

const FALLBACK_QUESTION = 'What is the strongest reason for your side?';

/** The prompt's first turn (the motion, as its speaker put it) and nothing said after it. */
function motionOnly(prompt: OfflinePrompt): OfflinePrompt['messages'] {
  const first = prompt.messages.find(
    (message) => message.role === 'user' && message.content.trim() !== KICK_OFF_MESSAGE,
  );
  if (!first) return [];
  const [motion] = sectionsOf(first.content);
  const label = motion?.speaker ? `${motion.speaker}: ` : '';
  return [{ role: 'user', content: `${label}${motion?.text ?? ''}` }];
}

/** This agent's earlier replies, sentence by sentence (the opening line aside). */
function ownSentences(prompt: OfflinePrompt): string[] {
  return prompt.messages
    .filter((message, index) => message.role === 'assistant' && index > 0)
    .flatMap((message) => sentencesOf(message.content))
    .filter((sentence) => !isQuestion(sentence));
}

/**
 * The reply for the turn's phase, or `compose`'s own reply when the prompt names no phase.
 * A format, not the model, ends the debate: a phase reply never says it ends it.
 */
export function composePhaseReply(
  prompt: OfflinePrompt,
  seed: number,
  compose: (prompt: OfflinePrompt, seed: number) => ComposedReply,
): ComposedReply {
  const brief = readPhase(prompt.system);
  if (!brief) return compose(prompt, seed);
  const base = { ...prompt, system: brief.system };
  const limit = brief.wordLimit;
  const reply = (sentences: string[]) => ({ text: withinWords(sentences, limit), ends: false });
  switch (brief.kind) {
    case 'opening': {
      // Written as the debate's first reply: its own case, answering nobody.
      const text = compose({ ...base, messages: motionOnly(prompt) }, seed).text;
      return reply(sentencesOf(text).filter((sentence) => !isQuestion(sentence)));
    }
    case 'rebuttal':
      return reply(sentencesOf(compose(base, seed).text));
    case 'question': {
      const { motion } = readPrompt(base);
      const pressed = pressQuestion(lastHeard(prompt), motion, ownQuestions(prompt), seed);
      const asked = sentencesOf(compose(base, seed).text).filter(isQuestion);
      return reply(
        pressed ? [pressed] : asked.length > 0 ? asked.slice(0, 1) : [FALLBACK_QUESTION],
      );
    }
    case 'answer': {
      const own = sentencesOf(compose(base, seed).text).filter((s) => !isQuestion(s));
      const question = sentencesOf(lastHeard(prompt)).findLast(isQuestion);
      if (!question) return reply(own);
      const state = readPrompt(base);
      const lead = answerLead(question, sideOf(state), state.motion);
      if (lead) return reply([lead, ...byRelevance(own, question)]);
      // An open question: the case's own answer line ("The honest answer is …") comes first, then
      // the sentences nearest the question.
      const ranked = byRelevance(own, question);
      const answers = ranked.filter((sentence) => /\banswers?\b/i.test(sentence));
      return reply([...answers, ...ranked.filter((sentence) => !answers.includes(sentence))]);
    }
    case 'closing': {
      const said = ownSentences(prompt);
      const summary = said.length > 0 ? said.slice(0, 3) : sentencesOf(compose(base, seed).text);
      return reply([`In closing:`, ...summary]);
    }
  }
}
