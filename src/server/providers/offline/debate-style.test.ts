import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../../contract/personas.ts';
import type { PromptTurn } from '../prompts.ts';
import { detectRole, ownWords, sentencesOf } from './analysis.ts';
import { duelSetup, roundTableSetup, simulate } from '../../../../test/helpers/offline-debates.ts';
import { isClosing, proposalName } from './compose.ts';
import { subjectMatter } from './subject-matter.ts';
import { MAX } from '../../../contract/conversations.ts';
import { DOMAINS, GENERAL_DOMAIN } from './domains.ts';
import { findMotion } from './find-motion.ts';
import { PROPER_NAMES } from './lexicon.ts';
import { affirm, deny, fullClauses, shortClauses, type Motion } from './motion.ts';
import { isPlural } from './morphology.ts';
import { FRAMES } from './phrases.ts';
import { VOICE_LINES } from './voices.ts';
import { considerationsFor, findTemplate } from './reasons.ts';
import { framesIn, normalizeSentence, stockGrams } from './writer.ts';

const persona = (id: string) =>
  PERSONAS.find((candidate) => candidate.id === id)!.systemInstructions;

type Setup = { name: string; instructions: Record<string, string>; opening: string };

/** Debates from the assistant's descriptions and from persona pairs, 40 messages each. */
function setups(): Setup[] {
  const generated = [
    'A nurse and a hospital CFO debate mandatory staffing ratios.',
    'Debate a four-day work week',
    'Teachers vs parents on school uniforms',
    'Is nuclear power safe?',
  ].map((description) => ({ name: description, ...duelSetup(description) }));
  // MAX round tables: the roles named, in order, then invented ones.
  const roundTables = [
    'Five voices debate whether our city should replace its downtown parking garages with affordable housing: a housing advocate, a small-business owner, a traffic engineer, a city budget officer and a neighbourhood resident',
    'A teacher and a parent debate whether homework should be banned.',
    'Is nuclear power safe?',
  ].map((description) => ({ name: `MAX: ${description}`, ...roundTableSetup(description) }));
  // Openings of every shape: two-part questions, stressed ones, modal verbs, pros and cons.
  const openings = [
    'Is the sky over Quorvania really emerald green, and should schools teach it as fact?',
    'Do violent video games actually cause violence?',
    'Might remote work hurt productivity?',
    'Ought we to ban fireworks?',
    'What are the pros and cons of nuclear power?',
    'Homework really helps pupils learn.',
  ].map((opening) => ({
    name: opening,
    instructions: {
      'model-a': 'You are a committed advocate. You argue for the motion.',
      'model-b': 'You are a sharp, fair-minded critic. You argue against the motion.',
    },
    opening,
  }));
  return [
    ...generated,
    ...roundTables,
    ...openings,
    {
      name: 'prosecutor vs defence attorney',
      instructions: { 'model-a': persona('prosecutor'), 'model-b': persona('defense-attorney') },
      opening: 'Should the death penalty be abolished?',
    },
    {
      name: 'physician vs teacher on homework',
      instructions: {
        'model-a': persona('emergency-physician'),
        'model-b': persona('veteran-teacher'),
      },
      opening: 'I think homework should be banned.',
    },
    {
      name: 'small-business owner vs urban planner',
      instructions: {
        'model-a': persona('small-business-owner'),
        'model-b': persona('urban-planner'),
      },
      opening: 'London should ban cars from its centre.',
    },
    {
      name: 'sharp critic vs advocate',
      instructions: {
        'model-a': 'You are a committed advocate. You argue for the motion.',
        'model-b': 'You are a sharp, fair-minded critic. You argue against the motion.',
      },
      opening: 'Do violent video games cause violence?',
    },
  ];
}

function play(setup: Setup, seed: number): PromptTurn[] {
  const slots = Object.keys(setup.instructions);
  return simulate(setup.instructions, setup.opening, {
    seed,
    replies: 39,
    starter: slots[seed % slots.length]!,
    interventions: {
      9: 'Who would pay for it?',
      19: 'Host here: both of you, give us a concrete example.',
      29: 'What about kids whose parents cannot help them?',
    },
  });
}

