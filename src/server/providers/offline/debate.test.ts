import { describe, expect, it } from 'vitest';
import { duelGeneratorMessages, parseGeneratedConfiguration } from '../../../contract/assistant.ts';
import { PERSONAS } from '../../../contract/personas.ts';
import { buildPrompt, type PromptTurn } from '../prompts.ts';
import { sentencesOf } from './analysis.ts';
import { composeReply, normalizeSentence, type OfflineTurn } from './compose.ts';
import { createRandom } from './random.ts';
import { VOICES } from './voices.ts';

type Slot = 'model-a' | 'model-b';

/** A two-agent debate through the real prompt builder, turn by turn, as the runner plays it. */
function simulate(
  instructions: Record<Slot, string>,
  opening: string,
  options: { seed: number; replies: number; starter: Slot; interventions?: Record<number, string> },
): PromptTurn[] {
  const history: PromptTurn[] = [{ sender: options.starter, content: opening }];
  let speaker: Slot = options.starter === 'model-a' ? 'model-b' : 'model-a';
  for (let i = 0; i < options.replies; i++) {
    const intervention = options.interventions?.[i];
    if (intervention) history.push({ sender: 'user', content: intervention });
    const prompt = buildPrompt({
      instructions: instructions[speaker],
      history,
      selfSender: speaker,
      mode: 'duel',
      foldIntoSingleUserMessage: false,
    });
    const content = composeReply(
      { system: prompt.system ?? '', messages: prompt.messages },
      options.seed,
    );
    history.push({ sender: speaker, content });
    speaker = speaker === 'model-a' ? 'model-b' : 'model-a';
  }
  return history;
}

function generate(description: string) {
  const [system, user] = duelGeneratorMessages(description);
  return parseGeneratedConfiguration(
    composeReply({ system: system!.content, messages: [user as OfflineTurn] }, 1),
  );
}

/** Opening lines of every shape, with the motion a reader finds in them (affirmed, denied). */
const MOTIONS = [
  {
    opening: 'Should homework be banned in primary schools?',
    affirmed: 'homework should be banned in primary schools',
    denied: 'homework should not be banned in primary schools',
  },
  {
    opening: 'Let us settle this today. Should cities ban cars from their centres?',
    affirmed: 'cities should ban cars from their centres',
    denied: 'cities should not ban cars from their centres',
  },
  {
    opening: 'Is remote work better than office work?',
    affirmed: 'remote work is better than office work',
    denied: 'remote work is not better than office work',
  },
  {
    opening: 'This house believes that social media does more harm than good.',
    affirmed: 'social media does more harm than good',
    denied: 'social media does not do more harm than good',
  },
  {
    opening: 'Universal basic income should replace unemployment benefits.',
    affirmed: 'universal basic income should replace unemployment benefits',
    denied: 'universal basic income should not replace unemployment benefits',
  },
  {
    opening: "Let's debate nuclear power.",
    affirmed: 'we should adopt nuclear power',
    denied: 'we should not adopt nuclear power',
  },
];

const FOR = 'You are a city planner. You argue for the motion and never concede it.';
const AGAINST = 'You are a small-business owner. You argue against the motion in every reply.';
const PERSONA_A = PERSONAS.find((persona) => persona.id === 'veteran-teacher')!;
const PERSONA_B = PERSONAS.find((persona) => persona.id === 'emergency-physician')!;

/** Sentences said by the speaker themself: quoted words of others removed. */
function ownSentences(text: string): string[] {
  return sentencesOf(text.replace(/"[^"\n]*"/g, '""'));
}

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 3);

