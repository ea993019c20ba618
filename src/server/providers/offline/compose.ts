import {
  detectRole,
  detectStance,
  detectTopic,
  extractKeyTerms,
  findDocuments,
  quoteFrom,
  splitSpeaker,
  withoutDocuments,
  type Stance,
} from './analysis.ts';
import { KICK_OFF_MESSAGE } from '../prompts.ts';
import { createRandom, hashString, type Random } from './random.ts';

export type OfflineTurn = { role: 'user' | 'assistant'; content: string };
export type OfflinePrompt = { system: string; messages: OfflineTurn[] };

type Lens = { match: RegExp; angles: string[]; evidence: string[] };

/** How a role argues: what it looks at and what it counts as evidence. */
const LENSES: Lens[] = [
  {
    match: /prosecut|lawyer|attorney|judge|legal|law|justice|court|defen[cs]e counsel/i,
    angles: ['the burden of proof', 'the precedent it sets', 'due process', 'who is accountable'],
    evidence: ['the record', 'the case law', 'the testimony we actually have', 'the statute'],
  },
  {
    match: /scien|climat|research|physic|biolog|data|statistic|epidemiolog|analyst/i,
    angles: ['the measured effect sizes', 'the base rates', 'the error bars', 'reproducibility'],
    evidence: ['the peer-reviewed data', 'the long-run trend lines', 'the controlled studies'],
  },
  {
    match: /doctor|physician|nurse|medic|health|clinic|patient|psychiatr|therap/i,
    angles: ['patient outcomes', 'the risk-benefit balance', 'informed consent', 'side effects'],
    evidence: ['the clinical trials', 'what we see on the wards', 'the outcome data'],
  },
  {
    match: /econom|business|ceo|entrepreneur|invest|market|financ|startup|compet|commerce/i,
    angles: [
      'the incentives',
      'the opportunity cost',
      'the unit economics',
      'who captures the value',
    ],
    evidence: ['the market data', 'the balance sheets', 'the pricing history'],
  },
  {
    match: /ethic|philosoph|advoca|rights|activist|moral|humanitarian/i,
    angles: ['the people who bear the cost', 'basic fairness', 'consent', 'long-term harms'],
    evidence: ['the lived experience of those affected', 'the historical record'],
  },
  {
    match: /engineer|technolog|developer|software|\bai\b|cyber|innovat|architect/i,
    angles: ['the failure modes', 'how it behaves at scale', 'the security surface', 'maintenance'],
    evidence: ['the incident reports', 'the benchmarks', 'real deployments'],
  },
  {
    match: /politic|policy|government|senator|diplomat|regulat|legislat|mayor|planner|urban/i,
    angles: ['implementation capacity', 'who pays and who benefits', 'enforcement', 'public trust'],
    evidence: ['the pilot programmes', 'the budget figures', 'past reforms'],
  },
  {
    match: /teach|professor|educat|school|student|learn/i,
    angles: ['what learners actually retain', 'the classroom reality', 'equity of access'],
    evidence: ['the learning outcomes', 'the classroom studies', 'the assessment results'],
  },
  {
    match: /militar|security|defen[cs]e|strateg|intelligence|general/i,
    angles: ['the threat model', 'deterrence', 'the worst-case scenario', 'escalation risk'],
    evidence: ['the after-action reports', 'the historical campaigns', 'the threat assessments'],
  },
  {
    match: /journalis|media|report|editor|communicat/i,
    angles: ['what the public is actually told', 'the sources', 'accountability'],
    evidence: ['the reporting', 'the primary sources', 'the audience research'],
  },
];

const DEFAULT_LENS: Lens = {
  match: /$^/,
  angles: ['the trade-offs', 'real-world outcomes', 'second-order effects', 'who carries the risk'],
  evidence: ['the evidence', 'the track record', 'the concrete examples'],
};

const OPENERS = [
  'You lean heavily on "{term}", {speaker}, but that word is doing more work than the argument behind it.',
  'I want to stay with "{term}" for a moment, because that is exactly where your case wobbles.',
  'Let\'s test "{term}" against reality rather than against intuition.',
  '{Speaker} frames this around "{term}". That framing hides the hard part.',
  'I hear the appeal of "{term}", but appeal is not the same thing as proof.',
  'Notice what "{term}" quietly assumes: that the easy cases are the typical ones.',
  'The phrase "{term}" sounds decisive. Look closer and it is a promissory note.',
  'If "{term}" were as solid as you suggest, {speaker}, we would already see it in {evidence}.',
];

