import { describe, expect, it } from 'vitest';
import { sentencesOf, type Stance } from './analysis.ts';
import { generate, roundTableSetup, simulate } from '../../../../test/helpers/offline-debates.ts';
import { findMotion } from './find-motion.ts';
import { readIntervention, type HostRequestKind } from './host.ts';
import { bank } from './phrases.ts';

const HOST_CONCESSIONS = bank('host-concessions');
const HOST_EXAMPLES = bank('host-examples');
const HOST_SPENT = bank('host-spent');
const HOST_SUMMARIES = bank('host-summaries');
import { findTemplate } from './reasons.ts';
import { stanceOfText } from './side.ts';

const KINDS: [text: string, name: string, kind: HostRequestKind, addressees: string[]][] = [
  [
    'Host here: both of you, give one concrete number or study that supports your side.',
    'Host',
    'figure',
    [],
  ],
  ['Maria here: Alpha, give us an example.', 'Maria', 'example', ['Alpha']],
  ['Can each of you concede one point to the other side?', 'Host', 'concede', []],
  ['Primary Agent, sum up your case in one sentence.', 'Host', 'summary', ['Primary Agent']],
  ['Please focus on the costs.', 'Host', 'focus', []],
  ['Who would pay for it?', 'Host', 'question', []],
  ['Sing us a song about it.', 'Host', 'cannot', []],
  ['Great exchange so far.', 'Host', 'remark', []],
];

describe('the host’s intervention, read', () => {
  it.each(KINDS)('%s', (text, name, kind, addressees) => {
    expect(readIntervention(text)).toMatchObject({ name, kind, addressees });
  });
});

const NURSE_DEBATE = generate('A nurse and a hospital CFO debate mandatory staffing ratios.');
const DUEL = {
  'model-a': NURSE_DEBATE.primaryInstructions,
  'model-b': NURSE_DEBATE.alternativeInstructions,
};

/** The two replies after an intervention made before the tenth reply. */
function afterIntervention(
  intervention: string,
  seed: number,
  documents?: { name: string; content: string }[],
) {
  const history = simulate(DUEL, NURSE_DEBATE.openingMessage, {
    seed,
    replies: 11,
    starter: 'model-a',
    interventions: { 9: intervention },
    ...(documents ? { documents: { 'model-a': documents, 'model-b': documents } } : {}),
  });
  const at = history.findIndex((turn) => turn.sender === 'user');
  return history.slice(at + 1, at + 3);
}

const has = (text: string, templates: readonly string[]) =>
  templates.some((template) => findTemplate(template, text, text.toLowerCase()));

describe('both agents answer the host first, by name, then the other agent', () => {
  const SEEDS = Array.from({ length: 12 }, (_, i) => i * 104_729 + 5);
  const motion = findMotion(NURSE_DEBATE.openingMessage)!;

  it('says plainly it has no figure when it has no document with one', { timeout: 60_000 }, () => {
    const request = 'Host here: both of you, give one concrete number or study for your side.';
    for (const seed of SEEDS) {
      for (const reply of afterIntervention(request, seed)) {
        const first = sentencesOf(reply.content)[0]!;
        expect(first, reply.content).toMatch(/^Host, /);
        expect(first, reply.content).toMatch(
          /\b(?:cannot|no figure|no source|not have a figure)\b/i,
        );
        expect(reply.content.toLowerCase(), reply.content).not.toContain('host here');
        expect(reply.content, reply.content).not.toMatch(/\d/);
      }
    }
  });

  it(
    'gives a figure from its knowledge documents, never one from an unrelated document',
    { timeout: 60_000 },
    () => {
      const documents = [
        {
          name: 'tariffs.docx',
          content: 'Tariffs on imported steel fell by 37 percent between 2001 and 2010.',
        },
        {
          name: 'wards.pdf',
          content:
            'Wards that kept a mandatory staffing ratio of one nurse to four patients saw 12 percent fewer deaths.',
        },
      ];
      for (const seed of SEEDS) {
        for (const reply of afterIntervention('Host here: give us one number.', seed, documents)) {
          expect(sentencesOf(reply.content)[0], reply.content).toMatch(
            /^Host, .*wards\.pdf.*: "Wards that kept .* 12 percent fewer deaths\."$/,
          );
          expect(reply.content, reply.content).not.toContain('tariffs');
        }
      }
    },
  );

  it(
    'gives an example, a concession or a summary when asked, and keeps its side',
    { timeout: 60_000 },
    () => {
      const asks: [string, readonly string[]][] = [
        ['Host here: give us a concrete example.', HOST_EXAMPLES],
        ['Host here: each of you, concede one point to the other side.', HOST_CONCESSIONS],
        ['Host here: sum up your case in one sentence.', HOST_SUMMARIES],
      ];
      for (const [request, frames] of asks) {
        for (const seed of SEEDS.slice(0, 6)) {
          const [first, second] = afterIntervention(request, seed);
          for (const reply of [first!, second!]) {
            const side: Stance = reply.sender === 'model-a' ? 'for' : 'against';
            expect(has(reply.content.split('\n\n')[0]!, frames), reply.content).toBe(true);
            expect(stanceOfText(reply.content, motion), reply.content).toBe(side);
          }
          // The second speaker then answers the first: it quotes them after the host's answer.
          const quoted = [...second!.content.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
          expect(
            quoted.some((quote) =>
              first!.content.toLowerCase().includes(quote.replace(/[.?]$/, '').toLowerCase()),
            ),
            second!.content,
          ).toBe(true);
        }
      }
    },
  );

  it(
    'answers an intervention addressed to one agent only from that agent',
    { timeout: 60_000 },
    () => {
      for (const seed of SEEDS.slice(0, 4)) {
        const [first, second] = afterIntervention('Alternative Agent, give us an example.', seed);
        const [addressed, other] =
          first!.sender === 'model-b' ? [first!, second!] : [second!, first!];
        expect(addressed.content).toMatch(/^Host, /);
        expect(other.content).not.toMatch(/\bHost\b/);
      }
    },
  );

  it('answers the host first in a MAX round table too', { timeout: 60_000 }, () => {
    const { instructions, opening } = roundTableSetup(
      'Five voices debate whether our city should replace its downtown parking garages with affordable housing: a housing advocate, a small-business owner, a traffic engineer, a city budget officer and a neighbourhood resident',
    );
    const history = simulate(instructions, opening, {
      seed: 7,
      replies: 25,
      starter: 'alpha',
      interventions: { 19: 'Host here: everyone, give us a concrete example.' },
    });
    const at = history.findIndex((turn) => turn.sender === 'user');
    for (const reply of history.slice(at + 1, at + 6)) {
      const answer = reply.content.split('\n\n')[0]!;
      expect(has(answer, [...HOST_EXAMPLES, ...HOST_SPENT]), reply.content).toBe(true);
    }
  });
});
