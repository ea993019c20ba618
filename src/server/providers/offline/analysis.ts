/** Reading a prompt: who the agent is, what it argues, what the last speaker said. */

export type Stance = 'for' | 'against';

export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before
  being below between both but by can cannot could did do does doing down during each even every few
  for from further had has have having he her here hers herself him himself his how however i if in
  into is isn't it its itself just least let like made make many may me might more most much must my
  myself need never no nor not now of off often on once one only or other others our ours ourselves
  out over own point points rather really same say says said see seem seems shall she should simply
  since so some such than that the their theirs them themselves then there these they thing things
  think this those though through to too under until up upon us very want was we well were what
  when where whether which while who whom why will with within without would yes yet you your yours
  yourself yourselves agent primary alternative user argue argument arguments claim claims true
  actually certainly clearly still because let's that's it's don't doesn't isn't we're you're i'm
  there's what's here's can't won't i'd i'll i've they're people way ways lot new good better best
  get got going go know right want wants take takes look looks come comes use used using`.split(
    /\s+/,
  ),
);

const FOR_PATTERNS = [
  /\bargue[sd]? (?:for|in favou?r)\b/i,
  /\bin favou?r of\b/i,
  /\b(?:support|supports|supporting|supporter)\b/i,
  /\b(?:advocate|advocating|proponent|champion|defend|defending|optimist|enthusiast)\b/i,
  /\bpro[- ](?:side|position)\b/i,
  /\b(?:favou?rs?|favou?ring|backs|backing|believes? in|welcomes?|embraces?)\b/i,
  /\bfor the motion\b/i,
];
const AGAINST_PATTERNS = [
  /\bargue[sd]? against\b/i,
  /\b(?:oppose|opposes|opposing|opponent|opposition)\b/i,
  /\b(?:sceptic|skeptic|sceptical|skeptical|critic|critical|critique|doubt|cautious)\b/i,
  /\bdevil'?s advocate\b/i,
  /\b(?:con|against)[- ](?:side|position)\b/i,
  /\bchallenge\b/i,
  /\b(?:worried|worries|concerned|wary|fears?|resists?|rejects?|warns?)\b/i,
  /\bagainst the motion\b/i,
];

function score(text: string, patterns: RegExp[]): number {
  return patterns.reduce((total, pattern) => total + (pattern.test(text) ? 1 : 0), 0);
}

const FOR_EXPLICIT =
  /\b(?:argue|argues|arguing|speak|speaks|speaking|make|makes|making) (?:the case )?(?:for|in favou?r of)\b|\b(?:for|support|supports|back|backs|defend|defends|propose|proposes) the motion\b/i;
const AGAINST_EXPLICIT =
  /\b(?:argue|argues|arguing|speak|speaks|speaking|make|makes|making) (?:the case )?against\b|\bagainst the motion\b|\b(?:oppose|opposes|opposing|reject|rejects) the motion\b/i;

/** The stance the text takes, when it says so. */
export function detectStance(text: string): Stance | undefined {
  const explicitFor = FOR_EXPLICIT.test(text);
  if (explicitFor !== AGAINST_EXPLICIT.test(text)) return explicitFor ? 'for' : 'against';
  const forScore = score(text, FOR_PATTERNS);
  const againstScore = score(text, AGAINST_PATTERNS);
  if (forScore === againstScore) return undefined;
  return forScore > againstScore ? 'for' : 'against';
}

const ROLE_STOP =
  /\s+(?:who|that|which|whose|with|where|when|because|but|so|while|in|at|for|from|on|to|about|debating|arguing|representing)\s|,\s*(?=(?:and|who|with|you|but|so|which|whose|in|on|at|for|because|arguing|a|an|the)\b)|\s+-\s/i;

/** Cuts a role where its description starts: "the dean of a large public university balancing". */
function cutRole(phrase: string): string | undefined {
  const head = phrase
    .split(ROLE_STOP)[0]!
    .replace(/[\s,;:]+$/, '')
    .trim();
  const parts = head.split(/\s+/);
  // "balancing budgets" starts a description; "trained in" too, but "listed company" does not.
  const participle = parts.findIndex(
    (word, index) =>
      index >= 2 &&
      ((/^[a-z]+ing$/.test(word) && !/(?:thing|ling|ding|ring)$/.test(word)) ||
        (/^[a-z]+ed$/.test(word) &&
          /^(?:in|at|by|with|as|to|for|on|from|a|an|the)?$/i.test(parts[index + 1] ?? ''))),
  );
  const cut = participle === -1 ? parts : parts.slice(0, participle);
  if (cut.length < 2 || cut.length > 10 || /,$/.test(cut.at(-1)!)) return undefined;
  return cut.join(' ');
}

/**
 * The role in an agent's instructions, as a whole noun phrase: "You are a sharp, fair-minded
 * critic." gives "a sharp, fair-minded critic"; "You run a family business" gives "someone who
 * runs a family business".
 */
export function detectRole(instructions: string): string | undefined {
  const match = /\byou are (?:now |playing |acting as )?((?:an?|the)\s[^.;:\n!?]{2,160})/i.exec(
    instructions,
  );
  if (match) return cutRole(match[1]!);
  const does =
    /\byou (run|advise|teach|represent|manage|lead|own|coach|write for|work with|care for)\s+([^.;:\n!?]{3,80})/i.exec(
      instructions,
    );
  if (!does) return undefined;
  const object = does[2]!.split(/\s+(?:with|on|to|in|at|for|from|and|who|that|where)\s/i)[0]!;
  const verb = does[1]!.toLowerCase();
  const third = verb.replace(/^(\w+)/, (word) =>
    word.endsWith('ch') ? `${word}es` : word.endsWith('s') ? word : `${word}s`,
  );
  return object.split(/\s+/).length <= 6 ? `someone who ${third} ${object.trim()}` : undefined;
}

/** A word cut to its stem, so "tariffs" meets "tariff" and "schooling" meets "schools". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ing|ed|es|s)$/, '')
    .replace(/([b-df-hj-np-tv-z])\1$/, '$1')
    .slice(0, 6);
}

/** The stems of a text's content words (no stopwords, no numbers). */
export function contentStems(text: string): Set<string> {
  const found = (text.match(/[\p{L}'-]{3,}/gu) ?? []).filter(
    (word) => !STOPWORDS.has(word.toLowerCase()),
  );
  return new Set(found.map(stem));
}

/** Sentences of a text, each with its closing punctuation. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The text of a turn without the words it quotes from others. */
export function ownWords(text: string): string {
  return text.replace(/"[^"\n]*"/g, '""');
}