describe('offline model on generated debates, across seeds', { timeout: 60_000 }, () => {
  for (const motion of MOTIONS) {
    it(`finds and holds the motion: ${motion.opening}`, () => {
      for (const seed of SEEDS) {
        const random = createRandom(seed);
        const starter: Slot = random.chance(0.5) ? 'model-a' : 'model-b';
        const [forSlot, againstSlot]: [Slot, Slot] = random.chance(0.5)
          ? ['model-a', 'model-b']
          : ['model-b', 'model-a'];
        const instructions = { [forSlot]: FOR, [againstSlot]: AGAINST } as Record<Slot, string>;
        const history = simulate(instructions, motion.opening, {
          seed,
          replies: 12,
          starter,
          interventions: { 5: 'What about people who live in rural areas?' },
        });
        for (const turn of history.slice(1)) {
          if (turn.sender === 'user') continue;
          const mine = turn.sender === forSlot ? motion.affirmed : motion.denied;
          const theirs = turn.sender === forSlot ? motion.denied : motion.affirmed;
          // Holds its own side in every reply...
          expect(turn.content.toLowerCase(), `seed ${seed}`).toContain(mine);
          // ...and names the other side only to deny or question it.
          for (const sentence of ownSentences(turn.content)) {
            if (!sentence.toLowerCase().includes(theirs)) continue;
            expect(sentence, `seed ${seed}`).toMatch(
              /\?$|does not follow|no reason to think|does not show|short of showing/,
            );
          }
        }
      }
    });
  }

  it('answers the last speaker: quotes a sentence of their last turn, a user question first', () => {
    for (const seed of SEEDS) {
      const history = simulate({ 'model-a': FOR, 'model-b': AGAINST }, MOTIONS[0]!.opening, {
        seed,
        replies: 10,
        starter: 'model-a',
        interventions: { 4: 'How would this work for children without a quiet place to study?' },
      });
      for (let i = 2; i < history.length; i++) {
        const turn = history[i]!;
        if (turn.sender === 'user') continue;
        const previous = history[i - 1]!.content.toLowerCase();
        const quotes = [...turn.content.matchAll(/"([^"\n]+)"/g)].map((m) => m[1]!.toLowerCase());
        expect(
          quotes.some((quote) => previous.includes(quote) && quote.split(' ').length >= 4),
          `seed ${seed}, turn ${i}`,
        ).toBe(true);
        if (history[i - 1]!.sender === 'user') {
          expect(turn.content).toContain(history[i - 1]!.content);
        }
      }
    }
  });

  it(
    'writes grammatical sentences and never repeats a sentence within a debate',
    { timeout: 120_000 },
    () => {
      const descriptions = [
        'A nurse and a hospital CFO debate mandatory staffing ratios.',
        'Debate a four-day work week',
        'Should cities ban cars?',
      ];
      for (const description of descriptions) {
        const setup = generate(description);
        for (const seed of SEEDS.slice(0, 10)) {
          const history = simulate(
            { 'model-a': setup.primaryInstructions, 'model-b': setup.alternativeInstructions },
            setup.openingMessage,
            {
              seed,
              replies: 20,
              starter: 'model-a',
              interventions: { 9: 'What about the costs?' },
            },
          );
          const seen = new Map<string, number>();
          history.forEach((turn, index) => {
            if (index === 0 || turn.sender === 'user') return;
            const text = turn.content;
            expect(text).not.toMatch(/[{}]|undefined|\s{3}| {2}|\s[,.;:?!]|,,|\.\.|\?\.|\?"\?/);
            expect(text).not.toMatch(/\b(\w+) \1\b/i);
            expect(text.split('"').length % 2, 'balanced quotes').toBe(1);
            expect(text.split(/\s+/).length).toBeLessThanOrEqual(200);
            for (const sentence of ownSentences(text)) {
              expect(sentence, `seed ${seed}`).toMatch(/^[A-Z]/);
              expect(sentence, `seed ${seed}`).toMatch(/[.?!"]$/);
              // No capital inside a sentence except names and "I".
              expect(sentence.slice(1), `seed ${seed}`).not.toMatch(
                /[,;] (?!I\b|Primary\b|Alternative\b|CFO\b)[A-Z][a-z]/,
              );
            }
            for (const sentence of sentencesOf(text)) {
              const key = normalizeSentence(sentence);
              expect(seen.get(key), `"${sentence}" repeated (seed ${seed})`).toBeUndefined();
              seen.set(key, index);
            }
          });
        }
      }
    },
  );

  it('lets a persona change the voice', () => {
    const opening = MOTIONS[0]!.opening;
    const teacher = simulate(
      { 'model-a': PERSONA_A.systemInstructions, 'model-b': AGAINST },
      opening,
      { seed: 11, replies: 8, starter: 'model-b' },
    );
    const nurse = simulate(
      { 'model-a': PERSONA_B.systemInstructions, 'model-b': AGAINST },
      opening,
      {
        seed: 11,
        replies: 8,
        starter: 'model-b',
      },
    );
    const voiceWords = (name: string) => {
      const voice = VOICES.find((candidate) => candidate.name === name)!;
      return [...voice.evidence, ...voice.signatures, ...voice.angles, ...voice.questions];
    };
    const said = (history: PromptTurn[]) =>
      history
        .filter((turn) => turn.sender === 'model-a')
        .map((turn) => turn.content)
        .join('\n');
    const count = (text: string, lines: string[]) =>
      lines.filter((line) => text.includes(line)).length;
    expect(count(said(teacher), voiceWords('education'))).toBeGreaterThanOrEqual(3);
    expect(count(said(teacher), voiceWords('health'))).toBe(0);
    expect(count(said(nurse), voiceWords('health'))).toBeGreaterThanOrEqual(3);
    expect(count(said(nurse), voiceWords('education'))).toBe(0);
    // Without a stated side, Primary argues for the motion, whatever the persona.
    expect(said(teacher)).toContain(MOTIONS[0]!.affirmed);
  });
});

describe('offline assistant: two opposed roles and an opening line from what was typed', () => {
  it('reads who, what and which side', () => {
    const setup = generate('A nurse and a hospital CFO debate mandatory staffing ratios.');
    expect(setup.primaryInstructions).toMatch(
      /^You are a nurse\. .*argue for the motion that we should adopt mandatory staffing ratios/,
    );
    expect(setup.alternativeInstructions).toMatch(
      /^You are a hospital CFO\. .*argue against the motion/,
    );
    expect(setup.openingMessage).toBe(
      'Should we adopt mandatory staffing ratios? A nurse argues for it, and a hospital CFO argues against it.',
    );
    for (const value of Object.values(setup)) {
      expect(value).not.toMatch(/\bstring\b|alternativeinstructions|primaryinstructions|JSON/i);
    }
  });

  it('turns statements, questions and sides into motions', () => {
    const week = generate('Debate a four-day work week');
    expect(week.openingMessage).toMatch(/^Should we adopt a four-day work week\? /);
    expect(week.primaryInstructions).not.toBe(week.alternativeInstructions);
    expect(week.alternativeInstructions).toContain(
      'argue against the motion that we should adopt a four-day work week',
    );

    const cars = generate('Should cities ban cars?');
    expect(cars.openingMessage).toMatch(/^Should cities ban cars\? /);
    expect(cars.openingMessage).not.toMatch(/"|\?\?|\?"/);

    const rent = generate('Between a landlord and a tenant organiser, on rent control');
    expect(rent.primaryInstructions).toMatch(/^You are a landlord\./);
    expect(rent.alternativeInstructions).toMatch(/^You are a tenant organiser\./);

    const flipped = generate('A farmer against and an economist for debate a meat tax.');
    expect(flipped.primaryInstructions).toMatch(/^You are a farmer\. .*argue against/);
    expect(flipped.alternativeInstructions).toMatch(/^You are an economist\. .*argue for/);
  });
});
