import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../contract/personas.ts';
import { detectRole, ownWords } from './analysis.ts';
import { simulate } from '../../../../test/helpers/offline-debates.ts';
import { DOMAINS, domainOf } from './domains.ts';
import { findMotion } from './find-motion.ts';
import { findTemplate } from './reasons.ts';
import { stanceOfText } from './side.ts';
import { fieldOf, PLAIN_VOICE, VOICES, voiceFor, type Voice } from './voices.ts';

/** Every persona's role, read whole from its instructions, and the voice it speaks in. */
const ROLES: [id: string, role: string, voice: string][] = [
  ['veteran-teacher', 'a secondary-school teacher', 'education'],
  ['education-researcher', 'a learning scientist', 'education'],
  ['university-dean', 'the dean of a large public university', 'education'],
  ['prosecutor', 'a seasoned criminal prosecutor', 'legal'],
  ['defense-attorney', 'an experienced criminal defense attorney', 'legal'],
  ['constitutional-scholar', 'a constitutional law professor', 'legal'],
  ['startup-founder', 'a serial startup founder', 'money'],
  ['cfo', 'the CFO of a mid-sized listed company', 'money'],
  ['small-business-owner', 'someone who runs a family business', 'money'],
  ['policy-analyst', 'a non-partisan public policy analyst', 'politics'],
  ['city-council-member', 'an elected city council member', 'politics'],
  ['diplomat', 'a career diplomat', 'politics'],
  ['climate-scientist', 'a climate scientist', 'environment'],
  ['energy-engineer', 'a power-systems engineer', 'environment'],
  ['conservation-biologist', 'a field conservation biologist', 'environment'],
  ['ai-researcher', 'an AI research scientist', 'tech'],
  ['security-engineer', 'a cybersecurity engineer and former penetration tester', 'security'],
  ['product-designer', 'a senior product designer', 'tech'],
  ['emergency-physician', 'an emergency physician', 'health'],
  ['public-health-epidemiologist', 'an epidemiologist', 'health'],
  ['patient-advocate', 'a patient advocate', 'health'],
  ['union-organizer', 'a trade union organizer', 'labour'],
  ['factory-operations-manager', 'someone who runs a manufacturing plant', 'labour'],
  ['labor-economist', 'a labour economist', 'money'],
  ['moral-philosopher', 'a moral philosopher', 'ethics'],
  ['human-rights-advocate', 'a human rights advocate', 'ethics'],
  ['effective-altruist', 'someone who advises philanthropists', 'money'],
  ['investigative-journalist', 'an investigative journalist', 'media'],
  ['communications-strategist', 'a communications strategist', 'media'],
  ['media-literacy-educator', 'someone who teaches media literacy', 'education'],
  ['military-strategist', 'a retired general officer turned strategist', 'security'],
  ['intelligence-analyst', 'a former intelligence analyst', 'security'],
  ['urban-planner', 'an urban planner', 'urban'],
  ['transport-economist', 'a transport economist', 'money'],
  ['accessibility-advocate', 'a wheelchair user and accessibility advocate', 'urban'],
  ['antitrust-economist', 'a competition economist', 'money'],
  ['free-market-economist', 'a free-market economist', 'money'],
  ['devils-advocate', "a devil's advocate", 'plain'],
  ['neutral-moderator', 'a neutral debate moderator', 'plain'],
  ['futurist', 'a futurist', 'futures'],
  ['fact-checker', 'a professional fact-checker', 'media'],
];

const OPPONENT = 'You are a sharp, fair-minded critic. You argue against the motion.';
/** One motion per domain, so each voice meets a topic of its own field and topics of others. */
const MOTIONS = [
  'Should homework be banned in primary schools?',
  'Should hospitals adopt mandatory staffing ratios?',
  'Should cities ban cars from their centres?',
  'Should the death penalty be abolished?',
  'Should we adopt a four-day work week?',
  'Is nuclear power safe?',
];

const personaById = (id: string) => PERSONAS.find((persona) => persona.id === id)!;

/** The voice templates a text uses. */
function linesOf(voice: Voice, text: string, home: boolean): string[] {
  const lower = text.toLowerCase();
  const templates = home ? [...voice.lines, ...voice.questions] : voice.lines;
  return templates.filter((template) => findTemplate(template, text, lower));
}

