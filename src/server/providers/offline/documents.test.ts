import { describe, expect, it } from 'vitest';
import { simulate } from '../../../../test/helpers/offline-debates.ts';
import { citationFor } from './documents.ts';
import { domainOf } from './domains.ts';
import { findMotion } from './find-motion.ts';

const SKY = {
  name: 'sky.pdf',
  content:
    'The sky over Quorvania appears pale blue on most days, according to forty years of observatory records. Emerald tints were seen on only 3 days a year, after dust storms.',
};
const TARIFFS = {
  name: 'tariffs.docx',
  content:
    'Tariffs fell by 37 percent between 2001 and 2010. Importers passed most of the savings on to consumers within two years.',
};
const RIVERS = {
  name: 'rivers.rtf',
  content:
    'The three main rivers of the valley flood every spring. Levees built in 1990 cut flood damage by half.',
};
/** The same documents as selected passages, with the note a long document's excerpt carries. */
const EXCERPTS = [SKY, TARIFFS, RIVERS].map((document) => ({
  name: document.name,
  content: `[Excerpts: 2 of 14 passages]\n…${document.content.split('. ')[1]}\n…${document.content.split('. ')[0]}.`,
}));

const OPENING =
  'Is the sky over Quorvania really emerald green, and should schools teach it as fact?';
const MOTION = findMotion(OPENING)!;
const SUBJECT = { motion: MOTION, opening: OPENING, domain: domainOf(MOTION) };

/** Every passage an agent quoted from a document, over a debate with all three documents. */
function citedIn(documents: { name: string; content: string }[], seed: number): string[] {
  const history = simulate(
    {
      'model-a': 'You are a science teacher. You argue for the motion.',
      'model-b': 'You are a sky watcher. You argue against the motion.',
    },
    OPENING,
    {
      seed,
      replies: 16,
      starter: 'model-a',
      documents: { 'model-a': documents, 'model-b': documents },
      interventions: { 9: 'Host here: both of you, give one concrete number or study.' },
    },
  );
  return history
    .slice(1)
    .flatMap((turn) => [...turn.content.matchAll(/(\w+\.(?:pdf|docx|rtf))\b[^"\n]*"([^"]+)"/g)])
    .map((match) => `${match[1]}: ${match[2]}`);
}

describe('citations that fit the motion', () => {
  it(
    'quotes only the document on the motion, whole documents or excerpts, and never a note',
    { timeout: 60_000 },
    () => {
      for (const documents of [[SKY, TARIFFS, RIVERS], EXCERPTS]) {
        for (let seed = 1; seed <= 12; seed++) {
          const cited = citedIn(documents, seed);
          expect(cited.length, `seed ${seed}`).toBeGreaterThan(0);
          for (const citation of cited) {
            expect(citation, `seed ${seed}`).toMatch(/^sky\.pdf: (?:The sky over|Emerald tints)/);
          }
        }
      }
    },
  );

  it('prefers the passage closest to the motion, then to the point being answered', () => {
    expect(citationFor([TARIFFS, RIVERS, SKY], SUBJECT, '', { said: '' })?.quote).toMatch(
      /^The sky over Quorvania appears pale blue/,
    );
    const figure = citationFor([TARIFFS, SKY], SUBJECT, 'how many days', {
      said: '',
      figure: true,
    });
    expect(figure?.quote).toBe('Emerald tints were seen on only 3 days a year, after dust storms.');
  });

  it('cites nothing rather than a document unrelated to the motion', () => {
    expect(citationFor([TARIFFS, RIVERS], SUBJECT, 'tariffs fell', { said: '' })).toBeUndefined();
    const history = simulate(
      {
        'model-a': 'You are a science teacher. You argue for the motion.',
        'model-b': 'You are a sky watcher. You argue against the motion.',
      },
      OPENING,
      { seed: 3, replies: 10, starter: 'model-a', documents: { 'model-a': [TARIFFS, RIVERS] } },
    );
    for (const turn of history) expect(turn.content).not.toMatch(/tariffs\.docx|rivers\.rtf/);
  });

  it('takes a passage in the motion’s own domain as on the subject, after one that shares its words', () => {
    const motion = findMotion('Should cities ban cars from their centres?')!;
    const subject = { motion, opening: motion.question, domain: domainOf(motion) };
    const ridership = { name: 'ridership.rtf', content: 'Bus ridership rose 18 percent in 2023.' };
    const centres = {
      name: 'centres.pdf',
      content: 'Centres that banned cars saw footfall rise within two years.',
    };
    expect(citationFor([TARIFFS, ridership], subject, '', { said: '' })?.document).toBe(
      'ridership.rtf',
    );
    expect(citationFor([ridership, centres], subject, '', { said: '' })?.document).toBe(
      'centres.pdf',
    );
  });
});
