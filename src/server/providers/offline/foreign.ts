import { FOREIGN_DATA } from './data/foreign.ts';
import { isVerb, pastParticiple, words } from './morphology.ts';
import { readRecords } from './records.ts';

/**
 * An opening line in French, Spanish or German, read as far as its words allow: the modal verb
 * makes a proposal, a common verb is translated, the subject's own words are kept as given
 * ("Les villes devraient-elles interdire les trottinettes électriques ?" → "Should cities ban
 * electric trottinettes?"). The built-in model debates in English and says so (compose.ts).
 */

type Kind = 'drop' | 'should' | 'we' | 'be' | 'for' | 'verb' | 'adjective' | 'noun';
type Tagged = { kind: Kind | 'own'; english: string };

const FUNCTION_KINDS: readonly string[] = ['drop', 'should', 'we', 'be', 'for'];
const ADJECTIVES = new Set(['free', 'compulsory', 'electric', 'public', 'nuclear']);

const LANGUAGES = ['French', 'Spanish', 'German'].map((name, index) => {
  const dictionary = new Map<string, Tagged>();
  for (const [english, [line = '']] of Object.entries(readRecords(FOREIGN_DATA)[0]!.fields)) {
    const kind: Kind = FUNCTION_KINDS.includes(english)
      ? (english as Kind)
      : ADJECTIVES.has(english)
        ? 'adjective'
        : isVerb(words(english)[0]!) && english !== 'work'
          ? 'verb'
          : 'noun';
    const forms = line.split(/\s*\/\s*/)[index] ?? '';
    for (const form of forms.split(/,\s*/).filter(Boolean)) dictionary.set(form, { kind, english });
  }
  return { name, dictionary };
});

/** English words that say a line is English after all. */
const ENGLISH = new Set('the a an of to and is are should be in for on with this that'.split(' '));

export type ForeignReading = {
  language: string;
  /** A proposal: subject and predicate ("cities", "ban electric trottinettes"). */
  clause?: { subject: string; rest: string };
  /** Otherwise the subject's words, translated where known. */
  phrase: string;
};

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[¿¡?!.,;:«»"“”()]/g, ' ')
    .replace(/\b([ld])'/g, '$1 ')
    .split(/\s+/)
    .filter(Boolean);

/** The opening read as French, Spanish or German, when its function words say it is one. */
export function readForeign(text: string): ForeignReading | undefined {
  const tokens = tokensOf(text);
  const english = tokens.filter((token) => ENGLISH.has(token)).length;
  const scored = LANGUAGES.map((language) => ({
    language,
    hits: tokens.filter((token) =>
      FUNCTION_KINDS.includes(language.dictionary.get(token)?.kind ?? ''),
    ).length,
  })).sort((a, b) => b.hits - a.hits);
  const best = scored[0]!;
  if (best.hits < 2 || best.hits <= english) return undefined;
  const { dictionary } = best.language;
  const tagged = tokens.flatMap((token): Tagged[] => {
    const known = dictionary.get(token);
    if (known) return [known];
    const parts = token.split('-');
    if (parts.length > 1 && parts.every((part) => dictionary.has(part))) {
      return parts.map((part) => dictionary.get(part)!);
    }
    return [{ kind: 'own', english: token }];
  });
  // Noun phrases: runs of nouns, adjectives and the subject's own words ("for" joins two).
  const phrases: Tagged[][] = [];
  let run: Tagged[] = [];
  for (const word of [...tagged, { kind: 'drop' as const, english: '' }]) {
    if (['noun', 'adjective', 'own'].includes(word.kind)) run.push(word);
    else if (word.kind === 'for' && run.length > 0) run.push(word);
    // An article starts another phrase, except after "for" ("publicité pour la malbouffe").
    else if (word.kind !== 'drop' || run.at(-1)?.kind !== 'for') {
      while (run.at(-1)?.kind === 'for') run.pop();
      if (run.length > 0) phrases.push(run);
      run = [];
    }
  }
  // Adjectives come first in English: "trottinettes électriques" → "electric trottinettes".
  const inEnglish = (phrase: Tagged[]) =>
    [
      ...phrase.filter((w) => w.kind === 'adjective'),
      ...phrase.filter((w) => w.kind !== 'adjective'),
    ]
      .map((w) => w.english)
      .join(' ');
  const verb = tagged.find((word) => word.kind === 'verb')?.english;
  const proposal = tagged.some((word) => word.kind === 'should' || word.kind === 'we');
  const passive =
    tagged.some((word) => word.kind === 'be') ||
    tokens.some((token) => /se$/.test(token) && dictionary.get(token)?.kind === 'verb');
  const language = best.language.name;
  const phrase = phrases.map(inEnglish).join(' ');
  if (!proposal || phrases.length === 0) return { language, phrase };
  const we = tagged.some((word) => word.kind === 'we');
  if (verb && passive) {
    return { language, clause: { subject: phrase, rest: `be ${pastParticiple(verb)}` }, phrase };
  }
  if (verb) {
    const [subject, object] = we || phrases.length < 2 ? ['we', phrase] : phrases.map(inEnglish);
    return { language, clause: { subject: subject!, rest: `${verb} ${object}` }, phrase };
  }
  // "¿Deberían ser gratuitas las universidades?": to be made free.
  const adjective = tagged.find((word) => word.kind === 'adjective');
  if (passive && adjective) {
    const subject = phrases
      .map((p) => p.filter((w) => w !== adjective))
      .map(inEnglish)
      .join(' ');
    return { language, clause: { subject, rest: `be ${adjective.english}` }, phrase };
  }
  return { language, phrase };
}
