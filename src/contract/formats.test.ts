import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_FORMATS,
  builtInFormat,
  countWords,
  FORMAT_LIMITS,
  formatBodySchema,
  formatSchema,
  phasePreview,
  phaseTurns,
} from './formats.ts';

const turnsOf = (id: string, agents: number) =>
  builtInFormat(id)!.phases.map((phase) =>
    phaseTurns(phase, agents).map((turn) => `${turn.position}:${turn.kind}`),
  );

describe('built-in formats', () => {
  it('are valid formats, Free without phases', () => {
    for (const format of BUILT_IN_FORMATS) expect(formatSchema.parse(format)).toEqual(format);
    expect(builtInFormat('free')!.phases).toEqual([]);
  });

  it('Oxford: openings one each, rebuttals two each, closings opposition first', () => {
    expect(turnsOf('oxford', 2)).toEqual([
      ['0:opening', '1:opening'],
      ['0:rebuttal', '1:rebuttal', '0:rebuttal', '1:rebuttal'],
      ['1:closing', '0:closing'],
    ]);
    const oxford = builtInFormat('oxford')!;
    expect(oxford.phases.map((phase) => phase.wordLimit)).toEqual([300, 200, 150]);
    expect(oxford.phases.map((phase) => phase.checkpointAfter)).toEqual([false, true, false]);
  });

  it('Lincoln–Douglas: constructives, three-exchange cross-examinations, three rebuttals', () => {
    expect(turnsOf('lincoln-douglas', 2)).toEqual([
      ['0:opening'],
      ['1:question', '0:answer', '1:question', '0:answer', '1:question', '0:answer'],
      ['1:opening'],
      ['0:question', '1:answer', '0:question', '1:answer', '0:question', '1:answer'],
      ['0:rebuttal', '1:rebuttal', '0:closing'],
    ]);
  });

  it('Socratic: one side asks, the other answers, and they swap halfway', () => {
    const [first, second] = turnsOf('socratic', 2);
    expect(first!.filter((turn) => turn.endsWith('question'))).toEqual([
      '0:question',
      '0:question',
      '0:question',
    ]);
    expect(second!.filter((turn) => turn.endsWith('question'))).toEqual([
      '1:question',
      '1:question',
      '1:question',
    ]);
  });

  it('MAX: sides in turn, alternating (for = 1st, 3rd, 5th agents)', () => {
    expect(turnsOf('oxford', 5)[0]).toEqual([
      '0:opening',
      '1:opening',
      '2:opening',
      '3:opening',
      '4:opening',
    ]);
    expect(turnsOf('oxford', 3)[2]).toEqual(['1:closing', '0:closing', '2:closing']);
  });
});

describe('custom formats', () => {
  const phase = {
    name: 'Speeches',
    kind: 'opening',
    speakers: [{ slot: 1 }, { slot: 0, kind: 'closing' }],
    rounds: 2,
    wordLimit: 100,
    instruction: 'Speak.',
    checkpointAfter: false,
  };

  it('orders speakers by slot, leaving out slots beyond the agents', () => {
    const parsed = formatBodySchema.parse({ name: 'Mine', phases: [phase] });
    expect(phaseTurns(parsed.phases[0]!, 2)).toEqual([
      { position: 1, kind: 'opening' },
      { position: 0, kind: 'closing' },
      { position: 1, kind: 'opening' },
      { position: 0, kind: 'closing' },
    ]);
    expect(phaseTurns({ ...parsed.phases[0]!, speakers: [{ slot: 3 }] }, 2)).toEqual([]);
  });

  it('refuses bad phases: no phases, too many, limits out of range, unknown fields', () => {
    const bad = [
      { name: 'x', phases: [] },
      { name: 'x', phases: Array(FORMAT_LIMITS.phasesMax + 1).fill(phase) },
      { name: 'x', phases: [{ ...phase, wordLimit: 5 }] },
      { name: 'x', phases: [{ ...phase, rounds: 0 }] },
      { name: 'x', phases: [{ ...phase, speakers: [{ side: 'up' }] }] },
      { name: ' ', phases: [phase] },
      { name: 'x', phases: [phase], extra: 1 },
    ];
    for (const body of bad) expect(formatBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('words and previews', () => {
  it('counts words by whitespace', () => {
    expect(countWords('  one two\nthree  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('previews a phase with its turns and word limit', () => {
    expect(phasePreview(builtInFormat('oxford')!.phases[1]!, 2)).toBe(
      'Rebuttals · 4 turns · ≤ 200 words',
    );
  });
});
