/**
 * Quote checking (DESIGN D18): a quote counts when it is a passage of its message, ignoring case
 * and runs of whitespace, and nothing else (punctuation, quotation marks and words must match).
 */

/** `text` lower-cased, each run of whitespace one space; for each folded unit, its source span. */
function fold(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let index = 0;
  for (const character of text) {
    const end = index + character.length;
    if (/\s/.test(character)) {
      if (folded.endsWith(' ')) to[to.length - 1] = end;
      else {
        folded += ' ';
        from.push(index);
        to.push(end);
      }
    } else {
      // A character whose lower case is longer (İ) maps every unit of it to its own source.
      for (const unit of character.toLowerCase().split('')) {
        folded += unit;
        from.push(index);
        to.push(end);
      }
    }
    index = end;
  }
  return { folded, from, to };
}

/**
 * The passage of `content` that `quote` reproduces, as `content` has it (its case and spacing),
 * or null when `quote` is not verbatim there. Blank quotes match nothing.
 */
export function findVerbatim(quote: string, content: string): string | null {
  const wanted = fold(quote.trim()).folded;
  if (!wanted) return null;
  const { folded, from, to } = fold(content);
  const at = folded.indexOf(wanted);
  if (at < 0) return null;
  return content.slice(from[at], to[at + wanted.length - 1]).trim();
}
