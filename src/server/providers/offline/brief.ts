/**
 * The offline instruction generator's reading of a description: who debates, what, and which
 * side each takes, from the user's words only. Parties come from "A and B debate ...", "A debates
 * B about ...", "A argues against X with B", "A vs B on X", "between A and B", "with A and B";
 * the motion from a question, a "whether" clause or the topic named.
 */
import { STOPWORDS, type Stance } from './analysis.ts';
import { domainOf, domainOfText, GENERAL_DOMAIN, rolesFor } from './domains.ts';
import {
  askedMotion,
  findMotion,
  fromNounPhrase,
  statedMotion,
  trimPhrase,
} from './find-motion.ts';
import { readForeign } from './foreign.ts';
import { affirm, fromStatement, tidy, type Motion } from './motion.ts';
import { headOf, isPersonWord, isVerb, singular, withArticle, words } from './morphology.ts';
import { leaningStance, opposite } from './side.ts';

export type Party = { role: string; side: Stance };
/** Parties in the order named, then invented ones that fit the topic, up to the count asked. */
export type DebateBrief = { motion: Motion; parties: Party[]; twin: boolean };

type Raw = { text: string; topic?: string };

const DEBATE_VERB =
  /\b(?:debates?|debating|argues?|arguing|discuss(?:es)?|discussing|clash(?:es)?|spars?|faces? off|squares? off|takes? on|goes head to head|go head to head|disagrees?)\b/i;
const LEADING =
  /^(?:(?:let's|let us|let|have|get|make|watch|see|with|and|then|i want|i'd like|i would like|please)\s+)+/i;
const MARK_WORDS =
  /\s*(?:\((?:for|against|pro|con)\)|\b(?:says? yes|says? no|argues? for it|argues? against it|for it|against it|for the motion|against the motion|in favou?r|on the other side|opposing|disagrees?|objects?|replies|responds|for|against|pro|con))\s*$/i;

/** The head of a party: "a doctor who supports assisted dying" → "a doctor". */
function headPhrase(raw: string): string {
  return tidy(raw)
    .replace(LEADING, '')
    .split(/\s+(?:who|that|which|arguing|debating|representing|defending)\b/i)[0]!
    .replace(MARK_WORDS, '')
    .replace(MARK_WORDS, '')
    .trim();
}

/** One of a list of people: a party, or a noun phrase with an article beside parties. */
const inList = (items: string[]) => {
  const named = items.filter((item) => isParty(item));
  const listed = (item: string) =>
    /^(?:an?|the|two|one)\s+\S/i.test(tidy(item).replace(LEADING, ''));
  return named.length > 0 && items.length >= 2
    ? items.filter((item) => isParty(item) || (listed(item) && words(item).length <= 5))
    : named;
};

function isParty(raw: string | undefined): boolean {
  if (!raw) return false;
  const head = headPhrase(raw);
  const parts = words(head);
  if (parts.length === 0 || parts.length > 8) return false;
  if (/^(?:[A-Z][a-z]+)(?: [A-Z][a-z]+)+$/.test(head)) return true;
  return isPersonWord(parts.at(-1)!);
}

/** "Teachers" → "a teacher", "two economists" → "an economist", "Elon Musk" stays. */
export function asRole(raw: string): string | undefined {
  let role = headPhrase(raw).replace(/^(?:two|2|a pair of|some|both)\s+/i, '');
  if (!/\p{L}{2}/u.test(role) || words(role).length > 8) return undefined;
  if (/^(?:[A-Z][a-z]+)(?: [A-Z][a-z]+)+$/.test(role) && !/^(?:A|An|The)\s/.test(role)) return role;
  const parts = words(role);
  parts[parts.length - 1] = singular(parts.at(-1)!);
  role = parts.join(' ');
  role = role.replace(/^(?:A|An|The|My|Our|One)\b/, (word) => word.toLowerCase());
  if (/^[A-Z][a-z]/.test(role)) role = role.charAt(0).toLowerCase() + role.slice(1);
  if (/^(?:a|an|the|my|our|one)\s/.test(role)) return role.replace(/^one\s/, 'a ');
  return withArticle(role);
}

