import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../contract/personas.ts';
import { simulate } from '../../../test/helpers/offline-debates.ts';
import { checkVerdict } from './check.ts';
import type { Transcript } from './judge-prompt.ts';
import { judgeOffline } from './offline-judge.ts';
import { reconcile, swapTranscript } from './panel.ts';

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

/** The same transcript with model-a and model-b swapped (and the agents listed the other way). */
function swapped(transcript: Transcript): Transcript {
  const swap = (slot: string) =>
    slot === 'model-a' ? 'model-b' : slot === 'model-b' ? 'model-a' : slot;
  return {
    ...transcript,
    agents: [...transcript.agents]
      .reverse()
      .map((agent) => ({ slot: swap(agent.slot), name: NAMES[swap(agent.slot)]! })),
    entries: transcript.entries.map((entry) => ({
      ...entry,
      sender: swap(entry.sender),
      speaker: NAMES[swap(entry.sender)] ?? 'User',
    })),
  };
}

const DEBATERS = PERSONAS.filter((persona) => persona.id !== 'neutral-moderator');
const MOTIONS = [
  'Should cities ban e-scooters?',
  'Is Pluto a planet?',
  'Should the voting age be lowered to 16?',
  'Are e-books better than paper books, and for whom?',
];

/** A duel of the offline model with itself, as the judge reads it. */
function duel(
  seed: number,
  options: { messages?: number; starter?: string; suffix?: string } = {},
) {
  const pick = (offset: number) =>
    DEBATERS[(seed * 7 + offset) % DEBATERS.length]!.systemInstructions + (options.suffix ?? '');
  const history = simulate(
    { 'model-a': pick(0), 'model-b': pick(11) },
    MOTIONS[seed % MOTIONS.length]!,
    {
      seed,
      replies: (options.messages ?? 20) - 1,
      starter: (options.starter ?? (seed % 2 === 0 ? 'model-a' : 'model-b')) as 'model-a',
    },
  );
  return transcriptOf(
    history.slice(1).map((turn) => [turn.sender, turn.content]),
    history[0]!.content,
  );
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
  [
    'model-a',
    'Property values rise near every tram station, which widens the local tax base for decades.',
  ],
  [
    'model-b',
    'Property values near stations rise mostly because the station replaces something worse, and that widens no tax base.',
  ],
]);

