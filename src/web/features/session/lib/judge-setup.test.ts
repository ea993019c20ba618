import { describe, expect, it } from 'vitest';
import { VERDICT_TEXT } from '../../../../contract/verdicts.ts';
import {
  EMPTY_JUDGE_SETUP,
  judgeSetupSchema,
  stopAtConsensusError,
  toJudgeBody,
} from './judge-setup.ts';

describe('toJudgeBody', () => {
  it('sends nothing when the options are left as they are', () => {
    expect(toJudgeBody(undefined)).toBeUndefined();
    expect(toJudgeBody(EMPTY_JUDGE_SETUP)).toBeUndefined();
  });

  it('sends the panel, every checkpoint and the threshold as a whole number', () => {
    expect(
      toJudgeBody({
        panel: ['gpt-4o-mini', 'gemini-2.0-flash'],
        everyCheckpoint: true,
        stopAtConsensus: ' 70 ',
      }),
    ).toEqual({
      panel: ['gpt-4o-mini', 'gemini-2.0-flash'],
      everyCheckpoint: true,
      stopAtConsensus: 70,
    });
    expect(toJudgeBody({ ...EMPTY_JUDGE_SETUP, everyCheckpoint: true })).toEqual({
      everyCheckpoint: true,
    });
  });
});

describe('stopAtConsensusError', () => {
  it('accepts blank and 1–100, and says the range otherwise', () => {
    for (const text of ['', '  ', '1', '100', '55']) {
      expect(stopAtConsensusError({ ...EMPTY_JUDGE_SETUP, stopAtConsensus: text })).toBeNull();
    }
    for (const text of ['0', '101', '50.5', '-3', 'half']) {
      expect(stopAtConsensusError({ ...EMPTY_JUDGE_SETUP, stopAtConsensus: text })).toBe(
        VERDICT_TEXT.judgeSettingsStopRange,
      );
      expect(toJudgeBody({ ...EMPTY_JUDGE_SETUP, stopAtConsensus: text })).toBeUndefined();
    }
  });
});

describe('judgeSetupSchema', () => {
  it('keeps options of their shape and drops anything else', () => {
    const judge = { panel: ['gpt-4o-mini'], everyCheckpoint: true, stopAtConsensus: '70' };
    expect(judgeSetupSchema.parse(judge)).toEqual(judge);
    expect(judgeSetupSchema.parse({ ...judge, extra: 1 })).toEqual(judge);
    for (const bad of [
      null,
      'x',
      { ...judge, stopAtConsensus: 70 },
      { ...judge, panel: [3] },
      { ...judge, panel: ['a', 'b', 'c', 'd'] },
    ]) {
      expect(judgeSetupSchema.safeParse(bad).success).toBe(false);
    }
  });
});
