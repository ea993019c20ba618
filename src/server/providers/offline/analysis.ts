/** Reading a prompt: who the agent is, what it argues, what the last speaker said. */

export type Stance = 'for' | 'against';

const STOPWORDS = new Set(
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

/** The stance the text takes, when it says so. */
export function detectStance(text: string): Stance | undefined {
  const forScore = score(text, FOR_PATTERNS);
  const againstScore = score(text, AGAINST_PATTERNS);
  if (forScore === againstScore) return undefined;
  return forScore > againstScore ? 'for' : 'against';
}

/** "You are a seasoned prosecutor..." gives "a seasoned prosecutor". */
export function detectRole(instructions: string): string | undefined {
  const match = /\byou are (?:now )?((?:an?|the) [^.,;:\n!?]{3,80})/i.exec(instructions);
  const phrase = match?.[1]?.split(
    /\s+(?:who|that|with|and|whose|which|in|debating|arguing)\s+/i,
  )[0];
  return phrase?.split(' ').slice(0, 6).join(' ').trim();
}

const TOPIC_PATTERNS = [
  /\btopic\s*(?:is|:)\s*["“]?([^"”\n.?!]{4,140})/i,
  /\b(?:debate|debating|discuss|discussing|discussion|conversation|argue|arguing)\s+(?:about|on|over|whether|if)\s+["“]?([^"”\n.?!]{4,140})/i,
  /\b(?:motion|question|resolution)\s*(?:is|:)\s*["“]?([^"”\n.?!]{4,140})/i,
  /\bwhether\s+([^\n.?!]{4,140})/i,
  /\babout\s+["“]?([^"”\n.?!]{4,140})/i,
  /["“]([^"”\n]{6,140})["”]/,
];

function tidyTopic(raw: string): string {
  const topic = raw
    .replace(/\s+/g, ' ')
    .replace(/^(?:the topic of|the question of|the idea that)\s+/i, '')
    .replace(/[\s,;:]+$/, '')
    .trim();
  // A clause reads badly after "the case for"; as a motion it reads well.
  return /^(?:whether|if|that)\s/i.test(topic)
    ? `the motion that ${topic.replace(/^\w+\s+/, '')}`
    : topic;
}

/** "Should cities ban cars?" is a motion, quoted as asked. */
function questionMotion(text: string): string | undefined {
  const match =
    /(?:^|[.!?:]\s+)((?:should|must|can|could|will|would|is|are|does|do)\s[^?\n]{8,140}\?)/i.exec(
      text,
    );
  return match
    ? `the motion "${match[1]!.charAt(0).toUpperCase()}${match[1]!.slice(1)}"`
    : undefined;
}

/** The subject of the debate, from instructions or an opening message. */
export function detectTopic(...texts: string[]): string | undefined {
  for (const text of texts) {
    const motion = questionMotion(text);
    if (motion) return motion;
  }
  for (const pattern of TOPIC_PATTERNS) {
    for (const text of texts) {
      const match = pattern.exec(text);
      if (match?.[1]) {
        const topic = tidyTopic(match[1]);
        if (topic.split(' ').length >= 2) return topic;
      }
    }
  }
  return undefined;
}

function words(text: string): string[] {
  return text
    .replace(/[*_`#>[\]()]/g, ' ')
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
}

function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length > 3 && !STOPWORDS.has(lower) && !/^\d+$/.test(lower);
}

/**
 * The last speaker's key terms: noun-phrase-like runs of content words first, then distinctive single words,
 * weighted by frequency and length.
 */
export function extractKeyTerms(text: string, count = 3): string[] {
  const scores = new Map<string, number>();
  const add = (term: string, weight: number) => scores.set(term, (scores.get(term) ?? 0) + weight);
  // Phrases never cross a clause boundary.
  for (const clause of text.split(/[.,;:!?()\n]+/)) {
    const tokens = words(clause);
    for (let i = 0; i < tokens.length; i++) {
      const word = tokens[i]!;
      if (!isContentWord(word)) continue;
      add(word.toLowerCase(), 1 + Math.min(word.length, 12) / 8);
      const next = tokens[i + 1];
      if (!next || !isContentWord(next)) continue;
      const third = tokens[i + 2];
      if (third && isContentWord(third)) add(`${word} ${next} ${third}`.toLowerCase(), 3.2);
      else add(`${word} ${next}`.toLowerCase(), 2.4);
    }
  }
  const ranked = [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([term]) => term);
  const chosen: string[] = [];
  for (const term of ranked) {
    if (chosen.some((other) => other.includes(term) || term.includes(other))) continue;
    chosen.push(term);
    if (chosen.length === count) break;
  }
  return chosen;
}

export type DocumentSnippet = { name: string; content: string };

/** Knowledge documents as marked by prompts.ts's documentBlock. */
export function findDocuments(system: string): DocumentSnippet[] {
  const found: DocumentSnippet[] = [];
  const pattern = /--- Document: (.+?) ---\n([\s\S]*?)\n--- End of /g;
  for (let match = pattern.exec(system); match; match = pattern.exec(system)) {
    found.push({ name: match[1]!, content: match[2]! });
  }
  return found;
}

/** The document sentence sharing most words with the terms (else its first real sentence). */
export function quoteFrom(document: DocumentSnippet, terms: string[]): string | undefined {
  const sentences = document.content
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(' ').length >= 5);
  if (sentences.length === 0) return undefined;
  const wanted = new Set(terms.flatMap((term) => term.split(' ')));
  let best = sentences[0]!;
  let bestScore = -1;
  for (const sentence of sentences) {
    const overlap = words(sentence).filter((word) => wanted.has(word.toLowerCase())).length;
    if (overlap > bestScore) [best, bestScore] = [sentence, overlap];
  }
  const clipped = best.split(' ').slice(0, 28).join(' ');
  return clipped.replace(/[.!?]+$/, '');
}

/**
 * The last labelled turn of a message ("Primary Agent: text"), since consecutive turns of other
 * speakers arrive joined in one message.
 */
export function splitSpeaker(message: string): { speaker: string | undefined; text: string } {
  const trimmed = message.trim();
  const label = /(?:^|\n\n)([A-Z][\w .'-]{0,40}):\s+/g;
  let last: RegExpExecArray | undefined;
  for (let match = label.exec(trimmed); match; match = label.exec(trimmed)) last = match;
  if (!last) return { speaker: undefined, text: trimmed };
  return { speaker: last[1], text: trimmed.slice(last.index + last[0].length).trim() };
}

/** Instructions without the knowledge-document section that prompts.ts appends. */
export function withoutDocuments(system: string): string {
  const start = system.search(/\n\nYou have the following knowledge documents|--- Document: /);
  return start === -1 ? system : system.slice(0, start);
}
