import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../contract/personas.ts';
import { ownWords, sentencesOf, type Stance } from './analysis.ts';
import { roundTableSetup, simulate, type Slot } from '../../../../test/helpers/offline-debates.ts';
import { MAX } from '../../../contract/conversations.ts';
import { findMotion } from './find-motion.ts';
import { createRandom } from './random.ts';
import { DISTANCING, sideClauses, stanceOfText } from './side.ts';

/** Openings of every shape the model must read a motion from. */
const OPENINGS = [
  'Should homework be banned in primary schools?',
  'Should the death penalty be abolished?',
  'Is nuclear power safe?',
  'Do violent video games cause violence?',
  'Should the UK rejoin the EU?',
  'London should ban cars from its centre.',
  'I think homework should be banned.',
  'Will AI take our jobs?',
  'Is it ethical to eat meat?',
  'A four-day work week',
  'Pineapple on pizza',
  'Should we adopt mandatory staffing ratios? A nurse argues for it, and a hospital CFO argues against it.',
  'This house believes that social media does more harm than good.',
  'Can AI replace teachers?',
];

const EXPLICIT: Record<Stance, string[]> = {
  for: [
    'You are a city planner. You argue for the motion and never concede it.',
    'You are a nurse. You argue for the motion.',
    'Argue in favour of the motion, with examples.',
  ],
  against: [
    'You are a small-business owner. You argue against the motion in every reply.',
    'You are a hospital CFO. You argue against the motion.',
    'Argue against the motion, calmly.',
  ],
};

const DEBATERS = PERSONAS.filter((persona) => persona.id !== 'neutral-moderator');

type Pairing = {
  instructions: Record<Slot, string>;
  starter: Slot;
  sides: Partial<Record<Slot, Stance>>;
};

/** Explicit sides, persona-only agents, and a persona opposite an agent with a stated side. */
function pairing(seed: number): Pairing {
  const random = createRandom(seed);
  const starter: Slot = random.chance(0.5) ? 'model-a' : 'model-b';
  const responder: Slot = starter === 'model-a' ? 'model-b' : 'model-a';
  const persona = () => random.pick(DEBATERS).systemInstructions;
  const explicit = (side: Stance) => random.pick(EXPLICIT[side]);
  switch (seed % 3) {
    case 0: {
      const side: Stance = random.chance(0.5) ? 'for' : 'against';
      const other: Stance = side === 'for' ? 'against' : 'for';
      return {
        instructions: { [starter]: explicit(side), [responder]: explicit(other) } as Record<
          Slot,
          string
        >,
        starter,
        sides: { [starter]: side, [responder]: other },
      };
    }
    case 1:
      return {
        instructions: { [starter]: persona(), [responder]: persona() } as Record<Slot, string>,
        starter,
        sides: {},
      };
    default: {
      // The agent with a stated side speaks first; the persona takes the other side.
      const side: Stance = random.chance(0.5) ? 'for' : 'against';
      return {
        instructions: { [starter]: persona(), [responder]: explicit(side) } as Record<Slot, string>,
        starter,
        sides: { [responder]: side },
      };
    }
  }
}

const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 3);