describe('a persona changes the voice, on topic', () => {
  it('reads every persona’s role whole and picks the voice that fits it', () => {
    expect(ROLES.map(([id]) => id).sort()).toEqual(PERSONAS.map((persona) => persona.id).sort());
    for (const [id, role, voice] of ROLES) {
      const instructions = personaById(id).systemInstructions;
      expect(detectRole(instructions), id).toBe(role);
      expect(voiceFor(detectRole(instructions), instructions).name, id).toBe(voice);
    }
  });

  it(
    'speaks only in its own voice, and uses its field’s lines only on its field’s topics',
    { timeout: 60_000 },
    () => {
      ROLES.filter(([id]) => id !== 'neutral-moderator').forEach(([id, , name], index) => {
        const voice = [...VOICES, PLAIN_VOICE].find((candidate) => candidate.name === name)!;
        const others = VOICES.filter((candidate) => candidate !== voice);
        for (const opening of [
          MOTIONS[index % MOTIONS.length]!,
          MOTIONS[(index + 3) % MOTIONS.length]!,
        ]) {
          const domain = domainOf(findMotion(opening)!).name;
          const history = simulate(
            { 'model-a': personaById(id).systemInstructions, 'model-b': OPPONENT },
            opening,
            { seed: index + 1, replies: 6, starter: 'model-b' },
          );
          // Its own words only: what it quotes from the other agent is not its voice.
          const said = history
            .filter((turn) => turn.sender === 'model-a')
            .map((turn) => ownWords(turn.content))
            .join('\n');
          const context = `${id} on "${opening}": ${said}`;
          for (const other of others) {
            expect(linesOf(other, said, true), `${context}: ${other.name} lines`).toEqual([]);
          }
          const home = voice.home.includes(domain);
          if (!home) {
            // The persona's own terms ("overcrowded wards") belong to its field's topics.
            const instructions = personaById(id).systemInstructions;
            // (Phrases, not single words that any reply may use: "precedent".)
            const ownTerms = fieldOf(instructions, voice, voice.home[0] ?? '').filter(
              (term) => !voice.lens.includes(term) && term.includes(' '),
            );
            const spoken = ownTerms.filter((term) => said.includes(term));
            expect(spoken, `${context}: off-topic terms`).toEqual([]);
          }
          const role = detectRole(personaById(id).systemInstructions)!;
          const marked = said.includes(role) || linesOf(voice, said, home).length > 0;
          expect(marked, `${context}: no sign of the persona`).toBe(true);
        }
      });
    },
  );

  it('a physician on homework does not talk about the wards, and differs from a teacher', () => {
    const opening = 'Should homework be banned in primary schools?';
    const replies = (id: string) =>
      simulate({ 'model-a': personaById(id).systemInstructions, 'model-b': OPPONENT }, opening, {
        seed: 7,
        replies: 8,
        starter: 'model-b',
      })
        .filter((turn) => turn.sender === 'model-a')
        .map((turn) => turn.content)
        .join('\n');
    const physician = replies('emergency-physician');
    const teacher = replies('veteran-teacher');
    expect(physician).not.toMatch(/\bwards?\b|patient in a bed|three in the morning/i);
    expect(physician).toMatch(/health|wellbeing|sleep|stress|harm/i);
    expect(teacher).not.toBe(physician);
    const health = VOICES.find((voice) => voice.name === 'health')!;
    const education = VOICES.find((voice) => voice.name === 'education')!;
    expect(linesOf(education, physician, true)).toEqual([]);
    expect(linesOf(health, teacher, true)).toEqual([]);
  });

  it('a neutral moderator sums up both sides and takes neither', () => {
    const opening = 'Should cities ban cars from their centres?';
    const motion = findMotion(opening)!;
    const history = simulate(
      {
        'model-a': 'You are a city planner. You argue for the motion.',
        'model-b': personaById('neutral-moderator').systemInstructions,
      },
      opening,
      { seed: 3, replies: 6, starter: 'model-a' },
    );
    for (const turn of history.filter((candidate) => candidate.sender === 'model-b')) {
      expect(stanceOfText(turn.content, motion)).toBeUndefined();
      expect(turn.content).toMatch(/\?$/);
    }
  });

  it('has a domain for every motion in the tests and roles that fit each domain', () => {
    for (const domain of DOMAINS) {
      expect(domain.roles[0]).not.toBe(domain.roles[1]);
      expect(findMotion(domain.motion), domain.name).toBeDefined();
    }
  });
});