const ALL_FRAMES = [...FRAMES, ...VOICE_LINES];

const ownSentences = (text: string) => sentencesOf(ownWords(text));

/** Words a sentence may capitalise after its first: names the debate itself uses. */
function namesOf(setup: Setup): Set<string> {
  const source = [setup.opening, ...Object.values(setup.instructions)].join(' ');
  const names = new Set(source.match(/\b\p{Lu}[\p{L}'-]*/gu) ?? []);
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  days.push('January');
  const speakers = ['I', 'Primary', 'Alternative', 'Agent', 'Host', ...MAX.names];
  for (const word of [...speakers, ...days, ...PROPER_NAMES]) names.add(word);
  return names;
}

/**
 * Subject and verb agree where a slot starts a clause ("the incentives decides this"): the
 * nouns replies are filled with, each with the verbs that would be wrong after it.
 */
const AGREEMENT = [...DOMAINS, GENERAL_DOMAIN]
  .flatMap((domain) => [...domain.groups, ...domain.outcomes, ...domain.payers])
  .map((noun) => {
    const wrong = isPlural(noun)
      ? '(?:is|has|does|was|decides|matters)'
      : '(?:are|have|do|were|decide)';
    const clause = `(?:^|[.;:,] |\\b(?:and|that|because|since|so|while) )(?:the )?${noun} ${wrong}\\b`;
    return { noun, pattern: new RegExp(clause, 'im') };
  });

const ADJECTIVE_END =
  /\b(?:sharp|large|public|senior|seasoned|experienced|elected|retired|former|serial|fair-minded|non-partisan|mid-sized|professional)$/i;

function checkGrammar(text: string, names: Set<string>, roles: string[], context: string) {
  expect(text, context).not.toMatch(/[{}]|undefined|NaN|\s{3}| {2}|\s[,.;:?!]|,,|\.\.|\?\.|;\./);
  expect(text, context).not.toMatch(/\b(\w+)\s+\1\b/i);
  expect(text.split('"').length % 2, `${context}: balanced quotes`).toBe(1);
  expect(text.split(/\s+/).length, context).toBeLessThanOrEqual(200);
  // "the side effects on second-order effects": a slot repeating the words around it.
  expect(ownWords(text), context).not.toMatch(/\b(\w{5,}) (?:on|of|for|in) (?:[\w-]+ ){0,2}?\1\b/i);
  // "Speaking as a sharp, ...": a role cut off before its noun.
  const rolePattern =
    /(?:^|[.?!] )(?:As|Speaking as) ((?:an?|the|someone) [^,]+), I |\bas ((?:an?|the|someone) [^,]+), which means|being ((?:an?|the|someone) [^,]+), and so/gm;
  for (const match of text.matchAll(rolePattern)) {
    const role = match[1] ?? match[2] ?? match[3]!;
    expect(roles, `${context}: role "${role}"`).toContain(role);
    expect(role, context).not.toMatch(ADJECTIVE_END);
  }
  for (const { noun, pattern } of AGREEMENT) {
    expect(text, `${context}: "${noun}" agreement`).not.toMatch(pattern);
  }
  expect(text, context).not.toMatch(/\b\w+s decides this\b/);
  for (const sentence of sentencesOf(text)) {
    expect(ownWords(sentence), `${context}: two colons`).not.toMatch(/: [^.?!]*: /);
  }
  for (const paragraph of text.split('\n\n')) {
    const sentences = ownSentences(paragraph);
    sentences.forEach((sentence, index) => {
      expect(sentence, context).toMatch(/^["\p{Lu}]/u);
      expect(sentence, context).toMatch(/[.?!"]$/);
      const first = sentence.split(/\s+/)[0]!;
      const previous = sentences[index - 1]?.split(/\s+/)[0];
      if (first !== 'I') expect(first, `${context}: same opening word twice`).not.toBe(previous);
      // No capital inside a sentence except names, after a colon or a quote.
      for (const word of sentence.slice(first.length).matchAll(/(?<![:"] ?)\b\p{Lu}[\p{L}'-]*/gu)) {
        expect(
          names.has(word[0]) || /^[A-Z]{2,}/.test(word[0]),
          `${context}: "${word[0]}" in "${sentence}"`,
        ).toBe(true);
      }
    });
  }
}

function checkRepetition(history: PromptTurn[], motion: Motion, masks: string[], context: string) {
  const seen = new Set<string>();
  const grams = new Map<string, number>();
  const frames = new Map<string, number>();
  const argued = new Map<string, number>();
  const list = considerationsFor(motion);
  history.forEach((turn, index) => {
    if (index === 0 || turn.sender === 'user') return;
    // A closing statement sums up: it may take up wording of the reasons it restates.
    const closing = isClosing(turn.content);
    for (const sentence of sentencesOf(turn.content)) {
      const key = normalizeSentence(sentence);
      expect(seen.has(key), `${context}: "${sentence}" repeated`).toBe(false);
      seen.add(key);
      if (closing) continue;
      for (const gram of stockGrams(sentence, masks)) grams.set(gram, (grams.get(gram) ?? 0) + 1);
      const short = shortClauses(motion);
      const clauses = [affirm(motion), deny(motion), ...short.for, ...short.against];
      for (const frame of framesIn(sentence, ALL_FRAMES, clauses)) {
        frames.set(frame, (frames.get(frame) ?? 0) + 1);
        const mine = `${turn.sender}: ${frame}`;
        frames.set(mine, (frames.get(mine) ?? 0) + 1);
      }
    }
    // Its own words: a reason quoted from another agent on its side is not restated.
    const content = ownWords(turn.content);
    const lower = content.toLowerCase();
    // A closing statement sums up with a reason already given.
    if (isClosing(turn.content)) return;
    // Each reason once per agent (a consideration's other reason may follow, decision 030).
    for (const consideration of list) {
      for (const side of ['for', 'against'] as const) {
        for (const template of consideration[side]) {
          if (!findTemplate(template, content, lower)) continue;
          const key = `${turn.sender} ${consideration.id} ${side}: ${template}`;
          argued.set(key, (argued.get(key) ?? 0) + 1);
        }
      }
    }
  });
  for (const [gram, count] of grams)
    expect(count, `${context}: "${gram}" used ${count} times`).toBeLessThanOrEqual(2);
  // Each frame at most twice in a debate, and once per agent (keys "model-a: ...").
  for (const [frame, count] of frames) {
    const limit = frame.startsWith('model-') ? 1 : 2;
    expect(count, `${context}: frame "${frame}"`).toBeLessThanOrEqual(limit);
  }
  for (const [reason, count] of argued)
    expect(count, `${context}: reason ${reason} restated`).toBe(1);
}

describe('generated debates of 40 messages read well and never repeat themselves', () => {
  setups().forEach((setup, index) => {
    it(setup.name, { timeout: 60_000 }, () => {
      const motion = findMotion(setup.opening)!;
      const roles = Object.values(setup.instructions)
        .map((text) => detectRole(text))
        .filter((role) => role !== undefined);
      const short = shortClauses(motion);
      const masks = [
        ...fullClauses(motion),
        ...short.for,
        ...short.against,
        motion.topic,
        proposalName(subjectMatter(motion)),
        'Primary Agent',
        'Alternative Agent',
        ...roles,
      ];
      // One seed per setup keeps the suite fast; the seeds differ across setups.
      const seed = 11 + index * 7919;
      const history = play(setup, seed);
      history.forEach((turn, turnIndex) => {
        if (turnIndex === 0 || turn.sender === 'user') return;
        checkGrammar(
          turn.content,
          namesOf(setup),
          roles,
          `${setup.name}, seed ${seed}, turn ${turnIndex}`,
        );
      });
      checkRepetition(history, motion, masks, `${setup.name}, seed ${seed}`);
      for (const phrase of [
        'the pattern is consistent',
        'So I say again that',
        'My position stands:',
        'Take it at face value',
      ]) {
        expect(history.filter((turn) => turn.content.includes(phrase)).length).toBeLessThanOrEqual(
          2,
        );
      }
    });
  });
});