describe('each agent holds one side for the whole debate, and the two oppose', () => {
  it(
    'over 200 seeds of openings and pairings, with a user stepping in',
    { timeout: 60_000 },
    () => {
      for (const seed of SEEDS) {
        const opening = OPENINGS[seed % OPENINGS.length]!;
        const motion = findMotion(opening)!;
        const { instructions, starter, sides } = pairing(seed);
        const history = simulate(instructions, opening, {
          seed,
          replies: 8,
          starter,
          interventions: { 4: 'What about people on low incomes?' },
        });
        const held: Partial<Record<Slot, Stance>> = {};
        for (const turn of history.slice(1)) {
          if (turn.sender === 'user') continue;
          const slot = turn.sender as Slot;
          const context = `seed ${seed}, ${slot}: ${turn.content}`;
          const stance = stanceOfText(turn.content, motion);
          expect(stance, context).toBeDefined();
          held[slot] ??= stance;
          expect(stance, context).toBe(held[slot]);
          if (sides[slot]) expect(stance, context).toBe(sides[slot]);
          // The other side's clauses, full or short, appear only in questions or at a distance.
          for (const theirs of sideClauses(motion)[stance === 'for' ? 'against' : 'for']) {
            for (const sentence of sentencesOf(ownWords(turn.content))) {
              const lower = sentence.toLowerCase();
              const at = lower.indexOf(theirs);
              if (at === -1 || sentence.endsWith('?')) continue;
              expect(lower.slice(Math.max(0, at - 30), at), context).toMatch(DISTANCING);
            }
          }
        }
        expect(held['model-a'], `seed ${seed}`).toBeDefined();
        expect(held['model-a'], `seed ${seed}: both agents on one side`).not.toBe(held['model-b']);
      }
    },
  );

  it(
    'keeps opposed sides to the end of a 40-message debate between two personas',
    { timeout: 60_000 },
    () => {
      const prosecutor = PERSONAS.find((persona) => persona.id === 'prosecutor')!;
      const defence = PERSONAS.find((persona) => persona.id === 'defense-attorney')!;
      for (const seed of SEEDS.slice(0, 4)) {
        const opening = 'Should the death penalty be abolished?';
        const motion = findMotion(opening)!;
        const history = simulate(
          { 'model-a': prosecutor.systemInstructions, 'model-b': defence.systemInstructions },
          opening,
          { seed, replies: 39, starter: seed % 2 === 0 ? 'model-a' : 'model-b' },
        );
        const stances = new Map<string, Set<Stance | undefined>>();
        for (const turn of history.slice(1)) {
          const seen = stances.get(turn.sender) ?? new Set();
          seen.add(stanceOfText(turn.content, motion));
          stances.set(turn.sender, seen);
        }
        const [a, b] = [[...stances.get('model-a')!], [...stances.get('model-b')!]];
        expect(a, `seed ${seed}`).toHaveLength(1);
        expect(b, `seed ${seed}`).toHaveLength(1);
        expect(a[0]).toBeDefined();
        expect(a[0]).not.toBe(b[0]);
      }
    },
  );

  it(
    'holds each MAX agent to one side over 40 messages, with both sides argued',
    { timeout: 60_000 },
    () => {
      const roundTables: [description: string, sides: Stance[]][] = [
        [
          'Five voices debate whether our city should replace its downtown parking garages with affordable housing: a housing advocate, a small-business owner, a traffic engineer, a city budget officer and a neighbourhood resident',
          ['for', 'against', 'for', 'against', 'for'],
        ],
        [
          'A nurse and a hospital CFO debate mandatory staffing ratios.',
          ['for', 'against', 'for', 'against', 'for'],
        ],
        ['Is nuclear power safe?', ['for', 'against', 'for', 'against', 'for']],
      ];
      for (const [index, [description, sides]] of roundTables.entries()) {
        const { instructions, opening } = roundTableSetup(description);
        const motion = findMotion(opening)!;
        for (const seed of SEEDS.slice(index * 3, index * 3 + 3)) {
          const history = simulate(instructions, opening, {
            seed,
            replies: 39,
            starter: MAX.slots[seed % 5]!,
            interventions: { 19: 'Host here: everyone, sum up your case in one sentence.' },
          });
          for (const turn of history.slice(1)) {
            if (turn.sender === 'user') continue;
            const side = sides[MAX.slots.indexOf(turn.sender as (typeof MAX.slots)[number])];
            expect(stanceOfText(turn.content, motion), `seed ${seed}: ${turn.content}`).toBe(side);
          }
        }
      }
    },
  );

  it('keeps five personas of a MAX round table on sides of their own', () => {
    const ids = ['prosecutor', 'defense-attorney', 'cfo', 'union-organizer', 'climate-scientist'];
    const instructions = Object.fromEntries(
      MAX.slots.map((slot, index) => [
        slot,
        PERSONAS.find((p) => p.id === ids[index])!.systemInstructions,
      ]),
    );
    for (const seed of SEEDS.slice(0, 4)) {
      const opening = 'Should the death penalty be abolished?';
      const motion = findMotion(opening)!;
      const history = simulate(instructions, opening, { seed, replies: 24, starter: 'alpha' });
      const held = new Map<string, Set<Stance | undefined>>();
      for (const turn of history.slice(1)) {
        held.set(
          turn.sender,
          (held.get(turn.sender) ?? new Set()).add(stanceOfText(turn.content, motion)),
        );
      }
      for (const [slot, stances] of held) {
        expect([...stances], `seed ${seed} ${slot}`).toHaveLength(1);
        expect([...stances][0], `seed ${seed} ${slot}`).toBeDefined();
      }
      expect(new Set([...held.values()].map((stances) => [...stances][0])).size).toBe(2);
    }
  });
});
