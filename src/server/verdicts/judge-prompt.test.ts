import { describe, expect, it } from 'vitest';
import { JUDGE_PROMPT_TEXT } from '../../contract/verdicts.ts';
import { PROMPT_TEXT } from '../../contract/texts.ts';
import { PromptTooLongError } from '../providers/fit-prompt.ts';
import { estimatePromptTokens } from '../providers/tokens.ts';
import { buildJudgePrompt, fitJudgeTranscript, type TranscriptEntry } from './judge-prompt.ts';

const agents = [
  { slot: 'alpha', name: 'Alpha' },
  { slot: 'beta', name: 'Beta' },
  { slot: 'gamma', name: 'Gamma' },
];
const entries: TranscriptEntry[] = Array.from({ length: 40 }, (_, index) => ({
  id: `m${index + 2}`,
  sender: ['alpha', 'beta'][index % 2]!,
  speaker: ['Alpha', 'Beta'][index % 2]!,
  content: `Reply number ${index} with a few words of argument in it. `.repeat(5),
}));
const fit = (contextWindow: number, fold = false) =>
  fitJudgeTranscript({
    motion: 'Should trams return?',
    agents,
    entries,
    room: { modelId: 'judge', contextWindow, maxOutputTokens: 1000 },
    fold,
  });

describe('fitJudgeTranscript', () => {
  it('sends the whole transcript when it fits, with every message marked by id and slot', () => {
    const { transcript, prompt, promptTokens } = fit(100_000);
    expect(transcript.entries).toHaveLength(40);
    expect(transcript.omitted).toBe(0);
    expect(transcript.messageCount).toBe(41);
    expect(prompt.system).toBe(JUDGE_PROMPT_TEXT.instructions);
    const body = prompt.messages[0]!.content;
    expect(body).toContain('Opening line: Should trams return?');
    expect(body).toContain('<message id="m2" slot="alpha" speaker="Alpha">');
    expect(promptTokens).toBe(estimatePromptTokens(prompt));
  });

  it('judges only the agents who replied', () => {
    expect(fit(100_000).transcript.agents.map((agent) => agent.slot)).toEqual(['alpha', 'beta']);
  });

  it('keeps the most recent messages that fit the window less the output cap, noting the rest', () => {
    const { transcript, prompt, promptTokens } = fit(3000);
    expect(transcript.entries.length).toBeLessThan(40);
    expect(transcript.entries.at(-1)!.id).toBe('m41');
    expect(transcript.omitted).toBe(40 - transcript.entries.length);
    expect(prompt.messages[0]!.content).toContain(
      PROMPT_TEXT.earlierMessagesOmitted(transcript.omitted),
    );
    expect(promptTokens).toBeLessThanOrEqual(2000);
    // One more message would not have fitted.
    const kept = transcript.entries.length;
    const more = buildJudgePrompt(
      { ...transcript, entries: entries.slice(39 - kept), omitted: transcript.omitted - 1 },
      false,
    );
    expect(estimatePromptTokens(more)).toBeGreaterThan(2000);
  });

  it('refuses a window that cannot hold the two replies a verdict needs', () => {
    expect(() => fit(1200)).toThrow(PromptTooLongError);
  });

  it('folds the instructions into the one user message for models without a system prompt', () => {
    const { prompt } = fit(100_000, true);
    expect(prompt.system).toBeUndefined();
    expect(prompt.messages).toHaveLength(1);
    expect(prompt.messages[0]!.content.startsWith(JUDGE_PROMPT_TEXT.instructions)).toBe(true);
  });
});

describe('buildJudgePrompt', () => {
  it('lists the judged agents by slot and name', () => {
    const prompt = buildJudgePrompt(
      { motion: 'M', agents: agents.slice(0, 2), entries: [], omitted: 0, messageCount: 1 },
      false,
    );
    expect(prompt.messages[0]!.content).toContain('- alpha: Alpha\n- beta: Beta');
  });
});
