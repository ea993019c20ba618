/**
 * The text kept of one document, written as extractors produce it. It is tidied as it comes: NUL
 * characters go (PostgreSQL text cannot hold them), line ends become `\n`, spaces at the end of a
 * line go, runs of blank lines shrink to one, runs of spaces to at most SPACE_RUN_MAX, and the
 * text starts and ends with no whitespace.
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
    // One pass over the characters; a regular expression per write costs more than the parse
    // for markup that writes a paragraph end at a time.
    let at = 0;
    while (at < text.length) {
      const code = text.charCodeAt(at);
      if (code === LINE_FEED || code === CARRIAGE_RETURN) {
        if (!(code === LINE_FEED && this.afterCarriageReturn)) {
          this.pendingSpace = '';
          this.pendingBreaks += 1;
        }
        this.afterCarriageReturn = code === CARRIAGE_RETURN;
        at += 1;
        continue;
      }
      this.afterCarriageReturn = false;
      let end = at + 1;
      if (code === NUL) {
        at = end;
      } else if (isSpace(code)) {
        while (end < text.length && isSpace(text.charCodeAt(end))) end += 1;
        this.space(text.slice(at, end));
        at = end;
      } else {
        while (end < text.length && !isSeparator(text.charCodeAt(end))) end += 1;
        if (!this.append(text.slice(at, end))) return false;
        at = end;
      }
    }
    return true;
  }

  text(): string {
    return this.parts.join('');
  }

  private space(run: string): void {
    if (this.options.collapseSpaces) {
      if (this.pendingBreaks === 0 || this.bytes === 0) this.pendingSpace = ' ';
    } else if (this.pendingSpace.length < SPACE_RUN_MAX) {
      this.pendingSpace = (this.pendingSpace + run).slice(0, SPACE_RUN_MAX);
    }
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

/** The longest run of spaces kept inside a line (a file of nothing but spaces holds no memory). */
const SPACE_RUN_MAX = 1_000;
const NUL = 0;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** JavaScript's whitespace (`\s`) but line breaks: tabs, spaces of every width, BOM. */
function isSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || code === 0x09 || code === 0x0b || code === 0x0c;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const isSeparator = (code: number) =>
  code === LINE_FEED || code === CARRIAGE_RETURN || code === NUL || isSpace(code);

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
