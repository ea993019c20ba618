import { describe, expect, it } from 'vitest';
import { selfJudgingWarnings, VERDICT_UI_TEXT } from './verdicts.ts';

describe('selfJudgingWarnings', () => {
  it('warns once for each judge that also debates, naming its family', () => {
    expect(
      selfJudgingWarnings(
        ['gpt-4o-mini', 'gpt-4o-mini', 'gemini-2.0-flash'],
        ['gpt-4o-mini', null, 'claude-3-5-haiku-20241022'],
      ),
    ).toEqual([VERDICT_UI_TEXT.ownModelWarning('GPT-4o mini', 'OpenAI')]);
    expect(selfJudgingWarnings(['gemini-2.0-flash'], ['gpt-4o-mini'])).toEqual([]);
  });
});
