/**
 * Markdown reduced to its words, for places that show text as a plain line: conversation titles,
 * the Recent list, export headers and file names. "**Homework** should _go_" → "Homework should go".
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?!\w)/g, '$1$2')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A line cut to at most `max` characters at a word's end, with "…" when anything was left out:
 * conversation titles and every export's title and file name. One word longer than the whole
 * line is cut inside it, as nothing else would fit.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.search(/\s\S*$/);
  const kept = (text[max - 1] === ' ' || lastSpace <= 0 ? room : room.slice(0, lastSpace)).replace(
    /[\s\p{P}]+$/u,
    '',
  );
  return `${kept || room}…`;
}
