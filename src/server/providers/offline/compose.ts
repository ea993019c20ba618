import { asksForGeneratedConfiguration, composeGeneratedConfiguration } from './configuration.ts';
import { citationFor, findDocuments } from './documents.ts';
import { answerHost } from './host.ts';
import { moderate } from './moderator.ts';
import { restates, shortClauses } from './motion.ts';
import { capitalize, singular, words } from './morphology.ts';
import { bank, FRAMES } from './phrases.ts';
import { pointOf } from './point.ts';
import { createRandom, hashString } from './random.ts';
import { readPrompt, type OfflinePrompt } from './read-prompt.ts';
import type { SubjectMatter } from './subject-matter.ts';
import { arguedIn, considerationsFor, usedIn } from './reasons.ts';
import {
  answer,
  closingQuestion,
  example,
  fieldPoint,
  grant,
  hasMoved,
  moreReason,
  rebut,
  stand,
  subjectPoint,
  temperOf,
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

/**
 * How long an agent argues before it gives its closing statement: past this many replies, or
 * once it has too little fresh to say for a full reply, the debate has run its course.
 */
export const SUSTAINED_REPLIES = 30;
/** A reply shorter than this (closings aside) means the agent has run out of fresh points. */
export const MIN_REPLY_WORDS = 40;

/** A closing statement: the paragraph that opens "In closing". */
const CLOSES = /(?:^|\n\n)In closing\b/;
export const isClosing = (text: string) => CLOSES.test(text);

/** A reply, and whether it ends the debate: the last closing statement of its agents. */
export type ComposedReply = { text: string; ends: boolean };

/** The options a text has not used yet, or all of them when it used every one. */
const fresher = (options: string[], text: string) => {
  const unused = options.filter((option) => !text.includes(option));
  return unused.length > 0 ? unused : options;
};

type Part = 'answer' | 'stand' | 'more' | 'subject' | 'field' | 'example' | 'voice' | 'question';

/**
 * The shapes a reply takes, as paragraphs of parts: each agent goes through them in its own
 * order, so no two replies in a row are built alike. Every shape says where it stands.
 */
const SHAPES = [
  'answer / stand subject / question',
  'subject answer / stand more',
  'answer / field stand',
  'stand answer / example question',
  'field / answer stand',
  'answer stand / voice more',
].map((shape) => shape.split(' / ').map((paragraph) => paragraph.split(' ') as Part[]));

/**
 * A debate reply in the agent's voice: it answers the host first when the host has stepped in,
 * then the other agent's point, and holds its side throughout; past what it can sustain, its
 * closing statement.
 */
export function composeDebateReply(prompt: OfflinePrompt, seed: number): ComposedReply {
  // The last turn and the length of the debate vary the reply; hashing them is enough.
  const lastContent = prompt.messages.at(-1)?.content ?? '';
  const random = createRandom(
    seed ^ hashString(`${prompt.system}\u0000${prompt.messages.length}\u0000${lastContent}`),
  );
  const state = readPrompt(prompt);
  const { instructions, opening, motion, mine, theirs, role, voice, domain, groups } = state;
  const { others, ownReplies, last, host, hosts, matter, field } = state;
  const short = shortClauses(motion);
  // Each side in full and short: where a reply states its side, and what it masks as stock.
  const clauses = [mine, theirs, ...short.for, ...short.against];
  const writer = new Writer(random, {
    history: prompt.messages.map((message) => message.content),
    own: ownReplies,
    // The debate's own words may recur: its motion, and the names.
    masks: [
      ...clauses,
      motion.question,
      motion.topic,
      proposalName(matter),
      'Primary Agent',
      'Alternative Agent',
    ],
    frames: WRITER_FRAMES,
    clauses,
    recent: last?.text ?? '',
  });
  const outcomes = domain.outcomes.length > 0 ? domain.outcomes : matter.values.outcome;
  if (MODERATOR.test(instructions)) {
    return { text: moderate({ writer, motion, others, groups, outcomes }), ends: false };
  }

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
  const scenes = [...matter.values.scene, ...domain.scenes];
  // A proposal's topic ("letting indigenous communities hunt whales") once in a reply, then "the
  // proposal"; a claim's is its subject ("Pluto"), named as often as it is needed.
  const topicReferences = motion.kind === 'policy' ? [proposalName(matter)] : [motion.topic];
  const values = {
    ...(stated ? briefly : inFull),
    yesno: [side === 'for' ? 'yes' : 'no'],
    role: role ? [role] : [],
    field: field.map((item) => render(item, { group: groups }, random)),
    group: groups,
    outcome: outcomes,
    payer: domain.payers.length > 0 ? domain.payers : matter.values.payer,
    topic: [motion.topic],
    thing: [matter.thing],
    category: matter.category ? [matter.category] : [],
    aspect: matter.values.aspect,
    scene: scenes.map((scene) => render(scene, { topic: [motion.topic] }, random)),
    speaker: [speaker ?? 'my opponent'],
    language: motion.language ? [motion.language] : [],
    second: motion.second ? [motion.second] : [],
  };
  const used = usedIn(ownReplies, list, side);
  const ctx: Context = {
    random,
    writer,
    values,
    side,
    temper: temperOf(instructions),
    motion,
    voice,
    domain,
    list,
    argued: arguedIn(used, list, side),
    used,
    addressee: speaker,
    subject: { motion, opening: opening.text, domain },
    ownText: ownReplies.join('\n'),
    theirText: others.map((turn) => turn.text).join('\n'),
    clauses,
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

  const paragraphs: string[] = [];
  const said = () =>
    [...prompt.messages.map((message) => message.content), ...paragraphs].join('\n');
  type Thunk = () => string | undefined;
  /** A paragraph of parts, each written after the one before it (the topic in full once). */
  const write = (...parts: (Thunk | string | undefined | false)[]) => {
    writer.paragraph();
    const written: string[] = [];
    for (const part of parts) {
      const text = typeof part === 'function' ? part() : part;
      if (!text) continue;
      written.push(text);
      if (restates(text, motion)) Object.assign(values, briefly);
      // Each short reference once in a reply, while others are left; the topic in full once.
      values.mine = fresher(values.mine, text);
      values.theirs = fresher(values.theirs, text);
      if (text.includes(motion.topic)) values.topic = topicReferences;
    }
    if (written.length > 0) paragraphs.push(written.join(' '));
  };
  const wordCount = () => words(paragraphs.join(' ')).length;
  const own = (avoid?: string) => stand(ctx, avoid) ?? writer.say(bank('restatements'), values);
  const hostAnswer = host ? answerHost(ctx, host, documents) : undefined;

  // The debate has run its course: closing statements, the last of which ends it.
  const speakers = new Set(others.map((turn) => turn.speaker));
  const closed = (speaker: string | undefined) =>
    others.some((turn) => turn.speaker === speaker && isClosing(turn.text));
  const othersClosed = [...speakers].every(closed);
  const close = (): ComposedReply => {
    paragraphs.length = 0;
    write(hostAnswer);
    if (ownReplies.some(isClosing)) {
      write(() => writer.say(bank('closed'), values) ?? `${capitalize(ownClause)}.`);
      return { text: paragraphs.join('\n\n'), ends: true };
    }
    // A closing is always given: said fresh if it can be, else as the first frame has it.
    const closingValues = { ...values, reason: reasonsFor(ctx) };
    write(
      () =>
        writer.say(bank('closings'), closingValues) ??
        writer.take(render(bank('closings')[0]!, closingValues, random)),
      () => writer.say(bank('closing-notes'), values),
    );
    return { text: paragraphs.join('\n\n'), ends: othersClosed };
  };
  if (ownReplies.some(isClosing) || others.some((turn) => isClosing(turn.text))) return close();
  if (ownReplies.length >= SUSTAINED_REPLIES) return close();

  if (hostAnswer) write(hostAnswer);
  if (!point && !host) {
    // The debate's first reply: no agent has answered the opening line yet.
    const first = ownReplies.length === 0 && others.every((turn) => turn.text === opening.text);
    // The question is put again only where the opening did not ask it as debated (two parts).
    const asked = (motion.asserted && !opening.mine) || restates(opening.text, motion);
    const say = (name: string) => () => writer.say(bank(name), values);
    write(
      first && motion.language !== undefined && say('foreign-lines'),
      role !== undefined && say('role-lines'),
      !asked && !stated && !motion.language && say('motion-lines'),
      say('positions'),
    );
    write(
      () => stand(ctx),
      () => (random.chance(0.5) ? fieldPoint(ctx) : subjectPoint(ctx)),
    );
    write(ownReplies.length === 0 && motion.second !== undefined && say('second-parts'), () =>
      closingQuestion(ctx),
    );
  } else {
    const claim = point?.claim;
    const avoid = claim?.consideration?.id;
    const answers = point?.question && (!claim || random.chance(0.5));
    const grants =
      claim && (ctx.temper === 'converge' || (ctx.temper === 'plain' && random.chance(0.15)));
    const parts: Record<Part, () => string | undefined> = {
      // The other's claim, granted or answered; their question, when there is no claim.
      answer: () => {
        if (!claim) return point?.question && answer(ctx, point.question);
        if (!grants) return rebut(ctx, claim);
        const moves = ctx.temper === 'converge' && ownReplies.length >= 3 && !hasMoved(ctx);
        return grant(ctx, claim, moves);
      },
      stand: () => own(avoid),
      more: () => moreReason(ctx, avoid),
      subject: () => subjectPoint(ctx),
      field: () => fieldPoint(ctx, avoid),
      example: () => example(ctx),
      voice: () => voiceLine(ctx) ?? subjectPoint(ctx),
      question: () => (host ? undefined : closingQuestion(ctx)),
    };
    // Each agent goes through the shapes in an order of its own.
    const order = hashString(instructions) % SHAPES.length;
    const shape = SHAPES[(order + ownReplies.length) % SHAPES.length]!;
    for (const paragraph of shape) {
      // After the host, the other agent's point comes first.
      const ordered = host ? [...paragraph].sort((a) => (a === 'answer' ? -1 : 0)) : paragraph;
      write(...ordered.map((part) => parts[part]));
      // Their question as well as their claim: answered in a paragraph of its own.
      if (paragraph.includes('answer') && claim && answers) {
        write(() => answer(ctx, point.question!));
      }
    }
    // A reply too short for its point gets another one, from the subject or the field.
    for (const part of ['more', 'subject', 'field'] as const) {
      if (wordCount() >= 60) break;
      write(parts[part]);
    }
    if (wordCount() < MIN_REPLY_WORDS && ownReplies.length > 0) return close();
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
        (cited.quote && writer.say(bank('document-lines'), docValues)) ||
        writer.say(bank('document-fallbacks'), docValues),
    );
  }
  const text = paragraphs.filter((paragraph) => paragraph.trim()).join('\n\n');
  return { text: text || `${capitalize(ownClause)}.`, ends: false };
}

/** A proposal named by what it is about: "the e-scooter proposal", "the voting age proposal". */
export function proposalName(matter: SubjectMatter): string {
  const named = words(matter.thing.replace(/^(?:the|a|an)\s+/i, ''));
  if (matter.kind === 'people' || named.length > 3) return 'the proposal';
  named[named.length - 1] = singular(named.at(-1)!);
  return `the ${named.join(' ')} proposal`;
}

/** The reason a closing statement leaves: a fresh one if any is left, else its first argued. */
function reasonsFor(ctx: Context): string[] {
  const spent = ctx.list.filter((item) => ctx.argued.has(item.id));
  const pool = (spent.length > 0 ? spent : ctx.list).flatMap((item) => item[ctx.side]);
  return pool.map((template) => render(template, ctx.values, ctx.random));
}

export function composeReply(prompt: OfflinePrompt, seed: number): ComposedReply {
  return asksForGeneratedConfiguration(prompt)
    ? { text: composeGeneratedConfiguration(prompt), ends: false }
    : composeDebateReply(prompt, seed);
}