/** Camps that take a side on a target by who they are: "who => target => for or against it". */
const CAMPS = String.raw`
  \bremainers?\b|\beurophiles?\b|\bpro-eu\b => \b(?:eu|european union|europe)\b => for
  \bbrexit(?:eers?| supporters?| voters?)\b|\bleavers?\b|\beurosceptics?\b => \b(?:eu|european union|europe)\b => against
  \bvegans?\b|\bvegetarians?\b|\banimal[- ]rights\b => \bmeat\b => against
  \branchers?\b|\bbutchers?\b|\blivestock\b|\bcattle\b => \bmeat\b => for
  \bvegans?\b|\banimal[- ](?:rights|welfare)\b => \bvegan => for
  \branchers?\b|\bbutchers?\b|\blivestock\b|\bfarmers?\b => \bvegan => against
  \b(?:priest|vicar|bishop|rabbi|imam|chaplain|pastor)s?\b => assisted dying|euthanasia|assisted suicide|abortion => against
  \bunions?\b => \bwages?\b|\bstaffing\b|\bwork week\b|\bhours\b => for
  \blandlords?\b => \brents?\b => against
  \btenants?\b => \brents?\b => for
`
  .trim()
  .split('\n')
  .map((line) => {
    const [who, target, side] = line.trim().split(' => ') as [string, string, string];
    return { who: new RegExp(who, 'i'), target: new RegExp(target, 'i'), pro: side === 'for' };
  });
const AGAINST_CHANGE =
  /\b(?:ban|banned|tax|stop|end|cut|reduce|abolish|give up|leave|exit|quit|limit|restrict|not)\b/i;

const overlaps = (object: string, motion: Motion) => {
  const motionText = `${motion.question} ${motion.topic}`.toLowerCase();
  return (object.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) =>
    motionText.includes(word.slice(0, 5)),
  );
};

/** The side a party's own words give it, if any. */
function sideMark(raw: string, motion: Motion): Stance | undefined {
  const text = tidy(raw);
  if (/\bsays? yes\b/i.test(text)) return 'for';
  if (/\b(?:says? no|disagrees?|objects?)\b/i.test(text)) return 'against';
  for (const camp of CAMPS) {
    if (camp.who.test(text) && camp.target.test(affirm(motion))) {
      const motionPro = !AGAINST_CHANGE.test(affirm(motion));
      return camp.pro === motionPro ? 'for' : 'against';
    }
  }
  const object =
    /\b(?:supports?|supporting|backs?|favou?rs?|opposes?|opposing|against|critic of|supporter of|sceptical of|skeptical of|in favou?r of)\s+(.+)$/i.exec(
      text,
    ) ??
    /^(?:an?\s+)?(.+?)\s+(?:supporter|advocate|champion|enthusiast|critic|sceptic|skeptic|opponent)\b/i.exec(
      text,
    );
  if (object && !overlaps(object[1]!, motion) && !/^(?:it|this|the motion)\b/i.test(object[1]!)) {
    return undefined;
  }
  if (/\b(?:against|opposes?|opposing|anti|critic|sceptic|skeptic|opponent|con)\b/i.test(text)) {
    return 'against';
  }
  if (
    /\b(?:for|supports?|supporting|supporter|pro|in favou?r|advocate|champion|backs?)\b/i.test(text)
  ) {
    return 'for';
  }
  return leaningStance(text, motion);
}

const SPLIT_PARTIES = /\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+vs\.?\s+|\s+versus\s+)\s*/i;
const CHUNK = /\b(with|against|versus|vs\.?|for|about|on|over|regarding|whether|in favou?r of)\b/i;

