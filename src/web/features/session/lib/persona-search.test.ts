import { describe, expect, it } from 'vitest';
import { initialsOf, personaMatches } from './persona-search.ts';

const cfo = {
  name: 'Chief Financial Officer',
  category: 'Business',
  systemInstructions: 'Every claim gets translated into cash flows and risk to the balance sheet.',
};

describe('personaMatches', () => {
  it('finds a multi-word title by its initials, with or without dots', () => {
    expect(personaMatches(cfo, 'cfo')).toBe(true);
    expect(personaMatches(cfo, 'c.f.o.')).toBe(true);
    expect(personaMatches(cfo, 'cf')).toBe(false);
  });

  it('searches the name, the category and the instructions', () => {
    expect(personaMatches(cfo, 'financial')).toBe(true);
    expect(personaMatches(cfo, 'business')).toBe(true);
    expect(personaMatches(cfo, 'balance sheet')).toBe(true);
    expect(personaMatches(cfo, 'astronaut')).toBe(false);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each word, hyphenated words too', () => {
    expect(initialsOf('Chief Executive Officer')).toBe('ceo');
    expect(initialsOf('Non-Profit Director')).toBe('npd');
  });

  it('gives nothing for one word, so a single letter never matches by initials', () => {
    expect(initialsOf('Economist')).toBe('');
  });
});
