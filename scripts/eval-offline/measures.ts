/**
 * The measures of `npm run eval:offline`, over plain transcripts: what a reader of the debate
 * would count, computed from the words alone.
 */

const STOP = new Set(
  `a about after again against all also an and any are as at be because been before being both
  but by can could did do does doing down each even every for from further had has have having
  her here his how however i if in into is it its itself just let like made make many may me
  might more most much must my need never no nor not now of off often on once one only or other
  our out over own rather really same say says see seem shall she should simply since so some
  such than that the their them then there these they this those though through to too under
  until up upon us very was we well were what when where whether which while who whom why will
  with within without would yes yet you your`.split(/\s+/),
);

/** Words that state or defend a side rather than say something about a subject. */
const SIDE_WORDS = new Set(
  `right wrong mistake call motion claim stands fails hold holds argue argues argued maintain
  case view position reason reasons answer point points still side sides agree disagree grant
  concede convinced convince change mind debate question opponent agent primary alternative
  host simple plainly clear clearly nothing something think believe accept reject good idea
  proposal stand standing firm answer`.split(/\s+/),
);

export const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?]["”’)]?)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}£$€%' -]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

export const normalize = (sentence: string): string => tokens(sentence).join(' ');

const unquoted = (text: string) => text.replace(/"[^"]*"|“[^”]*”/g, ' ');

/** The sentence without runs of three or more words copied in order from the opening line. */
function withoutOpeningRuns(sentence: string, opening: string): string[] {
  const words = tokens(sentence);
  const openingText = ` ${tokens(opening).join(' ')} `;
  const copied = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i + 3 <= words.length; i++) {
    if (openingText.includes(` ${words.slice(i, i + 3).join(' ')} `)) {
      copied[i] = copied[i + 1] = copied[i + 2] = true;
    }
  }
  return words.filter((_, index) => !copied[index]);
}

/**
 * A reply says something about its subject when one of its statements (not a question, not a
 * quotation) names the subject outside a copy of the opening line, with at least four content
 * words of its own (not the opening's, not words that only state a side).
 */
export function onSubject(reply: string, opening: string, subject: string[]): boolean {
  const openingWords = new Set(tokens(opening));
  return sentencesOf(unquoted(reply)).some((sentence) => {
    if (sentence.endsWith('?')) return false;
    const rest = withoutOpeningRuns(sentence, opening);
    const text = ` ${rest.join(' ')} `;
    if (!subject.some((word) => text.includes(word.toLowerCase()))) return false;
    const own = rest.filter(
      (word) =>
        word.length >= 4 && !STOP.has(word) && !SIDE_WORDS.has(word) && !openingWords.has(word),
    );
    return own.length >= 4;
  });
}

/** Distinctive words (five letters or more, outside the stop list) of a text. */
export const distinctive = (text: string): Set<string> =>
  new Set(tokens(unquoted(text)).filter((word) => word.length >= 5 && !STOP.has(word)));

export const mean = (values: number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export const percent = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`;

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
