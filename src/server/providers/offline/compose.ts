import { asksForGeneratedConfiguration, composeGeneratedConfiguration } from './configuration.ts';
import { citationFor, findDocuments } from './documents.ts';
import { answerHost } from './host.ts';
import { moderate } from './moderator.ts';
import { restates, shortClauses } from './motion.ts';
import { capitalize } from './morphology.ts';
import {
  DOCUMENT_FALLBACKS,
  DOCUMENT_LINES,
  FRAMES,
  MOTION_LINES,
  POSITIONS,
  RESTATEMENTS,
  ROLE_LINES,
} from './phrases.ts';
import { pointOf } from './point.ts';
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

/** An agent states the motion in full at most once in this many of its replies. */
const RESTATE_EVERY = 5;

/** The options a text has not used yet, or all of them when it used every one. */
const fresher = (options: string[], text: string) => {
  const unused = options.filter((option) => !text.includes(option));
  return unused.length > 0 ? unused : options;
};

/**
 * A debate reply in the agent's voice: it answers the host first when the host has stepped in,
 * then the other agent's point, and holds its side throughout.
 */
export function composeDebateReply(prompt: OfflinePrompt, seed: number): string {
  // The last turn and the length of the debate vary the reply; hashing them is enough.
  const lastContent = prompt.messages.at(-1)?.content ?? '';
  const random = createRandom(
    seed ^ hashString(`${prompt.system}\u0000${prompt.messages.length}\u0000${lastContent}`),
  );
  const state = readPrompt(prompt);
  const { instructions, opening, motion, mine, theirs, role, voice, domain, groups } = state;
  const { others, ownReplies, last, host, hosts } = state;
  const short = shortClauses(motion);
  // Each side in full and short: where a reply states its side, and what it masks as stock.
  const clauses = [mine, theirs, ...short.for, ...short.against];
  const writer = new Writer(random, {
    history: prompt.messages.map((message) => message.content),
    own: ownReplies,
    masks: [...clauses, motion.question, motion.topic, 'Primary Agent', 'Alternative Agent'],
    frames: WRITER_FRAMES,
    clauses,
    recent: last?.text ?? '',
  });
  if (MODERATOR.test(instructions)) return moderate({ writer, motion, others, groups, domain });

  const side = sideOf({ instructions, role, motion, opening, ownReplies, others });
  const other = opposite(side);
  const [ownClause, otherClause] = side === 'for' ? [mine, theirs] : [theirs, mine];
  // The motion in full once every few replies of this agent, and once in a reply at most.
  const lastOwn = ownReplies.at(-1) ?? '';
  const briefly = {
    mine: fresher(short[side], lastOwn),
    theirs: fresher(short[other], lastOwn),
    question: [],
  };
  const inFull = { mine: [ownClause], theirs: [otherClause], question: [motion.question] };
  const stated = ownReplies.slice(1 - RESTATE_EVERY).some((reply) => restates(reply, motion));
  const speaker = last?.speaker;
  const list = considerationsFor(motion);
  const values = {
    ...(stated ? briefly : inFull),
    yesno: [side === 'for' ? 'yes' : 'no'],
    role: role ? [role] : [],
    lens: voice.lens.map((lens) => render(lens, { group: groups }, random)),
    group: groups,
    outcome: domain.outcomes,
    payer: domain.payers,
    topic: [motion.topic],
    speaker: [speaker ?? 'my opponent'],
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
    addressee: speaker,
    subject: { motion, opening: opening.text, domain },
    ownText: ownReplies.join('\n'),
  };
  const answersOpening = !last || last.text === KICK_OFF_MESSAGE || last.text === opening.text;
  const point = answersOpening
    ? undefined
    : pointOf(
        last.text,
        list,
        other,
        clauses.map((clause) => clause.toLowerCase()),
        hosts,
      );
  const documents = findDocuments(prompt.system);

  type Part = () => string | undefined;
  const paragraphs: string[] = [];
  const said = () =>
    [...prompt.messages.map((message) => message.content), ...paragraphs].join('\n');
  const write = (...parts: (Part | false | undefined)[]) => {
    writer.paragraph();
    const written: string[] = [];
    for (const part of parts) {
      const text = part ? part() : undefined;
      if (!text) continue;
      written.push(text);
      if (restates(text, motion)) Object.assign(values, briefly);
      // Each short reference once in a reply, while others are left.
      values.mine = fresher(values.mine, text);
      values.theirs = fresher(values.theirs, text);
    }
    paragraphs.push(written.join(' '));
  };
  const own = (avoid?: string) => stand(ctx, avoid) ?? writer.say(RESTATEMENTS, values);

  if (host) write(() => answerHost(ctx, host, documents));
  if (!point && !host) {
    // The question is put again only where the opening did not ask it as debated (two parts).
    const asked = (motion.asserted && !opening.mine) || restates(opening.text, motion);
    write(
      role !== undefined && (() => writer.say(ROLE_LINES, values)),
      !asked && !stated && (() => writer.say(MOTION_LINES, values)),
      () => writer.say(POSITIONS, values),
    );
    write(
      () => stand(ctx),
      () => moreReason(ctx),
      random.chance(0.5) && (() => voiceLine(ctx)),
    );
  } else if (!point) {
    write(() => own());
  } else {
    const { claim, question } = point;
    const avoid = claim?.consideration?.id;
    const answers = question && (!claim || random.chance(0.5));
    const mine = [() => own(avoid), !host && random.chance(0.45) && (() => voiceLine(ctx))];
    const ownFirst = !host && claim !== undefined && random.chance(0.3);
    if (ownFirst) write(...mine);
    if (claim) write(() => rebut(ctx, claim));
    if (answers) write(() => answer(ctx, question));
    if (!ownFirst) write(...mine);
  }

  const cited =
    documents.length > 0 &&
    citationFor(documents, ctx.subject, point?.claim?.sentence ?? '', { said: said() });
  if (cited) {
    const docValues = {
      ...values,
      document: [cited.document],
      quote: cited.quote ? [cited.quote] : [],
    };
    write(
      () =>
        (cited.quote && writer.say(DOCUMENT_LINES, docValues)) ||
        writer.say(DOCUMENT_FALLBACKS, docValues),
    );
  }
  if (!point || random.chance(0.75)) write(() => closingQuestion(ctx));

  const text = paragraphs.filter((paragraph) => paragraph.trim()).join('\n\n');
  return text || `${capitalize(ownClause)}.`;
}

export function composeReply(prompt: OfflinePrompt, seed: number): string {
  return asksForGeneratedConfiguration(prompt)
    ? composeGeneratedConfiguration(prompt)
    : composeDebateReply(prompt, seed);
}
