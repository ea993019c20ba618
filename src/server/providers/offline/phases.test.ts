import { describe, expect, it } from 'vitest';
import { builtInFormat, FORMAT_TEXT, type PhaseKind } from '../../../contract/formats.ts';
import { OFFLINE_MODEL_ID } from '../../../contract/models.ts';
import { parseConfig } from '../../config.ts';
import { streamCompletion } from '../generate.ts';
import { buildPrompt } from '../prompts.ts';
import { createProviderRegistry } from '../registry.ts';
import { sentencesOf } from './analysis.ts';
import { findMotion } from './find-motion.ts';
import { stanceOfText } from './side.ts';

const registry = createProviderRegistry(
  parseConfig({ OFFLINE_MODEL_TOKENS_PER_SECOND: '0', OFFLINE_MODEL_SEED: '7' }).providers,
);

const MOTION = 'Should cities ban cars from their centres?';
const FOR = 'You are an urban planner. You argue for the ban.';
const theirCase =
  'A ban would empty the high street, because shoppers who drive in from the suburbs would go to out-of-town malls instead. ' +
  'Deliveries would cost more and small shops would close.';

const brief = (kind: PhaseKind, wordLimit: number) =>
  FORMAT_TEXT.phasePrompt('Phase', 'Debate well.', FORMAT_TEXT.jobs[kind], wordLimit);

/** The offline model's reply as `model-a` (for the ban) after `history`, briefed for `kind`. */
async function turn(
  kind: PhaseKind | null,
  history: { sender: string; content: string }[],
  wordLimit = 200,
) {
  const resolved = await registry.resolve(OFFLINE_MODEL_ID);
  const prompt = buildPrompt({
    instructions: kind ? `${FOR}\n\n${brief(kind, wordLimit)}` : FOR,
    history: [{ sender: 'user', content: MOTION }, ...history],
    selfSender: 'model-a',
    mode: 'duel',
    foldIntoSingleUserMessage: false,
  });
  return (await streamCompletion({ resolved, ...prompt })).text;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const questions = (text: string) => sentencesOf(text).filter((s) => /\?["”’)]?$/.test(s));
const motion = findMotion(MOTION)!;

describe('the offline model in a format’s phases (seeded)', () => {
  it('an opening makes its own case and does not rebut: what the other side said changes nothing', async () => {
    const alone = await turn('opening', []);
    const after = await turn('opening', [{ sender: 'model-b', content: theirCase }]);
    expect(after).toBe(alone);
    expect(stanceOfText(alone, motion)).toBe('for');
    expect(questions(alone)).toEqual([]);
    expect(words(alone)).toBeLessThanOrEqual(200);
    expect(alone).not.toMatch(/high street|out-of-town/);
  });

  it('a rebuttal answers the other side’s turn', async () => {
    const rebuttal = await turn('rebuttal', [{ sender: 'model-b', content: theirCase }]);
    const other = await turn('rebuttal', [
      { sender: 'model-b', content: 'Clean air matters less than jobs, and the ban costs jobs.' },
    ]);
    expect(rebuttal).not.toBe(other);
    expect(stanceOfText(rebuttal, motion)).toBe('for');
    expect(words(rebuttal)).toBeLessThanOrEqual(200);
  });

  it('a cross-examination question only asks; an answer only answers', async () => {
    const asked = await turn('question', [{ sender: 'model-b', content: theirCase }], 80);
    expect(sentencesOf(asked).length).toBeGreaterThan(0);
    expect(questions(asked)).toEqual(sentencesOf(asked));
    expect(words(asked)).toBeLessThanOrEqual(80);
    const answered = await turn(
      'answer',
      [{ sender: 'model-b', content: 'Who pays for the buses once the cars are gone?' }],
      80,
    );
    expect(sentencesOf(answered).length).toBeGreaterThan(0);
    expect(questions(answered)).toEqual([]);
    expect(words(answered)).toBeLessThanOrEqual(80);
  });

  it('a cross-examination presses the other side’s claims, never the same way twice, and answers meet the question first', async () => {
    const history = [{ sender: 'model-b', content: theirCase }];
    const forms = new Set<string>();
    for (const answer of [
      'Yes, shops can offer deliveries, as many already do in pedestrian streets.',
      'Buses paid for by the congestion savings replace the trips; shoppers stay longer on foot.',
      'Shift workers get night buses, and the ban covers only the centre.',
    ]) {
      const question = await turn('question', history, 80);
      expect(questions(question)).toEqual(sentencesOf(question));
      // It quotes the other side's claim, not anyone's framing ("Yes, …", "I", "my").
      expect(question).not.toMatch(/\b(?:I|my|yes)\b/);
      forms.add(question.slice(0, 14));
      history.push(
        { sender: 'model-a', content: question },
        { sender: 'model-b', content: answer },
      );
    }
    expect(forms.size).toBe(3);
    const answered = await turn(
      'answer',
      [
        {
          sender: 'model-b',
          content: 'Is a short walk from a car park not a small price for cleaner air?',
        },
      ],
      80,
    );
    // A leading question from the other side, turned round and answered before the case.
    expect(sentencesOf(answered)[0]).toBe(
      'No, I do not grant that a short walk from a car park is a small price for cleaner air.',
    );
  });

  it('a closing sums up what the agent said, adding nothing new', async () => {
    const opening = await turn('opening', []);
    const history = [
      { sender: 'model-a', content: opening },
      { sender: 'model-b', content: theirCase },
    ];
    const closing = await turn('closing', history, 150);
    expect(closing).toMatch(/^In closing:/);
    const said = sentencesOf(opening);
    for (const sentence of sentencesOf(closing.replace(/^In closing:\s*/, ''))) {
      expect(said).toContain(sentence);
    }
    expect(words(closing)).toBeLessThanOrEqual(150);
  });

  it('keeps to every built-in phase’s word limit, and without a phase line replies as before', async () => {
    for (const format of ['oxford', 'lincoln-douglas', 'socratic']) {
      for (const phase of builtInFormat(format)!.phases) {
        const text = await turn(
          phase.kind,
          [{ sender: 'model-b', content: theirCase }],
          phase.wordLimit,
        );
        expect(words(text)).toBeLessThanOrEqual(phase.wordLimit);
      }
    }
    const free = await turn(null, [{ sender: 'model-b', content: theirCase }]);
    expect(free).toBe(await turn(null, [{ sender: 'model-b', content: theirCase }]));
    expect(words(free)).toBeGreaterThan(40);
  });
});
