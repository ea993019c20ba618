import { describe, expect, it } from 'vitest';
import type { PanelJudge } from '../../contract/verdicts.ts';
import type { Transcript } from './judge-prompt.ts';
import { panelVerdict, positionConsistency, reconcile, swapTranscript } from './panel.ts';

const transcript: Transcript = {
  motion: 'Is Pluto a planet?',
  agents: [
    { slot: 'alpha', name: 'Alpha' },
    { slot: 'beta', name: 'Beta' },
    { slot: 'gamma', name: 'Gamma' },
  ],
  entries: [
    { id: 'm2', sender: 'alpha', speaker: 'Alpha', content: 'Yes.' },
    { id: 'm3', sender: 'user', speaker: 'User', content: 'Why?' },
    { id: 'm4', sender: 'gamma', speaker: 'Gamma', content: 'No.' },
  ],
  omitted: 0,
  messageCount: 4,
};

const judge = (winner: string | null, consistent = true): PanelJudge => ({
  judgeModel: 'm',
  inOrder: winner,
  swapped: winner,
  winner,
  consistent,
  ownModel: false,
});

describe('swapTranscript', () => {
  it('lists the agents the other way, each under its mirror’s label; who said what stays', () => {
    const { transcript: swapped, unswap } = swapTranscript(transcript);
    expect(swapped.agents).toEqual([
      { slot: 'alpha', name: 'Gamma' },
      { slot: 'beta', name: 'Beta' },
      { slot: 'gamma', name: 'Alpha' },
    ]);
    expect(swapped.entries.map((entry) => [entry.sender, entry.speaker, entry.content])).toEqual([
      ['gamma', 'Alpha', 'Yes.'],
      ['user', 'User', 'Why?'],
      ['alpha', 'Gamma', 'No.'],
    ]);
    expect([unswap('alpha'), unswap('beta'), unswap('gamma'), unswap(null)]).toEqual([
      'gamma',
      'beta',
      'alpha',
      null,
    ]);
    expect(swapTranscript(swapped).transcript).toEqual(transcript);
  });
});

describe('reconcile', () => {
  it('keeps a winner both readings name, counts a flip as a draw, marks a judge of its own model', () => {
    expect(
      reconcile({ judgeModel: 'x', inOrder: 'alpha', swapped: 'alpha', debaterModels: ['y'] }),
    ).toEqual({
      judgeModel: 'x',
      inOrder: 'alpha',
      swapped: 'alpha',
      winner: 'alpha',
      consistent: true,
      ownModel: false,
    });
    expect(
      reconcile({ judgeModel: 'x', inOrder: 'alpha', swapped: 'beta', debaterModels: ['x'] }),
    ).toMatchObject({ winner: null, consistent: false, ownModel: true });
    expect(
      reconcile({ judgeModel: 'x', inOrder: null, swapped: null, debaterModels: [] }),
    ).toMatchObject({ winner: null, consistent: true });
  });
});

describe('panelVerdict', () => {
  it('is the majority, or a draw without one; agreement is the largest group', () => {
    expect(panelVerdict([judge('alpha')])).toEqual({ winner: 'alpha', agreement: 1 });
    expect(panelVerdict([judge('alpha'), judge(null, false), judge('alpha')])).toEqual({
      winner: 'alpha',
      agreement: 2,
    });
    expect(panelVerdict([judge('alpha'), judge('beta')])).toEqual({ winner: null, agreement: 1 });
    expect(panelVerdict([judge('alpha'), judge('beta'), judge(null)])).toEqual({
      winner: null,
      agreement: 1,
    });
    expect(panelVerdict([judge(null), judge(null), judge('beta')])).toEqual({
      winner: null,
      agreement: 2,
    });
  });

  it('counts the judges consistent after the swap over many verdicts', () => {
    expect(positionConsistency([[judge('alpha'), judge(null, false)], [judge('beta')]])).toEqual({
      consistent: 2,
      judged: 3,
    });
  });
});
