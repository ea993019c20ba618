import {
  detectRole,
  findDocuments,
  quoteFrom,
  sentencesOf,
  sideOf,
  splitSpeaker,
  withoutDocuments,
  type Stance,
} from './analysis.ts';
import { composeGeneratedConfiguration, asksForGeneratedConfiguration } from './brief.ts';
import { affirm, deny, findMotion, fromNounPhrase, type Motion } from './motion.ts';
import { KICK_OFF_MESSAGE } from '../prompts.ts';
import { createRandom, hashString, type Random } from './random.ts';
import { voiceFor, type Voice } from './voices.ts';

export type OfflineTurn = { role: 'user' | 'assistant'; content: string };
export type OfflinePrompt = { system: string; messages: OfflineTurn[] };

/** Reason clauses per side; each is a whole clause, so any frame below keeps it grammatical. */
const REASONS: Record<Stance, string[]> = {
  for: [
    'the benefits show up in {angle}, and they are concrete rather than hypothetical',
    'waiting has a cost of its own, and that cost is easy to overlook because it is spread thinly',
    'the objections are reasons to act carefully, not reasons to refuse',
    'the risks can be managed with clear rules and honest review',
    'doing nothing is also a decision, and its harms are simply less visible',
    'the places that tried it learned quickly and kept going',
    'a reversible first step lets us learn without betting everything',
    'the status quo already fails the people it is supposed to serve',
    'every month of delay is paid for by the people who would benefit first',
    'the gains compound once the change beds in',
    'the people closest to the problem keep asking for exactly this',
    'the alternative has been tried for years and has not worked',
    'when you look at {angle}, the gains clearly outweigh the risks',
  ],
  against: [
    'the promised benefits rest on assumptions that nobody has tested at scale',
    'the costs arrive first, and they land on the people with the least say',
    'once you count {angle}, the change costs more than it delivers',
    'a change like this is very hard to undo once it is in place',
    'cheaper and better-proven alternatives are being ignored',
    'good intentions are not a plan, and this plan has gaps exactly where the hard cases are',
    'the burden of proof sits with those who want the change, and it has not been met',
    'the side effects on {angle} are being waved away rather than answered',
    'what looks simple on paper gets messy once it meets real budgets and real people',
    'a pilot that works with enthusiasts tells us little about the average case',
    'the people expected to carry it out were never asked',
    'the money and attention it needs would do more good elsewhere',
    'the evidence on {angle} points the other way',
  ],
};

/** Frames that restate the agent's side, so every reply says where it stands. */
const RESTATING_FRAMES = [
  'I still hold that {mine}, because {reason}.',
  '{Mine}, because {reason}.',
  'That is why I maintain that {mine}: {reason}.',
  'My position stands: {mine}, since {reason}.',
  'So I say again that {mine}, because {reason}.',
  'I remain convinced that {mine}, not least because {reason}.',
];

const SUPPORTING_FRAMES = [
  'Beyond that, {reason}.',
  'Just as important, {reason}.',
  'Remember, too, that {reason}.',
  'Consider this: {reason}.',
  'And there is more: {reason}.',
  '{Reason}.',
];

const POSITIONS = [
  'My position is simple: {mine}.',
  'Let me be clear from the start: {mine}.',
  'Here is where I stand: {mine}.',
  'I will argue that {mine}, and I will hold to that.',
  'The answer to the motion is {yesno}: {mine}.',
];

const MOTION_LINES = [
  'The question before us is this: {question}',
  'We have been asked: {question}',
  'The motion asks: {question}',
];

const CLAIM_ENGAGEMENTS = [
  'You said: "{point}"',
  '{Speaker}, you argued: "{point}"',
  'Take your own words: "{point}"',
  'Your central claim was this: "{point}"',
  'I want to answer this directly: "{point}"',
  'Here is the line I want to test: "{point}"',
];

const QUESTION_ENGAGEMENTS = [
  'You asked: "{point}"',
  '{Speaker}, you put this question to me: "{point}"',
  'Your question was: "{point}"',
];