const BOLD_LEADS = [
  'The premise is the problem.',
  'Two things can be true at once.',
  'Follow the consequences.',
  'This is where the argument turns.',
  'Start with who pays.',
  'Precision matters here.',
];

const CONCESSIONS = [
  'I will grant you "{term2}"; it is a fair concern.',
  'To be fair, "{term2}" is a real point, and I won\'t pretend otherwise.',
  'You are right that "{term2}" matters.',
  'There is something to "{term2}", and I take it seriously.',
];

const PIVOTS = [
  'But granting it does not get you to your conclusion.',
  'Yet it cuts the other way once you look at {angle}.',
  'The question is what follows from it, and that is where we part ways.',
  'Still, a real concern is not a decisive one.',
];

const STANCE_CLAIMS: Record<Stance, string[]> = {
  for: [
    'The case for {topic} is stronger than the objections admit, because the alternative is not some neutral status quo but a choice with its own costs.',
    'When you weigh {angle}, {topic} comes out ahead: the gains are concrete and the risks are manageable with sensible guardrails.',
    'I stand by {topic}. Doing nothing is also a decision, and its harms are simply less visible.',
    'Every serious objection to {topic} is an argument for doing it carefully, not for refusing to do it.',
    'The strongest reason to back {topic} is {angle}; that is where the benefits compound over time.',
  ],
  against: [
    'The case for {topic} rests on best-case assumptions, and policy should be built for the average case.',
    'Once you account for {angle}, {topic} costs more than it delivers.',
    'I remain unconvinced by {topic}. The benefits are speculative; the costs arrive first and land on the people with the least say.',
    'Enthusiasm for {topic} keeps outrunning the evidence, and that gap is where the damage happens.',
    'The burden is on the proponents of {topic}, and "it might work" does not meet it, least of all on {angle}.',
  ],
};

const EVIDENCE_LINES = [
  'Look at {evidence}: the pattern is consistent, not anecdotal.',
  'Nothing in {evidence} supports the leap you are making.',
  'If you want a test, check {evidence}; the numbers are less kind than the rhetoric.',
  'My reading of {evidence} points one way, and it is not the way you suggest.',
];

const LIST_INTROS = ['Consider three things:', 'Here is what I would weigh:', 'Put plainly:'];

const LIST_ITEMS: Record<Stance, string[]> = {
  for: [
    'the cost of inaction keeps rising while we wait',
    'early adopters show the benefits are real, not hypothetical',
    'the risks you name can be managed with clear rules',
    '{angle} improves when we act rather than hesitate',
    'reversible steps let us learn without betting everything',
  ],
  against: [
    'the promised benefits rely on assumptions nobody has tested at scale',
    'the costs land first, and on the people with the least say',
    '{angle} gets worse, not better, under this plan',
    'once this is in place it will be very hard to undo',
    'cheaper, proven alternatives are being ignored',
  ],
};

const USER_ADDRESS = [
  'Thank you for stepping in. To your point about "{term}":',
  'That is a fair intervention, and it sharpens the question about "{term}".',
  'Good question. On "{term}", here is my honest answer:',
];

const OPENING_STATEMENTS = [
  'Let me set out where I stand, because this debate deserves a clear position.',
  'I will open with my position and the reason behind it.',
  'Let me begin plainly.',
];

const CLOSING_QUESTIONS = [
  'So tell me, {speaker}: what evidence would change your mind about "{term}"?',
  'Which part of "{term}" are you willing to put to a real test?',
  'If I am wrong, show me the case where "{term}" held up under pressure.',
  'What happens to your argument when "{term}" fails in the cases that matter most?',
  'Where, concretely, do you draw the line on "{term}"?',
];

