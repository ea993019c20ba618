import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../../../contract/verdicts.ts';
import { consensusSeries, judgementsBySlot } from './verdict-view.ts';

const verdict = (overrides: Partial<Verdict> = {}): Verdict => ({
  id: 'v1',
  conversationId: 'c1',
  judgeModel: 'parley-sparring-partner',
  createdAt: '2026-11-27T10:00:00.000Z',
  messageCount: 10,
  summary: 'Both sides argued.',
  positions: [
    { slot: 'model-b', stance: 'Against.' },
    { slot: 'model-a', stance: 'For.' },
  ],
  arguments: [
    { slot: 'model-a', kind: 'weakest', messageId: 'm3', quote: 'Thin.', reason: 'x' },
    { slot: 'model-b', kind: 'strongest', messageId: 'm2', quote: 'Costs.', reason: 'y' },
    { slot: 'model-a', kind: 'strongest', messageId: 'm1', quote: 'Air.', reason: 'z' },
  ],
  agreements: [],
  disagreements: [],
  winner: 'model-a',
  confidence: 0.7,
  consensus: 40,
  panel: [],
  agreement: 1,
  ...overrides,
});

describe('judgementsBySlot', () => {
  it('orders the agents as the conversation does, each with its stance and arguments by kind', () => {
    const judged = judgementsBySlot(verdict(), ['model-a', 'model-b']);
    expect(judged.map((agent) => agent.slot)).toEqual(['model-a', 'model-b']);
    expect(judged[0]).toMatchObject({ stance: 'For.' });
    expect(judged[0]!.arguments.strongest.map((a) => a.messageId)).toEqual(['m1']);
    expect(judged[0]!.arguments.weakest.map((a) => a.messageId)).toEqual(['m3']);
    expect(judged[1]!.arguments.weakest).toEqual([]);
  });

  it('keeps an agent the verdict names that the list does not know, after the others', () => {
    const judged = judgementsBySlot(verdict({ positions: [{ slot: 'gamma', stance: 'Costs.' }] }), [
      'model-a',
      'model-b',
    ]);
    expect(judged.map((agent) => [agent.slot, agent.stance])).toEqual([
      ['model-a', null],
      ['model-b', null],
      ['gamma', 'Costs.'],
    ]);
  });
});

describe('consensusSeries', () => {
  it('gives one point per verdict, oldest first, by messages judged', () => {
    const series = consensusSeries([
      verdict(),
      verdict({ id: 'v2', messageCount: 20, consensus: 65 }),
    ]);
    expect(series).toEqual([
      { index: 1, messageCount: 10, consensus: 40 },
      { index: 2, messageCount: 20, consensus: 65 },
    ]);
  });
});