const REBUTTAL_LEADS = [
  'Even if that is true,',
  'Grant it for the sake of argument, and',
  'Take it at face value, and',
  'Read generously,',
  'Whatever its merits,',
  'Fair enough as far as it goes, but',
];

const REBUTTAL_BODIES = [
  'it does not follow that {theirs}',
  'it still gives no reason to think that {theirs}',
  'it does not show that {theirs}',
  'it falls well short of showing that {theirs}',
  'it leaves {angle} untouched',
  'it says nothing about {angle}',
];

const ANSWERS = [
  'My answer is that {mine}.',
  'The short answer is that {mine}.',
  'Put plainly, {mine}.',
  'I will be direct: {mine}.',
  'Here is my honest answer: {mine}.',
];

const ABOUT_ANSWERS = [
  'As for {about}, that is exactly why {mine}.',
  'On {about}, my answer is the same: {mine}.',
  'Think of {about}, and you see why {mine}.',
];

const THANKS = [
  'Thank you for stepping in.',
  'That is a welcome interruption.',
  'I am glad you raised that.',
  'Thank you; that sharpens the question.',
];

const EVIDENCE_LINES = [
  'Look at {evidence}: the pattern is consistent, not anecdotal.',
  'If you want a test, check {evidence}.',
  'My reading of {evidence} points one way, and it is not yours.',
  'Nothing in {evidence} supports the leap you are making.',
  'We should let {evidence} settle this, not rhetoric.',
];

const ROLE_LINES = [
  'As {role}, I judge this by {angle}.',
  'Speaking as {role}, I look first at {angle}.',
  'From where I stand as {role}, {angle} decides this.',
];

const QUESTIONS = [
  'What would it take to convince you that {mine}?',
  'If {theirs}, how do you explain {evidence}?',
  'Which part of my case on {angle} do you actually dispute?',
  'Where, concretely, would you draw the line?',
  'Who pays for your position, and have you asked them?',
  'Can you name one real case where your approach held up under pressure?',
  'What do you say to the people who lose out if {theirs}?',
  'How would you answer someone who has lived with the consequences?',
];

type Values = Record<string, string[]>;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A question addressed by name starts lower case after the comma, except for "I". */
function lowerFirst(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Every rendering of a template over the values it names. */
function renderings(template: string, values: Values): string[] {
  let results = [template];
  for (const key of new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))) {
    const options = values[key.toLowerCase()] ?? [''];
    const upper = key[0] !== key[0]!.toLowerCase();
    results = results.flatMap((text) =>
      options.map((option) => text.split(`{${key}}`).join(upper ? capitalize(option) : option)),
    );
  }
  return results;
}

/** Lower case letters and digits only: how sentences are compared for repetition. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a turn without the words it quotes from others. */
export function ownWords(text: string): string {
  return text.replace(/"[^"\n]*"/g, '""');
}

/** A sentence as compared, with and without a name it is addressed to ("Primary Agent, ..."). */
function forms(sentence: string): string[] {
  const unaddressed = sentence.replace(/^\p{Lu}[\w'-]*(?: \p{Lu}[\w'-]*){0,2}, /u, '');
  return [normalizeSentence(sentence), normalizeSentence(unaddressed)];
}

class Writer {
  private readonly used: Set<string>;
  private readonly history: string;

  constructor(
    private readonly random: Random,
    historyTexts: string[],
  ) {
    this.used = new Set(historyTexts.flatMap((text) => sentencesOf(text).flatMap(forms)));
    this.history = normalizeSentence(historyTexts.join(' '));
  }

  private shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.random.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  private fresh(sentence: string): boolean {
    return sentencesOf(sentence).every((part) => !this.used.has(normalizeSentence(part)));
  }

  private take(sentence: string): string {
    for (const part of sentencesOf(sentence)) for (const form of forms(part)) this.used.add(form);
    return sentence;
  }

  /**
   * A sentence nobody has said in this debate: first from a template not yet used at all, then
   * any unused rendering. Undefined when the bank is spent.
   */
  say(templates: readonly string[], values: Values): string | undefined {
    const options = this.shuffled(templates).map((template) =>
      this.shuffled(renderings(template, values)),
    );
    const untouched = options.find((list) => list.every((sentence) => this.fresh(sentence)));
    if (untouched) return this.take(untouched[0]!);
    for (const list of options) {
      const sentence = list.find((candidate) => this.fresh(candidate));
      if (sentence) return this.take(sentence);
    }
    return undefined;
  }

