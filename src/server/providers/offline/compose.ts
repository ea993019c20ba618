import { detectRole, findDocuments, quoteFrom, withoutDocuments } from './analysis.ts';
import { asksForGeneratedConfiguration, composeGeneratedConfiguration } from './configuration.ts';
import { domainOf } from './domains.ts';
import { findMotion } from './find-motion.ts';
import { moderate } from './moderator.ts';
import { affirm, buildMotion, deny, type Motion } from './motion.ts';
import {
  DOCUMENT_FALLBACKS,
  DOCUMENT_LINES,
  FRAMES,
  MOTION_LINES,
  POSITIONS,
  RESTATEMENTS,
  ROLE_LINES,
} from './phrases.ts';
import { THANKS } from './questions.ts';
import { pointOf } from './point.ts';
import { createRandom, hashString } from './random.ts';
import { considerationsFor, arguedIn } from './reasons.ts';
import {
  answer,
  closingQuestion,
  moreReason,
  rebut,
  stand,
  voiceLine,
  type Context,
} from './reply-parts.ts';
import { sectionsOf, sideOf, type Section } from './side.ts';
import { plural } from './morphology.ts';
import { VOICE_LINES, voiceFor } from './voices.ts';
import { render, Writer } from './writer.ts';
import { KICK_OFF_MESSAGE } from '../prompts.ts';

export type OfflineTurn = { role: 'user' | 'assistant'; content: string };
export type OfflinePrompt = { system: string; messages: OfflineTurn[] };

/** The opening line (the first turn, without its label) and whether this agent said it. */
function openingOf(messages: OfflineTurn[]): { text: string; mine: boolean } {
  const first = messages.find((message) => message.content.trim() !== KICK_OFF_MESSAGE);
  if (!first) return { text: '', mine: false };
  if (first.role === 'assistant') return { text: first.content.trim(), mine: true };
  return { text: sectionsOf(first.content)[0]?.text ?? '', mine: false };
}

const motions = new Map<string, Motion>();

/** Every turn of a debate reads the same opening line, so it is parsed once. */
function motionOf(opening: string, instructions: string): Motion {
  const key = `${opening}\u0000${instructions}`;
  let motion = motions.get(key);
  if (!motion) {
    motion =
      findMotion(opening) ??
      findMotion(instructions, true) ??
      buildMotion('we', 'should', 'make this change', { topic: 'this change' });
    if (motions.size > 500) motions.clear();
    motions.set(key, motion);
  }
  return motion;
}

const WRITER_FRAMES = [...FRAMES, ...VOICE_LINES];

/** A nurse speaks of nurses more often than of the other groups: their own group counts twice. */
function groupsFor(role: string | undefined, groups: readonly string[]): string[] {
  const head = role
    ?.split(/\s+(?:of|who|and)\s/)[0]
    ?.split(/\s+/)
    .at(-1)
    ?.toLowerCase();
  const own = groups.find((group) => head && group === plural(head));
  return own ? [own, ...groups] : [...groups];
}

const MODERATOR = /\bdo not take sides\b|\bneutral (?:debate )?moderator\b/i;

