import { describe, expect, it } from 'vitest';
import type { Stance } from './analysis.ts';
import { simulate, type Slot } from '../../../../test/helpers/offline-debates.ts';
import { findMotion } from './find-motion.ts';
import { ANSWERS, bank } from './phrases.ts';

const GENERIC_COUNTERS = bank('generic-counters');
const GRANTS = bank('grants');
import { pointOf } from './point.ts';
import { considerationsFor, findTemplate, type Consideration } from './reasons.ts';
import { ADDRESS, stanceOfText } from './side.ts';

const FOR = 'You are a city planner. You argue for the motion and never concede it.';
const AGAINST = 'You are a small-business owner. You argue against the motion in every reply.';
const OPENINGS = [
  'Should homework be banned in primary schools?',
  'Is nuclear power safe?',
  'Should the UK rejoin the EU?',
];

const has = (text: string, templates: readonly string[]) =>
  templates.some((template) => findTemplate(template, text, text.toLowerCase()));

/** The other side's reason a text argues, if it argues one. */
function reasonIn(text: string, list: Consideration[], side: Stance): Consideration | undefined {
  return list.find((consideration) => has(text, consideration[side]));
}

describe('each reply answers the last speaker’s actual point', () => {
  it(
    'quotes the other agent’s reason and answers it on the same ground',
    { timeout: 60_000 },
    () => {
      let answeredReasons = 0;
      let onTheirGround = 0;
      for (let seed = 1; seed <= 24; seed++) {
        const opening = OPENINGS[seed % OPENINGS.length]!;
        const list = considerationsFor(findMotion(opening)!);
        const history = simulate({ 'model-a': FOR, 'model-b': AGAINST }, opening, {
          seed,
          replies: 12,
          starter: seed % 2 === 0 ? 'model-a' : 'model-b',
        });
        const said: Record<Slot, string> = { 'model-a': '', 'model-b': '' };
        for (let i = 2; i < history.length; i++) {
          const turn = history[i]!;
          const previous = history[i - 1]!.content;
          const slot = turn.sender as Slot;
          const mine: Stance = slot === 'model-a' ? 'for' : 'against';
          const theirs: Stance = mine === 'for' ? 'against' : 'for';
          const context = `seed ${seed}, turn ${i}: ${turn.content}`;
          const quotes = [...turn.content.matchAll(/"([^"\n]+)"/g)].map((m) =>
            m[1]!.replace(/[.?]$/, ''),
          );
          const claim = quotes.find(
            (quote) => previous.toLowerCase().includes(quote.toLowerCase()) && !quote.endsWith('?'),
          );
          expect(claim, context).toBeDefined();
          // Never a stock line about the speaker ("From where I stand as ...").
          expect(claim!, context).not.toMatch(
            /^(?:as|speaking as|from where i stand|i come to this)\b/i,
          );
          const answered = reasonIn(previous, list, theirs);
          if (answered) {
            answeredReasons += 1;
            expect(reasonIn(claim!, list, theirs), `${context}: quotes their reason`).toBeDefined();
            const target = reasonIn(claim!, list, theirs)!;
            const fresh = target.counter[mine].filter((t) => !has(said[slot], [t]));
            // A point granted in its own words (decision 030) is answered by what is left; a
            // counter that would echo the claim's own wording gives way to a general one.
            if (has(turn.content, GRANTS)) {
              expect(has(turn.content, bank('narrowings')), context).toBe(true);
            } else {
              expect(has(turn.content, [...fresh, ...GENERIC_COUNTERS]), context).toBe(true);
              if (has(turn.content, fresh)) onTheirGround += 1;
            }
          }
          said[slot] += `\n${turn.content}`;
        }
      }
      // Most turns argue a reason of their side (264 of 288 turns at the time of writing).
      expect(answeredReasons).toBeGreaterThan(200);
      // Most are answered on the same consideration.
      expect(onTheirGround / answeredReasons).toBeGreaterThan(0.6);
    },
  );

  it(
    'answers the other agent’s closing question from its own side when it takes it up',
    { timeout: 60_000 },
    () => {
      let answeredQuestions = 0;
      for (let seed = 1; seed <= 16; seed++) {
        const opening = OPENINGS[seed % OPENINGS.length]!;
        const motion = findMotion(opening)!;
        const list = considerationsFor(motion);
        const history = simulate({ 'model-a': FOR, 'model-b': AGAINST }, opening, {
          seed,
          replies: 10,
          starter: 'model-a',
        });
        for (let i = 2; i < history.length; i++) {
          const turn = history[i]!;
          const side: Stance = turn.sender === 'model-a' ? 'for' : 'against';
          const { question } = pointOf(
            history[i - 1]!.content,
            list,
            side === 'for' ? 'against' : 'for',
            [],
          );
          if (!question || !turn.content.includes(question.sentence.replace(ADDRESS, '').slice(1)))
            continue;
          answeredQuestions += 1;
          expect(
            has(turn.content, [...ANSWERS[question.kind]![side], ...ANSWERS['direct']![side]]),
            `seed ${seed}, turn ${i}: ${turn.content}`,
          ).toBe(true);
        }
      }
      expect(answeredQuestions).toBeGreaterThan(20);
    },
  );

  const USER_QUESTIONS: [question: string, kind: string, words: RegExp][] = [
    ['Who would pay for it?', 'cost', /\b(?:pay|paid|bill|costs?)\b/i],
    [
      'What about kids whose parents cannot help them?',
      'about',
      /kids whose parents cannot help them/,
    ],
    ['What about safety?', 'about', /\bsafety\b/],
    ['What evidence do you have?', 'evidence', /\bevidence\b/i],
    ['What would change your mind?', 'mind', /\bchange my mind|reconsider|listen\b/i],
    ['How would this work in practice?', 'practice', /\bpractice|rules|tasks\b/i],
    ['What if it goes wrong?', 'risk', /\bgoes wrong|course|gamble|worse off\b/i],
    ['When would we see results?', 'timing', /\bsoon|timing|year\b/i],
    ['Why should anyone believe you?', 'direct', /\b(?:because|reason|since)\b/i],
  ];

  it.each(USER_QUESTIONS)(
    'answers a user’s "%s" from the agent’s own side',
    (question, kind, words) => {
      for (const [seed, opening] of OPENINGS.entries()) {
        const motion = findMotion(opening)!;
        const history = simulate({ 'model-a': FOR, 'model-b': AGAINST }, opening, {
          seed: seed + 101,
          replies: 4,
          starter: 'model-a',
          interventions: { 3: question },
        });
        const reply = history.at(-1)!;
        const side: Stance = reply.sender === 'model-a' ? 'for' : 'against';
        const context = `${opening}: ${reply.content}`;
        // Answered to the host, without quoting back what the host just asked.
        expect(reply.content, context).toMatch(/^Host, /);
        expect(reply.content, context).not.toContain(`"${question}"`);
        expect(
          has(reply.content, [...ANSWERS[kind]![side], ...ANSWERS['direct']![side]]),
          context,
        ).toBe(true);
        expect(reply.content, context).toMatch(words);
        expect(stanceOfText(reply.content, motion), context).toBe(side);
      }
    },
  );
});
