/**
 * The text kept of one document, written as extractors produce it. It is tidied as it comes: NUL
 * characters go (PostgreSQL text cannot hold them), line ends become `\n`, spaces at the end of a
 * line go, runs of blank lines shrink to one, and the text starts and ends with no whitespace.
 * `collapseSpaces` (PDF) also shrinks every run of spaces to one and drops the spaces that start a
 * line. Once the text holds `maxBytes` of UTF-8, it is cut there: `write` answers false and the
 * extractor stops decoding.
 */
export class TextBudget {
  private readonly parts: string[] = [];
  private bytes = 0;
  /** Spaces and line breaks seen since the last visible text, written only if text follows. */
  private pendingSpace = '';
  private pendingBreaks = 0;
  private afterCarriageReturn = false;
  /** True once the text was cut to the budget. */
  cut = false;

  constructor(
    private readonly maxBytes: number,
    private readonly options: { collapseSpaces?: boolean } = {},
  ) {}

  /** Adds text; answers false once the budget is full (the rest is dropped). */
  write(text: string): boolean {
    if (this.cut) return false;
    for (const [token] of text.matchAll(TOKENS)) {
      if (token === '\u0000') continue;
      const isCarriageReturn = token === '\r';
      if (token === '\n' || isCarriageReturn) {
        if (!(token === '\n' && this.afterCarriageReturn)) {
          this.pendingSpace = '';
          this.pendingBreaks += 1;
        }
      } else if (SPACE.test(token)) {
        if (!this.options.collapseSpaces) this.pendingSpace += token;
        else if (this.pendingBreaks === 0 || this.bytes === 0) this.pendingSpace = ' ';
      } else if (!this.append(token)) {
        return false;
      }
      this.afterCarriageReturn = isCarriageReturn;
    }
    return true;
  }

  text(): string {
    return this.parts.join('');
  }

  /** Visible text, after the spaces or line breaks that precede it (none at the very start). */
  private append(visible: string): boolean {
    const separator =
      this.bytes === 0
        ? ''
        : this.pendingBreaks > 0
          ? '\n'.repeat(Math.min(this.pendingBreaks, 2)) +
            (this.options.collapseSpaces ? '' : this.pendingSpace)
          : this.pendingSpace;
    this.pendingSpace = '';
    this.pendingBreaks = 0;
    const piece = separator + visible;
    const size = Buffer.byteLength(piece);
    if (this.bytes + size <= this.maxBytes) {
      this.parts.push(piece);
      this.bytes += size;
      return true;
    }
    const kept = utf8Prefix(piece, this.maxBytes - this.bytes);
    this.parts.push(kept);
    this.bytes += Buffer.byteLength(kept);
    this.cut = true;
    return false;
  }
}

/** A line break, a run of other whitespace, or a run of visible characters (NUL on its own). */
const TOKENS = /\r|\n|\u0000|[^\S\r\n]+|[^\s\u0000]+/g;
const SPACE = /^\s/;

/** The longest start of `text` that fits in `maxBytes` of UTF-8, never splitting a character. */
export function utf8Prefix(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/**
 * Whether a stored text of `bytes` was cut to a budget of `maxBytes`: a cut text fills the budget
 * but for less than one character (at most 4 bytes), which is how the listing tells without
 * storing a flag. A text that happens to end that close to the budget reads as cut too.
 */
export const isCutToBudget = (bytes: number, maxBytes: number) => bytes > maxBytes - 4;

/** The tidied text of a whole string, with no budget. */
export function tidy(text: string, options: { collapseSpaces?: boolean } = {}): string {
  const budget = new TextBudget(Infinity, options);
  budget.write(text);
  return budget.text();
}
