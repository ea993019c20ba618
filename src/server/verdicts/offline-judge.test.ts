import { describe, expect, it } from 'vitest';
import { checkVerdict } from './check.ts';
import type { Transcript } from './judge-prompt.ts';
import { judgeOffline } from './offline-judge.ts';

const NAMES: Record<string, string> = {
  'model-a': 'Primary Agent',
  'model-b': 'Alternative Agent',
  alpha: 'Alpha',
  beta: 'Beta',
  gamma: 'Gamma',
};

function transcriptOf(
  replies: [sender: string, content: string][],
  motion = 'Should the city build a tram line?',
): Transcript {
  const entries = replies.map(([sender, content], index) => ({
    id: `m${index + 2}`,
    sender,
    speaker: NAMES[sender] ?? 'User',
    content,
  }));
  const slots = [...new Set(replies.map(([sender]) => sender))].filter((slot) => slot !== 'user');
  return {
    motion,
    agents: slots.map((slot) => ({ slot, name: NAMES[slot]! })),
    entries,
    omitted: 0,
    messageCount: entries.length + 1,
  };
}

/** Alternative Agent takes up each of Primary Agent's points; Primary Agent ignores its. */
const oneSided = transcriptOf([
  [
    'model-a',
    'The tram would carry twelve thousand commuters daily along the eastern corridor. Construction jobs would support local builders for three years.',
  ],
  [
    'model-b',
    'Twelve thousand commuters daily along the eastern corridor is an optimistic forecast from consultants. Buses could serve that corridor for a fraction of the price.',
  ],
  [
    'model-a',
    'Traffic congestion downtown costs businesses millions every single year. Electric trams produce no exhaust fumes on crowded streets.',
  ],
  [
    'model-b',
    'Downtown congestion costs businesses less than the construction disruption would. Exhaust fumes will vanish anyway as electric buses replace diesel fleets.',
  ],
]);

describe('judgeOffline (decision 026)', () => {
  it('gives the same transcript the same verdict', () => {
    expect(judgeOffline(oneSided)).toEqual(judgeOffline(structuredClone(oneSided)));
  });

  it('quotes real sentences of each agent’s own messages, so the verdict checks', () => {
    const verdict = judgeOffline(oneSided);
    const checked = checkVerdict(verdict, oneSided);
    expect(checked.ok).toBe(true);
    for (const argument of verdict.arguments) {
      const message = oneSided.entries.find((entry) => entry.id === argument.messageId)!;
      expect(message.sender).toBe(argument.slot);
      expect(message.content).toContain(argument.quote);
    }
    expect(verdict.positions.map((position) => position.slot)).toEqual(['model-a', 'model-b']);
  });

  it('has the agent that answered the other side’s points, and left its own standing, win', () => {
    const verdict = judgeOffline(oneSided);
    expect(verdict.winner).toBe('model-b');
    expect(verdict.confidence).toBe(0.95);
    expect(verdict.consensus).toBe(0);
    const weakest = verdict.arguments.find((a) => a.slot === 'model-a' && a.kind === 'weakest');
    expect(weakest?.reason).toBe('Alternative Agent took it up and answered it');
    expect(verdict.disagreements[0]).toContain('Alternative Agent disputed Primary Agent');
  });

  it('calls a debate where neither side answers the other a draw', () => {
    const verdict = judgeOffline(
      transcriptOf([
        ['model-a', 'Trams carry more passengers per hour than any bus route in the region.'],
        ['model-b', 'The council budget already faces a deficit that new borrowing would deepen.'],
        ['model-a', 'Property values rise near every station, which widens the local tax base.'],
        [
          'model-b',
          'Maintenance crews for overhead wires would need specialised training programmes.',
        ],
      ]),
    );
    expect(verdict.winner).toBeNull();
    expect(verdict.confidence).toBe(0.5);
  });

  it('counts concessions against the conceder and towards consensus', () => {
    const conceding = transcriptOf([
      [
        'model-a',
        'The tram would carry twelve thousand commuters daily along the eastern corridor.',
      ],
      ['model-b', 'Buses could serve the eastern corridor for a fraction of the price.'],
      [
        'model-a',
        'Fair point: buses cost less to buy. Still, trams last forty years on the same rails.',
      ],
      ['model-b', 'I agree that rails last, and that common ground matters for the budget.'],
    ]);
    const verdict = judgeOffline(conceding);
    // Every reply after the first two concedes; both last replies concede without holding.
    expect(verdict.consensus).toBe(75);
    expect(verdict.agreements).toEqual([
      'Primary Agent granted: “Fair point: buses cost less to buy.”',
      'Alternative Agent granted: “I agree that rails last, and that common ground matters for the budget.”',
    ]);
  });

  it('holding one’s ground keeps a concession from counting as convergence', () => {
    const holding = transcriptOf([
      [
        'model-a',
        'The tram would carry twelve thousand commuters daily along the eastern corridor.',
      ],
      ['model-b', 'Fair point about commuters, but I still oppose the tram on cost.'],
    ]);
    // One of two replies concedes (50 %); its author still holds its ground (0 % converged).
    expect(judgeOffline(holding).consensus).toBe(25);
  });

  it('does not read a conditional or a quoted phrase as a concession', () => {
    const verdict = judgeOffline(
      transcriptOf([
        ['model-a', 'If you are right, why have the fares not fallen anywhere trams were built?'],
        ['model-b', 'You said "I agree with the council" last week, and the council was wrong.'],
      ]),
    );
    expect(verdict.consensus).toBe(0);
    expect(verdict.agreements).toEqual([]);
  });

  it('judges every agent of a MAX debate, and the host’s words are nobody’s argument', () => {
    const verdict = judgeOffline(
      transcriptOf([
        ['alpha', 'Trams carry more passengers per hour than any bus route in the region.'],
        ['beta', 'Passengers per hour matter less than the council budget deficit this decade.'],
        ['user', 'Please consider the night shift workers as well.'],
        ['gamma', 'Night shift workers need buses, since trams would stop running after midnight.'],
        ['alpha', 'Council budget deficits shrink when stations raise property values nearby.'],
      ]),
    );
    expect(verdict.positions.map((position) => position.slot)).toEqual(['alpha', 'beta', 'gamma']);
    for (const slot of ['alpha', 'beta', 'gamma']) {
      expect(verdict.arguments.some((argument) => argument.slot === slot)).toBe(true);
    }
    expect(verdict.arguments.every((argument) => argument.messageId !== 'm4')).toBe(true);
  });
});