  /**
   * Reason clauses, one rendering per template, those not yet argued in this debate first (a
   * template counts as argued when its longest fixed wording appears in the history).
   */
  reasons(bank: readonly string[], values: Values): string[] {
    const argued = (template: string) => {
      const fixed = template.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!;
      return this.history.includes(normalizeSentence(fixed));
    };
    const ordered = this.shuffled(bank).sort((a, b) => Number(argued(a)) - Number(argued(b)));
    return ordered.map((template) => this.random.pick(renderings(template, values)));
  }
}

/** Connectives that open a sentence; the claim is what follows them. */
const CONNECTOR =
  /^(?:beyond that|just as important|remember, too, that|consider this|and there is more|moreover|also|but|and|so)[,:]?\s+/i;

/** Longer claims weigh more; lines that address the listener ("you", "your") are not claims. */
function weight(sentence: string): number {
  const words = sentence.split(/\s+/);
  const content = words.filter((word) => word.replace(/\W/g, '').length > 4).length;
  return /\b(?:you|your|yours)\b/i.test(sentence) ? content - 10 : content;
}

/**
 * A sentence of the last speaker worth answering: one of their weightier claims that is not a
 * restatement of the motion, else their question. Users' questions come first.
 */
function pointOf(
  text: string,
  random: Random,
  preferQuestion: boolean,
  clauses: string[],
): string | undefined {
  const sentences = sentencesOf(ownWords(text))
    .map((sentence) => sentence.replace(/^[-*>\s]+/, '').trim())
    .map((sentence) => sentence.replace(CONNECTOR, '').trim())
    .map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1))
    .filter((sentence) => {
      const count = sentence.split(/\s+/).length;
      return count >= 4 && count <= 35 && !sentence.includes('""') && /[.!?]$/.test(sentence);
    });
  const questions = sentences.filter((sentence) => sentence.endsWith('?'));
  const claims = sentences
    .filter((sentence) => !sentence.endsWith('?'))
    .filter((sentence) => !clauses.some((clause) => sentence.toLowerCase().includes(clause)))
    .sort((a, b) => weight(b) - weight(a));
  if (preferQuestion && questions.length > 0) return questions.at(-1);
  if (claims.length > 0) return random.pick(claims.slice(0, 2));
  return questions.at(-1) ?? sentences[0];
}

function join(sentences: (string | undefined)[]): string {
  return sentences.filter(Boolean).join(' ');
}

function motionOf(opening: string, instructions: string): Motion {
  return (
    findMotion(opening) ??
    findMotion(instructions, true) ??
    fromNounPhrase('the proposal in front of us')
  );
}

