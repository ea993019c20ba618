/**
 * Whether a persona matches a search (lower-cased, trimmed): its name, category or instructions
 * contain it, or it is the initials of the name's words ("cfo" for "Chief Financial Officer").
 */
export function personaMatches(
  persona: { name: string; category: string; systemInstructions: string },
  query: string,
): boolean {
  return (
    [persona.name, persona.category, persona.systemInstructions].some((text) =>
      text.toLowerCase().includes(query),
    ) || initialsOf(persona.name) === query.replace(/[\s.]/g, '')
  );
}

/** The first letters of a title's words, lower-cased: "Chief Financial Officer" → "cfo". */
export function initialsOf(title: string): string {
  const words = title.split(/[\s-]+/).filter(Boolean);
  return words.length > 1 ? words.map((word) => word[0]!.toLowerCase()).join('') : '';
}
