import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../contract/personas.ts';
import type { PromptTurn } from '../prompts.ts';
import { ownWords, sentencesOf } from './analysis.ts';
import {
  duelSetup,
  roundTableSetup,
  simulate,
  type DebateSetup,
} from '../../../../test/helpers/offline-debates.ts';
import { findMotion } from './find-motion.ts';
import { restates } from './motion.ts';
import { FRAMES } from './phrases.ts';
import { VOICE_LINES } from './voices.ts';
import { framesIn, normalizeSentence } from './writer.ts';

/**
 * Measured, not spot-checked: over debates from the assistant's descriptions and persona pairs,
 * duels and MAX round tables, each with the host stepping in at the checkpoint.
 */

const persona = (id: string) =>
  PERSONAS.find((candidate) => candidate.id === id)!.systemInstructions;

const SETUPS: DebateSetup[] = [
  duelSetup('A nurse and a hospital CFO debate mandatory staffing ratios.'),
  duelSetup('Debate a four-day work week'),
  duelSetup('Is nuclear power safe?'),
  duelSetup('Should the death penalty be abolished?'),
  {
    instructions: { 'model-a': persona('prosecutor'), 'model-b': persona('defense-attorney') },
    opening: 'Should the death penalty be abolished?',
  },
  {
    instructions: {
      'model-a': persona('emergency-physician'),
      'model-b': persona('veteran-teacher'),
    },
    opening: 'I think homework should be banned.',
  },
  roundTableSetup(
    'Five voices debate whether our city should replace its downtown parking garages with affordable housing: a housing advocate, a small-business owner, a traffic engineer, a city budget officer and a neighbourhood resident',
  ),
  roundTableSetup('A nurse and a hospital CFO debate mandatory staffing ratios.'),
];

const HOST = 'Host here: both of you, give one concrete number or study that supports your side.';
const SEEDS = [3, 1_009, 20_011, 300_007];

/** 20 messages for a duel and 40 for a round table, the host stepping in at the checkpoint. */
function debates(): { setup: DebateSetup; history: PromptTurn[] }[] {
  return SETUPS.flatMap((setup) =>
    SEEDS.map((seed) => {
      const slots = Object.keys(setup.instructions);
      const duelMode = slots.length === 2;
      const history = simulate(setup.instructions, setup.opening, {
        seed,
        replies: duelMode ? 19 : 39,
        starter: slots[seed % slots.length]!,
        interventions: { [duelMode ? 9 : 19]: HOST },
      });
      return { setup, history };
    }),
  );
}

describe('measured over many generated debates', () => {
  let PLAYED: { setup: DebateSetup; history: PromptTurn[] }[] = [];
  beforeAll(() => {
    PLAYED = debates();
  }, 120_000);

  it('states the motion in full at most once in five replies of an agent', () => {
    let replies = 0;
    let restating = 0;
    for (const { setup, history } of PLAYED) {
      const motion = findMotion(setup.opening)!;
      const bySlot = new Map<string, boolean[]>();
      for (const turn of history.slice(1)) {
        if (turn.sender === 'user') continue;
        const restated = restates(ownWords(turn.content), motion);
        replies += 1;
        if (restated) restating += 1;
        bySlot.set(turn.sender, [...(bySlot.get(turn.sender) ?? []), restated]);
      }
      for (const [slot, marks] of bySlot) {
        for (let i = 0; i + 5 <= marks.length; i++) {
          const window = marks.slice(i, i + 5).filter(Boolean).length;
          expect(window, `${setup.opening} ${slot}`).toBeLessThanOrEqual(1);
        }
      }
    }
    // 21% at the time of writing; every reply restated it before.
    expect(restating / replies).toBeLessThan(0.25);
  });

  it('asks no stock question twice in a debate', () => {
    const frames = [...FRAMES, ...VOICE_LINES];
    let questions = 0;
    for (const { history } of PLAYED) {
      const asked = new Set<string>();
      for (const turn of history.slice(1)) {
        if (turn.sender === 'user') continue;
        for (const sentence of sentencesOf(ownWords(turn.content))) {
          if (!sentence.endsWith('?')) continue;
          questions += 1;
          const key = framesIn(sentence, frames)[0] ?? normalizeSentence(sentence);
          expect(asked.has(key), `"${sentence}" asked twice`).toBe(false);
          asked.add(key);
        }
      }
    }
    // Not every reply asks one: replies take several shapes (decision 030).
    expect(questions).toBeGreaterThan(PLAYED.length * 5);
  });

  it('answers every intervention as the host’s: first, by name, never as a claim', () => {
    let answered = 0;
    for (const { setup, history } of PLAYED) {
      const at = history.findIndex((turn) => turn.sender === 'user');
      // Every agent that speaks next, before anyone speaks twice.
      const agents = Object.keys(setup.instructions).length;
      for (const reply of history.slice(at + 1, at + 1 + agents)) {
        const first = sentencesOf(reply.content)[0]!;
        expect(first, reply.content).toMatch(/^Host, /);
        expect(reply.content.toLowerCase(), reply.content).not.toMatch(/host here|concrete number/);
        // Nor is another agent's answer to the host taken for its claim.
        expect(reply.content, reply.content).not.toMatch(/"(?:thank you, )?host\b/i);
        answered += 1;
      }
    }
    expect(answered).toBe(
      PLAYED.reduce((sum, { setup }) => sum + Object.keys(setup.instructions).length, 0),
    );
  });

  it('keeps to the people the debate names: no doctors in a debate about nurses', () => {
    let nurses = 0;
    for (const { setup, history } of PLAYED) {
      if (!/\bnurse\b/.test(setup.opening) || /\bdoctor\b/.test(setup.opening)) continue;
      for (const turn of history.slice(1)) {
        if (turn.sender === 'user') continue;
        expect(turn.content, turn.content).not.toMatch(/\bdoctors\b/);
        nurses += (turn.content.match(/\bnurses\b/g) ?? []).length;
      }
    }
    expect(nurses).toBeGreaterThan(20);
  });
});