/** The opening line: the first turn of the debate, without its speaker label. */
function openingLine(messages: OfflineTurn[]): string {
  const first = messages.find((message) => message.content.trim() !== KICK_OFF_MESSAGE);
  if (!first) return '';
  const text = first.content.split(/\n\n(?=[A-Z][\w .'-]{0,40}:\s)/)[0]!;
  return first.role === 'user' ? splitSpeaker(text).text : text;
}

/** A debate reply in the agent's voice: it holds its side and answers the last speaker. */
export function composeDebateReply(prompt: OfflinePrompt, seed: number): string {
  const random = createRandom(seed ^ hashString(JSON.stringify(prompt)));
  const instructions = withoutDocuments(prompt.system);
  const opening = openingLine(prompt.messages);
  const motion = motionOf(opening, instructions);
  const side = sideOf(instructions, prompt.messages);
  const role = detectRole(instructions);
  const voice: Voice = voiceFor(role, instructions);
  const writer = new Writer(
    random,
    prompt.messages.map((message) => message.content),
  );

  const last = [...prompt.messages].reverse().find((message) => message.role === 'user');
  const { speaker: rawSpeaker, text: lastText } = splitSpeaker(last?.content ?? '');
  const isUser = rawSpeaker === 'User';
  const ownTurns = prompt.messages.filter((message) => message.role === 'assistant').length;
  const answersOpening =
    !lastText || lastText === KICK_OFF_MESSAGE || (ownTurns === 0 && lastText === opening);
  const mine = side === 'for' ? affirm(motion) : deny(motion);
  const theirs = side === 'for' ? deny(motion) : affirm(motion);
  const point = answersOpening
    ? undefined
    : pointOf(lastText, random, isUser, [mine.toLowerCase(), theirs.toLowerCase()]);
  const values: Values = {
    mine: [mine],
    theirs: [theirs],
    angle: voice.angles,
    evidence: voice.evidence,
    role: role ? [role] : [],
    speaker: [rawSpeaker && !isUser ? rawSpeaker : 'My opponent'],
    question: [motion.question],
    yesno: [side === 'for' ? 'yes' : 'no'],
    point: point ? [point] : [],
  };
  const reasons = writer.reasons(REASONS[side], values);
  const withReason = (frames: readonly string[]) =>
    writer.say(frames, { ...values, reason: reasons.splice(0, 3) });

  const paragraphs: string[] = [];
  if (!point) {
    paragraphs.push(
      join([
        role && ownTurns === 0 ? writer.say(ROLE_LINES, values) : undefined,
        ownTurns === 0 ? writer.say(MOTION_LINES, values) : undefined,
        writer.say(POSITIONS, values) ?? withReason(RESTATING_FRAMES),
        withReason(SUPPORTING_FRAMES),
      ]),
    );
  } else if (isUser) {
    const asked = point.endsWith('?');
    const engagements = (asked ? QUESTION_ENGAGEMENTS : CLAIM_ENGAGEMENTS).filter(
      (template) => !template.includes('{Speaker}'),
    );
    const about = /^(?:what|how) about (.{3,120})\?$/i.exec(point)?.[1];
    paragraphs.push(
      join([
        writer.say(THANKS, values),
        writer.say(engagements, values),
        about
          ? writer.say(ABOUT_ANSWERS, { ...values, about: [about] })
          : asked
            ? writer.say(ANSWERS, values)
            : withReason(RESTATING_FRAMES),
      ]),
    );
  } else {
    const asked = point.endsWith('?');
    const rebuttals = REBUTTAL_LEADS.flatMap((lead) =>
      REBUTTAL_BODIES.map((body) => `${lead} ${body}.`),
    );
    paragraphs.push(
      join([
        writer.say(asked ? QUESTION_ENGAGEMENTS : CLAIM_ENGAGEMENTS, values),
        asked ? writer.say(ANSWERS, values) : writer.say(rebuttals, values),
      ]),
    );
    paragraphs.push(withReason(RESTATING_FRAMES) ?? '');
  }

  const supporting = [
    withReason(SUPPORTING_FRAMES),
    random.chance(0.6) ? writer.say(voice.signatures, values) : undefined,
    writer.say(EVIDENCE_LINES, values),
  ];
  paragraphs.push(join(point ? supporting : supporting.slice(1)));

  const documents = findDocuments(prompt.system);
  if (documents.length > 0) {
    const document = documents[ownTurns % documents.length]!;
    const quote = quoteFrom(document, [motion.topic, ...(point ? [point] : [])]);
    paragraphs.push(
      quote && !opening.includes(quote) && !prompt.messages.some((m) => m.content.includes(quote))
        ? `According to ${document.name}, "${quote}"`
        : `My sources, ${document.name} among them, point the same way.`,
    );
  }

  if (!isUser) {
    const question = writer.say([...QUESTIONS, ...voice.questions], values);
    if (question) {
      const addressed = rawSpeaker && random.chance(0.4);
      paragraphs.push(addressed ? `${rawSpeaker}, ${lowerFirst(question)}` : question);
    }
  }
  return paragraphs.filter((paragraph) => paragraph.trim()).join('\n\n');
}

export function composeReply(prompt: OfflinePrompt, seed: number): string {
  return asksForGeneratedConfiguration(prompt)
    ? composeGeneratedConfiguration(prompt)
    : composeDebateReply(prompt, seed);
}
