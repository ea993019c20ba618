import { describe, expect, it } from 'vitest';
import { PERSONAS, PERSONA_CATEGORIES, findPersona } from './personas.ts';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('PERSONAS', () => {
  it('holds about 40 personas with unique ids and names', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(38);
    expect(PERSONAS.length).toBeLessThanOrEqual(45);
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
    expect(new Set(PERSONAS.map((p) => p.name)).size).toBe(PERSONAS.length);
  });

  it('uses all 14 categories of SPEC §3', () => {
    expect(PERSONA_CATEGORIES).toHaveLength(14);
    expect(new Set(PERSONAS.map((p) => p.category))).toEqual(new Set(PERSONA_CATEGORIES));
  });

  it.each(PERSONAS.map((p) => [p.id, p.systemInstructions] as const))(
    '%s has 80-250 words of instructions',
    (_id, instructions) => {
      expect(wordCount(instructions)).toBeGreaterThanOrEqual(80);
      expect(wordCount(instructions)).toBeLessThanOrEqual(250);
    },
  );

  it('gives every persona distinct instructions', () => {
    expect(new Set(PERSONAS.map((p) => p.systemInstructions)).size).toBe(PERSONAS.length);
  });

  it('finds a persona by id', () => {
    expect(findPersona('prosecutor')?.category).toBe('Legal & Justice');
    expect(findPersona('nope')).toBeUndefined();
  });
});
