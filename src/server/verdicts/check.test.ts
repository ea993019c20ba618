import { describe, expect, it } from 'vitest';
import { VERDICT_LIMITS, VERDICT_TEXT, verdictSchema } from '../../contract/verdicts.ts';
import { checkVerdict, parseJudgeText } from './check.ts';
import type { Transcript } from './judge-prompt.ts';

const transcript: Transcript = {
  motion: 'Should cities ban cars from their centres?',
  agents: [
    { slot: 'model-a', name: 'Primary Agent' },
    { slot: 'model-b', name: 'Alternative Agent' },
  ],
  entries: [
    {
      id: 'm2',
      sender: 'model-b',
      speaker: 'Alternative Agent',
      content: 'A ban hurts  shop owners first.',
    },
    {
      id: 'm3',
      sender: 'model-a',
      speaker: 'Primary Agent',
      content: 'Clean air saves lives, and shops adapt.',
    },
    { id: 'm4', sender: 'user', speaker: 'User', content: 'What about deliveries at night?' },
  ],
  omitted: 0,
  messageCount: 4,
};

const answer = (overrides: Record<string, unknown> = {}) => ({
  summary: 'A close debate.',
  positions: [
    { slot: 'model-a', stance: 'For the ban.' },
    { slot: 'model-b', stance: 'Against the ban.' },
  ],
  arguments: [
    {
      slot: 'model-a',
      kind: 'strongest',
      messageId: 'm3',
      quote: 'clean AIR saves lives',
      reason: 'Concrete.',
    },
    {
      slot: 'model-b',
      kind: 'strongest',
      messageId: 'm2',
      quote: 'a ban hurts shop owners first',
      reason: 'Who pays.',
    },
  ],
  agreements: ['Shops matter.'],
  disagreements: ['Whether shops adapt.'],
  winner: 'model-a',
  confidence: 0.7,
  consensus: 41.6,
  ...overrides,
});

const fails = (raw: unknown) => {
  const result = checkVerdict(raw, transcript);
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
};

describe('parseJudgeText', () => {
  it('reads a bare object, one in a code fence, and one after a sentence', () => {
    expect(parseJudgeText('{"a":1}')).toEqual({ a: 1 });
    expect(parseJudgeText('```json\n{"a":{"b":2}}\n```')).toEqual({ a: { b: 2 } });
    expect(parseJudgeText('Here is my verdict: {"a":1}. Thanks')).toEqual({ a: 1 });
  });

  it('answers undefined when there is no JSON object', () => {
    expect(parseJudgeText('I think model-a won.')).toBeUndefined();
    expect(parseJudgeText('{"a": 1')).toBeUndefined();
    expect(parseJudgeText('} {')).toBeUndefined();
  });
});

describe('checkVerdict', () => {
  it('keeps a well-formed verdict, quotes as their messages have them, consensus rounded', () => {
    const result = checkVerdict(answer(), transcript);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.answer.arguments.map((argument) => argument.quote)).toEqual([
      'Clean air saves lives',
      'A ban hurts  shop owners first',
    ]);
    expect(result.answer.consensus).toBe(42);
    const verdict = {
      ...result.answer,
      id: 'v',
      conversationId: 'c',
      judgeModel: 'j',
      createdAt: new Date(0).toISOString(),
      messageCount: 4,
      panel: [],
      agreement: 1,
    };
    expect(verdictSchema.safeParse(verdict).success).toBe(true);
  });

  it('refuses what is not a JSON object, naming the problem', () => {
    expect(fails(undefined)).toBe(VERDICT_TEXT.notJson);
    expect(fails([answer()])).toBe(VERDICT_TEXT.notJson);
    expect(fails('text')).toBe(VERDICT_TEXT.notJson);
  });

  it('refuses an answer off the schema or its bounds', () => {
    expect(fails(answer({ winner: 3 }))).toContain('winner');
    expect(fails(answer({ consensus: 420 }))).toContain('consensus');
    expect(fails(answer({ confidence: -0.1 }))).toContain('confidence');
    expect(fails(answer({ arguments: [{ slot: 'model-a', kind: 'best' }] }))).toContain(
      'arguments.0',
    );
  });

  it('refuses slots that are not in the debate, and a missing stance', () => {
    expect(fails(answer({ winner: 'model-c' }))).toContain(VERDICT_TEXT.unknownSlot('model-c'));
    expect(fails(answer({ positions: [{ slot: 'model-a', stance: 'For.' }] }))).toContain(
      VERDICT_TEXT.missingStance('Alternative Agent'),
    );
  });

  it('drops a quote that is not verbatim, and keeps the verdict while each agent has one', () => {
    const result = checkVerdict(
      answer({
        arguments: [
          ...answer().arguments,
          {
            slot: 'model-b',
            kind: 'weakest',
            messageId: 'm2',
            quote: 'a ban hurts shoppers',
            reason: 'x',
          },
        ],
      }),
      transcript,
    );
    expect(result.ok && result.answer.arguments).toHaveLength(2);
  });

  it("drops a quote from the other agent's message, the host's, or a message not read", () => {
    const misplaced = [
      {
        slot: 'model-b',
        kind: 'strongest',
        messageId: 'm3',
        quote: 'clean air saves lives',
        reason: 'x',
      },
      {
        slot: 'model-b',
        kind: 'weakest',
        messageId: 'm4',
        quote: 'deliveries at night',
        reason: 'x',
      },
      {
        slot: 'model-b',
        kind: 'weakest',
        messageId: 'm1',
        quote: 'ban cars from their',
        reason: 'x',
      },
    ];
    const problem = fails(answer({ arguments: [answer().arguments[0], ...misplaced] }));
    expect(problem).toBe(VERDICT_TEXT.noValidArgument('Alternative Agent'));
  });

  it('drops quotes too short to prove anything', () => {
    const short = {
      slot: 'model-b',
      kind: 'strongest',
      messageId: 'm2',
      quote: 'a ban',
      reason: 'x',
    };
    expect('a ban'.length).toBeLessThan(VERDICT_LIMITS.quoteMinLength);
    expect(fails(answer({ arguments: [answer().arguments[0], short] }))).toBe(
      VERDICT_TEXT.noValidArgument('Alternative Agent'),
    );
  });

  it('cuts long texts to their limits and keeps a bounded number of points', () => {
    const long = 'word '.repeat(400);
    const result = checkVerdict(
      answer({ summary: long, agreements: Array.from({ length: 20 }, () => long) }),
      transcript,
    );
    if (!result.ok) throw new Error(result.problem);
    expect(result.answer.summary.length).toBeLessThanOrEqual(VERDICT_LIMITS.summaryMaxLength);
    expect(result.answer.summary.endsWith('…')).toBe(true);
    expect(result.answer.agreements).toHaveLength(VERDICT_LIMITS.pointsMax);
    expect(result.answer.agreements[0]!.length).toBeLessThanOrEqual(VERDICT_LIMITS.textMaxLength);
  });
});