describe('judgeOffline (decisions 026 and 030)', () => {
  it('gives the same transcript the same verdict', () => {
    expect(judgeOffline(oneSided)).toEqual(judgeOffline(structuredClone(oneSided)));
  });

  it('quotes real sentences of each agent’s own messages, so the verdict checks', () => {
    const verdict = judgeOffline(oneSided);
    expect(checkVerdict(verdict, oneSided).ok).toBe(true);
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
        ['model-b', 'Maintenance crews for overhead wires would need specialised training.'],
        ['model-a', 'Electric trams produce no exhaust on crowded shopping streets at all.'],
      ]),
    );
    expect(verdict.winner).toBeNull();
    expect(verdict.confidence).toBe(0.5);
  });

  it('counts a point granted in its own words towards consensus, and a move', () => {
    const verdict = judgeOffline(
      transcriptOf([
        [
          'model-a',
          'The tram would carry twelve thousand commuters daily along the eastern corridor.',
        ],
        ['model-b', 'Buses could serve the eastern corridor for a fraction of the price of rails.'],
        [
          'model-a',
          'I accept that buses could serve the eastern corridor for a fraction of the price. Still, trams last forty years.',
        ],
        ['model-b', 'You have persuaded me on the commuters. We now agree on more than we differ.'],
      ]),
    );
    // Primary Agent's one answering reply concedes (100%), Alternative Agent's second of two (50%).
    expect(verdict.consensus).toBe(75);
    expect(verdict.agreements).toEqual([
      'Primary Agent granted: “I accept that buses could serve the eastern corridor for a fraction of the price.”',
      'Alternative Agent granted: “You have persuaded me on the commuters.”',
    ]);
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

/**
 * Replies labelled by hand: does the reply concede the point made before it? A concession grants
 * the other side's claim in words that restate it, or moves its position; rebuttal openers,
 * conditionals, denials and quotations never count.
 */
const CLAIM = 'Trams would carry twelve thousand commuters a day along the eastern corridor.';
const LABELLED: [reply: string, concedes: boolean][] = [
  [
    'You are right that trams would carry twelve thousand commuters a day along that corridor.',
    true,
  ],
  ['I grant that the eastern corridor would carry twelve thousand commuters a day.', true],
  ['Fair point: twelve thousand commuters a day is a lot of people on the eastern corridor.', true],
  ['I accept that trams would carry twelve thousand commuters along the eastern corridor.', true],
  [
    'I agree that "trams would carry twelve thousand commuters a day along the eastern corridor".',
    true,
  ],
  ['Primary Agent is right that trams would carry twelve thousand commuters a day.', true],
  ['On this I concede the point: "Trams would carry twelve thousand commuters a day."', true],
  ['I concede that twelve thousand commuters would use the eastern corridor every day.', true],
  ['You have persuaded me that the eastern corridor needs trams.', true],
  ['I have changed my mind about the corridor.', true],
  ['I now accept the case for the eastern corridor. Buses cannot carry that many.', true],
  [
    'Here is what I grant: trams would carry twelve thousand commuters a day; the cost is still wrong.',
    true,
  ],
  [
    'I readily accept that twelve thousand commuters a day would ride the eastern corridor trams.',
    true,
  ],
  ['That deserves a real answer. Buses are cheaper to run on the eastern corridor.', false],
  ['That is a fair worry, but trams last longer than buses do.', false],
  ['I take the point seriously; still, the cost is too high for the council.', false],
  ['Fair enough, as far as it goes.', false],
  ['Part of that is true.', false],
  ['I understand why that sounds persuasive.', false],
  ['There is something in that.', false],
  ['I grant the premise.', false],
  ['If you are right about the commuters, why are fares rising everywhere?', false],
  ['You said "I agree with the council" last week, and the council was wrong.', false],
  ['I do not accept that trams would carry twelve thousand commuters a day.', false],
  ['I would never agree that the eastern corridor carries twelve thousand commuters.', false],
  ['You are right to worry, but the figures say otherwise.', false],
  ['I agree that we should spend the money on schools instead.', false],
  ['Twelve thousand commuters a day along the eastern corridor is an optimistic forecast.', false],
  ['Do trams really carry twelve thousand commuters a day along the eastern corridor?', false],
  ['I accept nothing of the sort: the corridor carries far fewer people.', false],
  ['Nobody could agree that trams carry twelve thousand commuters a day.', false],
  ['Whether you are right that twelve thousand commuters ride the trams is the question.', false],
  ['Good question. The commuters would simply take the bus instead.', false],
  ['Thank you; the commuters on the eastern corridor deserve a better plan.', false],
];

describe('concessions: a labelled set of replies', () => {
  const concedes = (reply: string) =>
    judgeOffline(
      transcriptOf([
        ['model-a', CLAIM],
        ['model-b', reply],
      ]),
    ).agreements.length > 0;

  it('counts a concession only where one is made: precision and recall over 34 replies', () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(30);
    const found = LABELLED.map(([reply, label]) => ({ reply, label, counted: concedes(reply) }));
    const truePositives = found.filter((row) => row.counted && row.label).length;
    const counted = found.filter((row) => row.counted).length;
    const conceding = found.filter((row) => row.label).length;
    // Precision 13/13 and recall 13/13 at the time of writing.
    expect(truePositives / counted).toBe(1);
    expect(truePositives / conceding).toBe(1);
    for (const row of found) expect(row.counted, row.reply).toBe(row.label);
  });
});

describe('measured over the offline model’s own debates', () => {
  it(
    'gives the mirrored verdict when the agents’ slots (and so the starting slot) are swapped',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000 }),
          fc.integer({ min: 4, max: 16 }),
          fc.constantFrom('model-a', 'model-b'),
          (seed, messages, starter) => {
            const transcript = duel(seed, { messages, starter });
            const verdict = judgeOffline(transcript);
            const mirror = judgeOffline(swapped(transcript));
            const swap = (slot: string | null) =>
              slot === 'model-a' ? 'model-b' : slot === 'model-b' ? 'model-a' : slot;
            expect(mirror.winner).toBe(swap(verdict.winner));
            expect(mirror.confidence).toBe(verdict.confidence);
            expect(mirror.consensus).toBe(verdict.consensus);
            const bySlot = (list: typeof verdict.arguments) =>
              new Map(
                list.map((argument) => [`${argument.slot} ${argument.kind}`, argument.quote]),
              );
            const mirrored = bySlot(mirror.arguments);
            for (const [key, quote] of bySlot(verdict.arguments)) {
              const [slot, kind] = key.split(' ');
              expect(mirrored.get(`${swap(slot!)} ${kind}`)).toBe(quote);
            }
            // As a panel member (DESIGN D21): the panel's own swap gives the mirrored verdict,
            // so the offline judge is position-consistent on every debate.
            const { transcript: other, unswap } = swapTranscript(transcript);
            const reading = judgeOffline(other);
            expect([unswap(reading.winner), reading.confidence, reading.consensus]).toEqual([
              verdict.winner,
              verdict.confidence,
              verdict.consensus,
            ]);
            expect(
              reconcile({
                judgeModel: 'offline',
                inOrder: verdict.winner,
                swapped: unswap(reading.winner),
                debaterModels: [],
              }).consistent,
            ).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it(
    'over 60 same-model duels, no slot and no speaking position wins more than 45% of verdicts',
    { timeout: 120_000 },
    () => {
      const wins: Record<string, number> = {};
      for (let seed = 1; seed <= 60; seed++) {
        const starter = seed % 2 === 0 ? 'model-a' : 'model-b';
        const { winner } = judgeOffline(duel(Math.ceil(seed / 2), { starter }));
        if (!winner) continue;
        wins[winner] = (wins[winner] ?? 0) + 1;
        const position = winner === starter ? 'opener' : 'first replier';
        wins[position] = (wins[position] ?? 0) + 1;
      }
      for (const [who, count] of Object.entries(wins))
        expect(count / 60, who).toBeLessThanOrEqual(0.45);
    },
  );

  it(
    'quotes as strongest a claim: never a question, a courtesy or a quotation',
    { timeout: 60_000 },
    () => {
      for (let seed = 1; seed <= 12; seed++) {
        const verdict = judgeOffline(duel(seed));
        for (const argument of verdict.arguments.filter((a) => a.kind === 'strongest')) {
          expect(argument.quote, argument.quote).not.toMatch(/\?$/);
          expect(argument.quote, argument.quote).not.toMatch(/["“”]/);
          expect(argument.quote, argument.quote).not.toMatch(
            /^(?:thank|that deserves|that is a fair|fair enough|part of that|host,)/i,
          );
          expect(argument.quote.split(/\s+/).length, argument.quote).toBeGreaterThanOrEqual(6);
        }
      }
    },
  );

  it(
    'finds consensus where agents are told to converge, none where they never concede, and keeps it as the debate grows',
    { timeout: 120_000 },
    () => {
      const CONVERGE =
        ' Be open to persuasion: where the other side makes a good point, concede it and converge.';
      const NEVER = ' Never concede a single point.';
      const consensus = (suffix: string) =>
        Array.from({ length: 12 }, (_, index) => {
          const full = duel(index + 1, { messages: 20, suffix });
          const early = { ...full, entries: full.entries.slice(0, 9) };
          const later = judgeOffline(full);
          const moved = later.agreements.some((line) => /persuaded|changed my mind/.test(line));
          return [judgeOffline(early).consensus, later.consensus, moved] as const;
        });
      const converging = consensus(CONVERGE);
      const never = consensus(NEVER);
      const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
      expect(
        mean(converging.map(([, at20]) => at20)) - mean(never.map(([, at20]) => at20)),
      ).toBeGreaterThanOrEqual(25);
      expect(never.every(([at10, at20]) => at10 === 0 && at20 === 0)).toBe(true);
      // Stable as the debate grows, the same debate at 10 and at 20 messages, unless a position moved.
      for (const [at10, at20, moved] of [...converging, ...never]) {
        if (!moved) expect(Math.abs(at10 - at20)).toBeLessThanOrEqual(20);
      }
      expect(converging.every(([at10]) => at10 >= 60)).toBe(true);
    },
  );
});