/** A debate reply in the agent's voice: it holds its side and answers the last speaker. */
export function composeDebateReply(prompt: OfflinePrompt, seed: number): string {
  // The last turn and the length of the debate vary the reply; hashing them is enough.
  const lastContent = prompt.messages.at(-1)?.content ?? '';
  const random = createRandom(
    seed ^ hashString(`${prompt.system}\u0000${prompt.messages.length}\u0000${lastContent}`),
  );
  const instructions = withoutDocuments(prompt.system);
  const opening = openingOf(prompt.messages);
  const motion = motionOf(opening.text, instructions);
  const role = detectRole(instructions);
  const voice = voiceFor(role, instructions);
  const domain = domainOf(motion);
  const others: Section[] = prompt.messages
    .filter((message) => message.role === 'user')
    .flatMap((message) => sectionsOf(message.content))
    .filter((section) => section.speaker !== 'User' && section.text !== KICK_OFF_MESSAGE);
  const ownReplies = prompt.messages
    .filter((message) => message.role === 'assistant')
    .map((message) => message.content)
    .slice(opening.mine ? 1 : 0);
  const last = sectionsOf(
    [...prompt.messages].reverse().find((message) => message.role === 'user')?.content ?? '',
  ).at(-1);
  const speaker = last?.speaker;
  const isUser = speaker === 'User';
  const mine = affirm(motion);
  const theirs = deny(motion);
  const masks = [mine, theirs, motion.question.replace(/\?$/, ''), motion.topic];
  const writer = new Writer(random, {
    history: prompt.messages.map((message) => message.content),
    own: ownReplies,
    masks: [...masks, 'Primary Agent', 'Alternative Agent'],
    frames: WRITER_FRAMES,
    clauses: [mine, theirs],
    recent: isUser ? '' : (last?.text ?? ''),
  });
  if (MODERATOR.test(instructions)) return moderate({ writer, motion, others, domain });

  const side = sideOf({ instructions, role, motion, opening, ownReplies, others });
  const [ownClause, otherClause] = side === 'for' ? [mine, theirs] : [theirs, mine];
  const list = considerationsFor(motion);
  const values = {
    mine: [ownClause],
    theirs: [otherClause],
    yesno: [side === 'for' ? 'yes' : 'no'],
    question: [motion.question],
    role: role ? [role] : [],
    lens: voice.lens.map((lens) => render(lens, { group: domain.groups }, random)),
    group: groupsFor(role, domain.groups),
    outcome: domain.outcomes,
    payer: domain.payers,
    topic: [motion.topic],
    speaker: [speaker && !isUser ? speaker : 'my opponent'],
  };
  const ctx: Context = {
    random,
    writer,
    values,
    side,
    motion,
    voice,
    domain,
    list,
    argued: arguedIn(ownReplies, list, side),
    addressee: speaker && !isUser ? speaker : undefined,
    ownText: ownReplies.join('\n'),
    ownLower: ownReplies.join('\n').toLowerCase(),
  };
  const answersOpening = !last || last.text === KICK_OFF_MESSAGE || last.text === opening.text;
  const theirSide = side === 'for' ? 'against' : 'for';
  const point = answersOpening
    ? undefined
    : pointOf(last.text, list, theirSide, [mine.toLowerCase(), theirs.toLowerCase()]);

  type Part = () => string | undefined;
  const paragraphs: string[] = [];
  const write = (...parts: (Part | false | undefined)[]) => {
    writer.paragraph();
    paragraphs.push(
      parts
        .map((part) => (part ? part() : undefined))
        .filter(Boolean)
        .join(' '),
    );
  };
  if (!point) {
    const stated = motion.asserted && !opening.mine;
    write(
      role !== undefined && (() => writer.say(ROLE_LINES, values)),
      !stated && (() => writer.say(MOTION_LINES, values)),
      () => writer.say(POSITIONS, values),
    );
    write(
      () => stand(ctx),
      () => moreReason(ctx),
      random.chance(0.5) && (() => voiceLine(ctx)),
    );
  } else if (isUser) {
    const { claim, question } = point;
    write(
      () => writer.say(THANKS, values),
      () => (question ? answer(ctx, question, true) : claim && rebut(ctx, claim)),
    );
    write(() => stand(ctx, claim?.consideration?.id) ?? writer.say(RESTATEMENTS, values));
  } else {
    const { claim, question } = point;
    const avoid = claim?.consideration?.id;
    const answers = question && (!claim || random.chance(0.5));
    const own = [
      () => stand(ctx, avoid) ?? writer.say(RESTATEMENTS, values),
      random.chance(0.45) && (() => voiceLine(ctx)),
    ];
    const ownFirst = claim !== undefined && random.chance(0.3);
    if (ownFirst) write(...own);
    if (claim) write(() => rebut(ctx, claim));
    if (answers) write(() => answer(ctx, question, true));
    if (!ownFirst) write(...own);
  }

  const documents = findDocuments(prompt.system);
  if (documents.length > 0) {
    const document = documents[ownReplies.length % documents.length]!;
    const quote = quoteFrom(document, [motion.topic, point?.claim?.sentence ?? '']);
    const fresh = quote && !prompt.messages.some((message) => message.content.includes(quote));
    const docValues = { ...values, document: [document.name], quote: fresh ? [quote] : [] };
    write(
      () =>
        (fresh && writer.say(DOCUMENT_LINES, docValues)) ||
        writer.say(DOCUMENT_FALLBACKS, docValues) ||
        writer.take(`${document.name} is worth a look here.`),
    );
  }
  if (!isUser && (!point || random.chance(0.75))) write(() => closingQuestion(ctx));

  const text = paragraphs.filter((paragraph) => paragraph.trim()).join('\n\n');
  return text || `${ownClause.charAt(0).toUpperCase()}${ownClause.slice(1)}.`;
}

export function composeReply(prompt: OfflinePrompt, seed: number): string {
  return asksForGeneratedConfiguration(prompt)
    ? composeGeneratedConfiguration(prompt)
    : composeDebateReply(prompt, seed);
}