const VOICE_LINES = [
  'Speaking as {role}, I have seen this pattern before.',
  'As {role}, I judge arguments by what survives contact with practice.',
  'From where I sit as {role}, the details decide everything.',
];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key.toLowerCase()] ?? '';
    return key[0] === key[0]!.toUpperCase()
      ? value.charAt(0).toUpperCase() + value.slice(1)
      : value;
  });
}

/** Prefers templates this agent has not used in its earlier turns. */
function pickFresh(random: Random, bank: readonly string[], usedText: string): string {
  const fresh = bank.filter((template) => {
    const fixed = template.split('{')[0]!.slice(0, 24);
    return fixed.length < 8 || !usedText.includes(fixed);
  });
  return random.pick(fresh.length > 0 ? fresh : bank);
}

function lensFor(instructions: string): Lens {
  return LENSES.find((lens) => lens.match.test(instructions)) ?? DEFAULT_LENS;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function lastOtherTurn(messages: OfflineTurn[]): OfflineTurn | undefined {
  return [...messages].reverse().find((message) => message.role === 'user');
}

/** A debate reply in the agent's voice, answering the last speaker. */
export function composeDebateReply(prompt: OfflinePrompt, seed: number): string {
  const random = createRandom(seed ^ hashString(JSON.stringify(prompt)));
  const instructions = withoutDocuments(prompt.system);
  const last = lastOtherTurn(prompt.messages);
  const { speaker: rawSpeaker, text: lastText } = splitSpeaker(last?.content ?? '');
  const ownTurns = prompt.messages.filter((message) => message.role === 'assistant');
  const usedText = ownTurns.map((turn) => turn.content).join('\n');
  const firstUser = prompt.messages.find((message) => message.role === 'user')?.content ?? '';

  const lens = lensFor(instructions);
  const opponentStance = detectStance(lastText);
  const stance: Stance =
    detectStance(instructions) ??
    (opponentStance === 'for' ? 'against' : opponentStance === 'against' ? 'for' : undefined) ??
    (hashString(instructions) % 2 === 0 ? 'for' : 'against');
  const topic =
    detectTopic(instructions, firstUser, lastText) ??
    extractKeyTerms(`${firstUser} ${lastText}`, 1)[0] ??
    'this proposal';
  const terms = extractKeyTerms(lastText, 3);
  const [term = topic, term2 = terms[0] ?? topic] = terms.length > 1 ? [terms[0], terms[1]] : terms;
  const isUser = rawSpeaker === 'User';
  const speaker = rawSpeaker && !isUser ? rawSpeaker : 'my opponent';
  const role = detectRole(instructions);
  const values = {
    term: term!,
    term2: term2!,
    topic,
    speaker,
    role: role ?? '',
    angle: random.pick(lens.angles),
    evidence: random.pick(lens.evidence),
  };
  const say = (bank: readonly string[]) => fill(pickFresh(random, bank, usedText), values);

  const paragraphs: string[] = [];
  const isOpening = !lastText || lastText === KICK_OFF_MESSAGE || terms.length === 0;
  const lead = random.chance(0.35) ? `**${random.pick(BOLD_LEADS)}** ` : '';

  if (isOpening) {
    paragraphs.push(`${lead}${say(OPENING_STATEMENTS)} ${say(STANCE_CLAIMS[stance])}`);
  } else if (isUser) {
    paragraphs.push(`${say(USER_ADDRESS)} ${say(STANCE_CLAIMS[stance])}`);
  } else {
    const concession =
      terms.length > 1 && random.chance(0.5) ? ` ${say(CONCESSIONS)} ${say(PIVOTS)}` : '';
    paragraphs.push(`${lead}${say(OPENERS)}${concession}`);
    paragraphs.push(say(STANCE_CLAIMS[stance]));
  }

  if (role && random.chance(0.4)) paragraphs.push(`${say(VOICE_LINES)} ${say(EVIDENCE_LINES)}`);
  else paragraphs.push(say(EVIDENCE_LINES));

  const documents = findDocuments(prompt.system);
  if (documents.length > 0) {
    const document = documents[ownTurns.length % documents.length]!;
    const quote = quoteFrom(document, [...terms, topic]);
    paragraphs.push(
      quote
        ? `According to ${document.name}, "${quote}." That is the standard I am holding this debate to.`
        : `My sources, ${document.name} among them, point the same way.`,
    );
  }

  if (random.chance(0.35)) {
    const items = [...LIST_ITEMS[stance]].sort(() => random.next() - 0.5).slice(0, 3);
    paragraphs.push(
      `${random.pick(LIST_INTROS)}\n\n${items.map((item) => `- ${fill(item, values)}`).join('\n')}`,
    );
  }

  if (!isOpening || random.chance(0.5)) paragraphs.push(say(CLOSING_QUESTIONS));

  let reply = paragraphs.join('\n\n');
  if (wordCount(reply) < 70) reply += `\n\n${say(STANCE_CLAIMS[stance])}`;
  return reply;
}

const MAX_ROLES = [
  [
    'alpha',
    'an optimistic advocate',
    'argue for it, showing concrete benefits and answering objections directly',
  ],
  [
    'beta',
    'a rigorous skeptic',
    'challenge it, probing hidden costs, weak evidence and unintended consequences',
  ],
  [
    'gamma',
    'a pragmatic economist',
    'weigh costs, incentives and who pays, and push for numbers rather than slogans',
  ],
  [
    'delta',
    'an ethicist',
    'examine fairness, consent and who is left out, and hold both sides to their principles',
  ],
  [
    'epsilon',
    'a forward-looking strategist',
    'look ten years ahead, map scenarios, and propose a practical middle path',
  ],
] as const;

function topicFromRequest(texts: string[]): string {
  return (
    detectTopic(...texts) ||
    extractKeyTerms(texts.join('\n'), 2).join(' and ') ||
    'the question at hand'
  );
}

function instructionsFor(role: string, task: string, topic: string): string {
  return (
    `You are ${role} in a structured debate about ${topic}. Your task: ${task}. ` +
    'Answer the previous speaker by name and engage their strongest point before making your own. ' +
    'Be specific, use examples and evidence, keep each reply under 200 words, and end with a pointed question.'
  );
}

/**
 * The instruction generator's JSON (SPEC §3 generated configuration), with only the fields the
 * request names: primary/alternative for two agents, alpha..epsilon for MAX.
 */
export function composeGeneratedConfiguration(prompt: OfflinePrompt, seed: number): string {
  const requestText = promptText(prompt);
  const random = createRandom(seed ^ hashString(requestText));
  const lastUser = lastOtherTurn(prompt.messages)?.content ?? '';
  const topic = topicFromRequest([lastUser, prompt.system]);
  const opening = random.pick([
    `Let's get straight to it: is ${topic} a step forward, or a costly mistake dressed up as progress?`,
    `Here is the question for today: what would actually happen if we committed fully to ${topic}?`,
    `Opening the floor: who gains and who loses from ${topic}, and is that trade worth making?`,
  ]);
  const result: Record<string, string> = {};
  if (/alphaInstructions/.test(requestText)) {
    for (const [slot, role, task] of MAX_ROLES) {
      if (new RegExp(`${slot}Instructions`).test(requestText)) {
        result[`${slot}Instructions`] = instructionsFor(role, task, topic);
      }
    }
  } else {
    result['primaryInstructions'] = instructionsFor(
      'a passionate advocate',
      `argue in favour of ${topic}, with concrete benefits and real examples`,
      topic,
    );
    result['alternativeInstructions'] = instructionsFor(
      'a sharp, fair-minded critic',
      `argue against ${topic}, exposing risks, costs and weak evidence`,
      topic,
    );
  }
  result['openingMessage'] = opening;
  return JSON.stringify(result, null, 2);
}

/** True when the prompt asks for the generator's JSON rather than a debate turn. */
export function asksForGeneratedConfiguration(text: string): boolean {
  return (
    /\bJSON\b/i.test(text) &&
    (/primaryInstructions/.test(text) || /alphaInstructions/.test(text)) &&
    /openingMessage/.test(text)
  );
}

function promptText(prompt: OfflinePrompt): string {
  return [prompt.system, ...prompt.messages.map((message) => message.content)].join('\n');
}

export function composeReply(prompt: OfflinePrompt, seed: number): string {
  return asksForGeneratedConfiguration(promptText(prompt))
    ? composeGeneratedConfiguration(prompt, seed)
    : composeDebateReply(prompt, seed);
}
