import { findDocuments, quoteFrom } from './analysis.ts';
import { asksForGeneratedConfiguration, composeGeneratedConfiguration } from './configuration.ts';
import { moderate } from './moderator.ts';
import {
  DOCUMENT_FALLBACKS,
  DOCUMENT_LINES,
  FRAMES,
  MOTION_LINES,
  POSITIONS,
  RESTATEMENTS,
  ROLE_LINES,
  THANKS,
} from './phrases.ts';
import { pointOf } from './point.ts';
import { capitalize } from './morphology.ts';
import { createRandom, hashString } from './random.ts';
import { readPrompt, type OfflinePrompt } from './read-prompt.ts';
import { arguedIn, considerationsFor } from './reasons.ts';
import {
  answer,
  closingQuestion,
  moreReason,
  rebut,
  stand,
  voiceLine,
  type Context,
} from './reply-parts.ts';
import { opposite, sideOf } from './side.ts';
import { VOICE_LINES } from './voices.ts';
import { render, Writer } from './writer.ts';
import { KICK_OFF_MESSAGE } from '../prompts.ts';

const WRITER_FRAMES = [...FRAMES, ...VOICE_LINES];

const MODERATOR = /\bdo not take sides\b|\bneutral (?:debate )?moderator\b/i;

/** A debate reply in the agent's voice: it holds its side and answers the last speaker. */
export function composeDebateReply(prompt: OfflinePrompt, seed: number): string {
  // The last turn and the length of the debate vary the reply; hashing them is enough.
  const lastContent = prompt.messages.at(-1)?.content ?? '';
  const random = createRandom(
    seed ^ hashString(`${prompt.system}\u0000${prompt.messages.length}\u0000${lastContent}`),
  );
  const state = readPrompt(prompt);
  const { instructions, opening, motion, mine, theirs, role, voice, domain, others } = state;
  const { ownReplies, last, isUser } = state;
  const speaker = last?.speaker;
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
    group: state.groups,
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
  };
  const answersOpening = !last || last.text === KICK_OFF_MESSAGE || last.text === opening.text;
  const point = answersOpening
    ? undefined
    : pointOf(last.text, list, opposite(side), [mine.toLowerCase(), theirs.toLowerCase()]);

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
      () => (question ? answer(ctx, question) : claim && rebut(ctx, claim)),
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
    if (answers) write(() => answer(ctx, question));
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
  return text || `${capitalize(ownClause)}.`;
}

export function composeReply(prompt: OfflinePrompt, seed: number): string {
  return asksForGeneratedConfiguration(prompt)
    ? composeGeneratedConfiguration(prompt)
    : composeDebateReply(prompt, seed);
}