/** Parties and a topic from one sentence of the description. */
function partiesOf(sentence: string): { parties: Raw[]; topic?: string; clause?: string } {
  const text = tidy(sentence);
  // "Five voices debate X: a housing advocate, a traffic engineer and a resident".
  const [head = '', list] = text.split(/\s*:\s*(?=\S)/, 2);
  const listed = list?.split(/\s*,\s*(?:and\s+)?|\s+and\s+/) ?? [];
  if (listed.length >= 2 && inList(listed).length === listed.length) {
    return { ...partiesOf(head), parties: listed.map((item) => ({ text: item })) };
  }
  const between =
    /\bbetween\s+(.+?)\s+and\s+(.+?)(?=\s+(?:about|on|over|regarding|debating|arguing)\b|[,.;:?!]|$)/i.exec(
      text,
    );
  if (between && isParty(between[1]) && isParty(between[2])) {
    const after = text.slice(between.index + between[0].length);
    const before = text.slice(0, between.index);
    const topic =
      /\b(?:about|on|over|regarding)\s+(.+)$/i.exec(after)?.[1] ??
      /\b(?:about|on|over|regarding)\s+(.+?)\s*$/i.exec(before)?.[1];
    return { parties: [{ text: between[1]! }, { text: between[2]! }], ...(topic ? { topic } : {}) };
  }
  const withPair = /\bwith\s+(.+?)\s+and\s+(.+?)$/i.exec(text);
  if (withPair && isParty(withPair[1]) && isParty(withPair[2])) {
    const topic = trimPhrase(text.slice(0, withPair.index));
    return { parties: [{ text: withPair[1]! }, { text: withPair[2]! }], topic };
  }
  const [beforeColon = '', afterColon] = text.split(/\s*:\s*/, 2);
  const versus =
    /^(.+?)\s+(?:vs\.?|versus|v\.?|against)\s+(.+?)(?:\s+(?:on|about|over|regarding)\s+(.+))?$/i.exec(
      beforeColon,
    );
  // "Teachers vs parents vs pupils": every side of the versus is a party.
  const named = versus && [versus[1]!, ...versus[2]!.split(/\s+(?:vs\.?|versus|v\.?)\s+/i)];
  if (named?.every((party) => isParty(party))) {
    const topic = versus![3] ?? afterColon;
    return { parties: named.map((text) => ({ text })), ...(topic ? { topic } : {}) };
  }
  // "Debate the death penalty: a prosecutor for, a defence attorney against."
  const segments = text.split(/\s*(?:[,:;]\s*(?:and\s+)?|\s+and\s+)\s*/i);
  const marked = segments.filter((segment) => isParty(segment) && MARK_WORDS.test(segment));
  if (marked.length >= 2) {
    const rest = segments.find((segment) => !marked.includes(segment));
    const topic = rest
      ?.replace(
        /^(?:(?:let's|let us|please)\s+)?(?:an?\s+)?(?:debate|discuss|argue)\s+(?:about\s+|on\s+|over\s+)?/i,
        '',
      )
      .trim();
    return { parties: marked.map((segment) => ({ text: segment })), ...(topic ? { topic } : {}) };
  }
  const verb = DEBATE_VERB.exec(text);
  if (!verb) return { parties: [] };
  const before = text
    .slice(0, verb.index)
    .trim()
    .replace(LEADING, '')
    .replace(/\s+to$/i, '')
    .replace(/^(?:an?|the)\s+debate\b.*$/i, '');
  const parties: Raw[] = inList(before.split(SPLIT_PARTIES)).map((part) => ({ text: part }));
  const relative =
    parties[0] &&
    /\b(?:who|that)\s+(?:supports?|opposes?|backs?|favou?rs?)\s+(.+)$/i.exec(parties[0].text);
  let topic = relative?.[1];
  let clause: string | undefined;
  const [first = '', ...rest] = text.slice(verb.index + verb[0].length).split(/\s*[,:;]\s*/);
  const chunks = first.split(CHUNK);
  const lead = chunks[0]!.trim();
  if (/^that\s/i.test(lead)) clause = lead.replace(/^that\s+/i, '');
  else if (lead) {
    if (isParty(lead)) parties.push({ text: lead });
    else topic ??= lead;
  }
  for (let i = 1; i + 1 < chunks.length; i += 2) {
    const preposition = chunks[i]!.toLowerCase();
    const phrase = chunks[i + 1]!.trim();
    if (!phrase) continue;
    if (/^(?:with|versus|vs\.?|against)$/.test(preposition) && isParty(phrase)) {
      parties.push({ text: phrase });
    } else if (/^(?:against|for|in favou?r of)$/.test(preposition) && parties[0]) {
      parties[0] = { text: `${parties[0].text} ${preposition}` };
      topic ??= phrase;
    } else if (preposition === 'whether') {
      clause = chunks
        .slice(i + 1)
        .join('')
        .trim();
      break;
    } else if (/^(?:on|in|at)$/.test(preposition) && topic && !isParty(phrase)) {
      topic = `${topic} ${preposition} ${phrase}`;
    } else {
      topic ??= phrase;
    }
  }
  for (const segment of rest) {
    const pair = /^with\s+(.+?)\s+and\s+(.+)$/i.exec(segment);
    if (pair && isParty(pair[1]) && isParty(pair[2])) {
      parties.push({ text: pair[1]! }, { text: pair[2]! });
    } else if (isParty(segment)) parties.push({ text: segment });
    else if (!topic && !isParty(segment)) topic = segment;
  }
  return { parties, ...(topic ? { topic } : {}), ...(clause ? { clause } : {}) };
}

function motionFrom(
  text: string,
  topic: string | undefined,
  clause: string | undefined,
  parties: Raw[],
): Motion {
  const asked = askedMotion(text) ?? statedMotion(tidy(text));
  if (asked) return asked;
  const stated = clause && fromStatement(clause);
  if (stated) return stated;
  const phrase = topic && trimPhrase(topic);
  if (phrase && /\p{L}{3}/u.test(phrase)) return fromStatement(phrase) ?? fromNounPhrase(phrase);
  // People but no topic ("A landlord debates a tenant"): the usual question between them.
  if (parties.length > 0) {
    const domain = domainOfText(parties.map((party) => party.text));
    return findMotion(domain.motion)!;
  }
  return findMotion(text) ?? fromNounPhrase(tidy(text.split(/[.!?]/)[0]!).slice(0, 80));
}

/** Roles that fit the motion when fewer are named: "cats vs dogs" gives a cat lover and a dog lover. */
function inventedRoles(motion: Motion): string[] {
  const comparison = /^(.+) versus (.+)$/.exec(motion.topic);
  const fitting = rolesFor(domainOf(motion), motion);
  if (!comparison) return fitting;
  const lovers = comparison.slice(1, 3).map((thing) => {
    const single = singular(thing!);
    return words(single).length === 1 && !/(?:ism|ity|tion|ment|ness|ance|ence)$/.test(single)
      ? `${withArticle(single)} lover`
      : `a champion of ${thing}`;
  });
  return [...lovers, ...fitting];
}

/**
 * Sides for the parties: each keeps the side its own words give it; the others take the side
 * with fewer voices so far, alternating on a tie (the first "for"), and never all on one side.
 */
function sidesFor(marks: (Stance | undefined)[]): Stance[] {
  const count = { for: 0, against: 0 };
  for (const mark of marks) if (mark) count[mark] += 1;
  const sides: Stance[] = [];
  for (const mark of marks) {
    const previous = sides.at(-1);
    const fewer: Stance = count.for < count.against ? 'for' : 'against';
    const side =
      mark ?? (count.for !== count.against ? fewer : previous ? opposite(previous) : 'for');
    if (!mark) count[side] += 1;
    sides.push(side);
  }
  if (sides.every((side) => side === sides[0])) {
    const last = marks.lastIndexOf(undefined);
    const flip = last === -1 ? sides.length - 1 : last;
    sides[flip] = opposite(sides[flip]!);
  }
  return sides;
}

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** "asdf", "qwerty": four or more letters walked along one row of a keyboard. */
const mashed = (word: string) =>
  ROWS.some((row) =>
    [...word.slice(0, -3)].some((_, at) => {
      const run = word.slice(at, at + 4);
      return row.includes(run) || row.includes([...run].reverse().join(''));
    }),
  );

/** A word the model knows as English: a function word, a verb, a person, a topic's keyword. */
const known = (word: string) =>
  STOPWORDS.has(word) ||
  isVerb(word) ||
  isPersonWord(word) ||
  domainOfText([word]) !== GENERAL_DOMAIN ||
  /(?:tion|ment|ness|ity|ism|ing|ers|ies|able|ful|ous|ical|ship|ance|ence|ure|age)$/.test(word);

const GREETINGS = /^(?:hello|hi|hey|thanks|thank|you|ok|okay|test|testing|yes|no|please|start|go)$/;

/** Words that ask the assistant to be something else, not to set up a debate. */
const INJECTION =
  /\b(?:ignore|disregard|forget|override)\b.{0,40}\b(?:instructions?|prompts?|rules)\b|\bsystem prompt\b|\bjailbreak\b|\byou are now\b/i;

/**
 * Whether a description names anything to debate: not gibberish ("asdf qwerty", a line of
 * words none of which reads as English), not an emoji or punctuation alone, not instructions
 * to the assistant itself. A single unknown word is taken as a topic ("Quidditch").
 */
export function namesSubject(description: string): boolean {
  const found = description.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? [];
  if (found.length === 0 || INJECTION.test(description)) return false;
  if (found.every((word) => GREETINGS.test(word))) return false;
  if (readForeign(description)) return true;
  if (found.some(mashed))
    return found.some((word) => word.length > 3 && !mashed(word) && known(word));
  return found.length === 1 || found.some(known);
}

/** Who debates, what, and which side each takes: the parties named, in order, up to `count`. */
export function readBrief(description: string, count = 2): DebateBrief {
  const text = description.replace(/\s+/g, ' ').trim();
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.trim().endsWith('?'));
  const found = sentences.map(partiesOf).find((result) => result.parties.length > 0) ?? {
    parties: [],
  };
  const motion = motionFrom(text, found.topic, found.clause, found.parties);
  const named = found.parties.slice(0, count);
  const twin = named.length === 1 && /^(?:two|2|a pair of|both)\s/i.test(tidy(named[0]!.text));
  const roles = named.map((party) => asRole(party.text));
  const heads = new Set(roles.map((role) => role && headOf(role)));
  const spare = inventedRoles(motion).filter((role) => !heads.has(headOf(role)));
  while (roles.length < count) roles.push(twin && roles.length === 1 ? roles[0] : spare.shift());
  const filled = roles.map((role, index) => role ?? spare.shift() ?? inventedRoles(motion)[index]!);
  const sides = sidesFor(filled.map((role, index) => sideMark(named[index]?.text ?? role, motion)));
  return {
    motion,
    parties: filled.map((role, index) => ({ role, side: sides[index]! })),
    twin: twin || new Set(filled).size < filled.length,
  };
}
