import {
  DOUBLING,
  IRREGULAR_PARTICIPLES,
  IRREGULAR_PLURALS,
  NOT_PERSONS,
  PERSON_NOUNS,
  SINGULAR_S,
  VERBS,
} from './lexicon.ts';

/** Inflecting the few words the motion and the roles need: no tagger, just rules and lists. */

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter, unless the text opens with "I" or an acronym ("NHS", "MPs"). */
export function decapitalize(text: string): string {
  return /^(?:I\b|\p{Lu}{2})/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

const PREFIXES = /^(?:re|over|under|out|co|de|un|pre|dis|up)-?(?=[a-z]{3})/;

/** A base-form verb, including prefixed ones ("rejoin", "overhaul" as "haul"). */
export function isVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (VERBS.has(lower)) return true;
  const stem = lower.replace(PREFIXES, '');
  if (stem !== lower && VERBS.has(stem)) return true;
  return /^[a-z]{4,}(?:ise|ize|ify)$/.test(lower) && !/(?:wise|size|prize|cise)$/.test(lower);
}

/** "hurts" → "hurt", "does" → "do", "tries" → "try"; undefined when not a verb in -s. */
export function baseOfThirdPerson(word: string): string | undefined {
  const lower = word.toLowerCase();
  const irregular: Record<string, string> = { does: 'do', has: 'have', goes: 'go', is: 'be' };
  if (irregular[lower]) return irregular[lower];
  if (!lower.endsWith('s') || lower.endsWith('ss')) return undefined;
  const candidates = [
    lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : '',
    lower.endsWith('es') ? lower.slice(0, -2) : '',
    lower.slice(0, -1),
  ];
  return candidates.find((candidate) => candidate && isVerb(candidate));
}

export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
  if (irregular[lower]) return irregular[lower];
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function doubles(verb: string): boolean {
  if (DOUBLING.has(verb)) return true;
  // One syllable ending consonant-vowel-consonant: ban, cut, stop, but not tax, fix or rejoin.
  return /^[^aeiou]*[aeiou][bdfgklmnprstvz]$/.test(verb) && !/[aeiou]{2}/.test(verb);
}

/** "ban" → "banning", "legalise" → "legalising", "be" → "being". */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'be' || /(?:ee|ye|oe)$/.test(lower)) return `${verb}ing`;
  if (lower.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (lower.endsWith('e') && lower.length > 2) return `${verb.slice(0, -1)}ing`;
  if (doubles(lower)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** "ban" → "banned", "bring back" → "brought back". */
export function pastParticiple(verb: string): string {
  const [head = '', ...rest] = words(verb);
  const irregular = Object.entries(IRREGULAR_PARTICIPLES).find(([, base]) => base === head)?.[0];
  const regular = head.endsWith('e')
    ? `${head}d`
    : doubles(head)
      ? `${head}${head.slice(-1)}ed`
      : `${head}ed`;
  return [irregular ?? regular, ...rest].join(' ');
}

/** "banned" → "ban", "legalised" → "legalise", "taught" → "teach"; undefined otherwise. */
export function baseOfParticiple(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES[lower]) return IRREGULAR_PARTICIPLES[lower];
  if (!lower.endsWith('ed')) return undefined;
  const stem = lower.slice(0, -2);
  const candidates = [
    lower.endsWith('ied') ? `${lower.slice(0, -3)}y` : '',
    /(.)\1$/.test(stem) ? stem.slice(0, -1) : '',
    lower.slice(0, -1),
    stem,
  ];
  return candidates.find((candidate) => candidate && isVerb(candidate)) ?? stem;
}

const PREPOSITION =
  /^(?:of|on|in|at|for|from|to|with|by|about|over|under|into|across|between|who|whose|that|which|where)$/i;

/** The head noun of a noun phrase: "school uniforms in state schools" → "uniforms". */
export function headOf(phrase: string): string {
  const parts = words(phrase);
  const cut = parts.findIndex((word, index) => index > 0 && PREPOSITION.test(word));
  const before = cut === -1 ? parts : parts.slice(0, cut);
  return (before.at(-1) ?? '').replace(/[^\p{L}'-]/gu, '');
}

export function isPluralWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURALS[lower]) return true;
  if (SINGULAR_S.has(lower) || lower.length < 3) return false;
  return /s$/.test(lower) && !/(?:ss|us|is|'s)$/.test(lower);
}

export function isPlural(phrase: string): boolean {
  if (/\s(?:and|&)\s/i.test(phrase)) return true;
  return isPluralWord(headOf(phrase));
}

/** "teachers" → "teacher", "union reps" → "union rep"; other words unchanged. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURALS[lower]) return IRREGULAR_PLURALS[lower];
  if (!isPluralWord(word)) return word;
  if (/ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes)$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** "nurse" → "nurses", for "Two nurses take opposite sides". */
export function plural(word: string): string {
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** A head noun naming people: "teachers", "a union rep", "an economist". */
export function isPersonWord(word: string): boolean {
  const lower = singular(word.replace(/[^\p{L}'-]/gu, '')).toLowerCase();
  if (!lower || NOT_PERSONS.has(lower)) return false;
  if (PERSON_NOUNS.has(lower)) return true;
  return /(?:ist|ian|eer|ologist|maker|keeper|holder|goer|payer|seeker|giver)$/.test(lower);
}

/** "a" or "an", by sound for the common cases (an MP, a union rep, an hour). */
export function article(word: string): 'a' | 'an' {
  if (/^[A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (/^(?:uni|use|usu|eu|one|once)/.test(lower)) return 'a';
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return 'an';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** "union rep" → "a union rep", "economist" → "an economist". */
export function withArticle(phrase: string): string {
  return `${article(phrase)} ${phrase}`;
}
