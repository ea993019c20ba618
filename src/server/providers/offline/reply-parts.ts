import type { Stance } from './analysis.ts';
import type { Subject } from './documents.ts';
import type { Domain } from './domains.ts';
import type { Motion } from './motion.ts';
import { decapitalize } from './morphology.ts';
import { ANSWERS, bank } from './phrases.ts';
import type { Claim, Question } from './point.ts';
import type { Random } from './random.ts';
import { findTemplate, type Consideration } from './reasons.ts';
import type { Voice } from './voices.ts';
import { render, type Values, type Writer } from './writer.ts';

/** The parts a reply is built from; each returns undefined when it has nothing fresh to say. */

/**
 * How an agent's instructions tell it to treat the other side: concede points and converge, never
 * concede, or neither (it grants a point now and then, in the other's own words).
 */
export type Temper = 'converge' | 'never' | 'plain';

export function temperOf(instructions: string): Temper {
  if (
    /\bnever (?:concede|give ground|yield|back down)|\b(?:do not|don't|refuse to) concede\b/i.test(
      instructions,
    )
  ) {
    return 'never';
  }
  return /\bconverge|open to persuasion|open-minded|willing to concede|concede (?:where|when|points?)|common ground|be persuadable\b/i.test(
    instructions,
  )
    ? 'converge'
    : 'plain';
}

export type Context = {
  random: Random;
  writer: Writer;
  values: Values;
  side: Stance;
  temper: Temper;
  motion: Motion;
  voice: Voice;
  domain: Domain;
  list: Consideration[];
  /** Considerations this agent has argued in the debate: each is argued again only when all were. */
  argued: Set<string>;
  /** Reasons and counters given in this agent's replies, this one included. */
  used: Set<string>;
  /** The other agent the reply answers, by name ("Primary Agent"), if any. */
  addressee: string | undefined;
  /** What the debate is about, for citations. */
  subject: Subject;
  /** This agent's earlier replies, joined: a reason or counter is used once each. */
  ownText: string;
  /** The other agents' replies, joined. */
  theirText: string;
  /** The motion's clauses, each side in full and short: not a claim when quoted back. */
  clauses: string[];
};

/** Considerations to argue next, the voice's favourites first; a second round once all were. */
function candidates(ctx: Context, avoid: string | undefined): Consideration[] {
  const open = ctx.list.filter((item) => item.id !== avoid);
  const fresh = open.filter((item) => !ctx.argued.has(item.id));
  const preferred = (item: Consideration) => (ctx.voice.prefers.includes(item.id) ? 0 : 1);
  return ctx.writer
    .shuffled(fresh.length > 0 ? fresh : open)
    .sort((a, b) => preferred(a) - preferred(b));
}

/** A reason for the side not yet given in the agent's words, framed by one of the frames. */
export function reasoned(
  ctx: Context,
  frames: readonly string[],
  avoid?: string,
): string | undefined {
  for (const consideration of candidates(ctx, avoid).slice(0, 5)) {
    const templates = consideration[ctx.side].filter((template) => !ctx.used.has(template));
    for (const template of ctx.writer.shuffled(templates)) {
      const reason = render(template, ctx.values, ctx.random);
      // A reason whose own wording is spent fits no frame: not tried in each of them.
      if (!ctx.writer.fresh(reason)) continue;
      const sentence = ctx.writer.say(frames, { ...ctx.values, reason: [reason] });
      if (sentence) {
        ctx.argued.add(consideration.id);
        ctx.used.add(template);
        return sentence;
      }
    }
  }
  return undefined;
}

export const stand = (ctx: Context, avoid?: string) => reasoned(ctx, bank('stands'), avoid);
export const moreReason = (ctx: Context, avoid?: string) =>
  reasoned(ctx, bank('more-reasons'), avoid);
/** A point from the persona's own field, on the debate's subject. */
export const fieldPoint = (ctx: Context, avoid?: string) =>
  reasoned(ctx, bank('field-lines'), avoid);
/** A point on an aspect of the subject itself. */
export const subjectPoint = (ctx: Context) => ctx.writer.say(bank('subject-lines'), ctx.values);
export const example = (ctx: Context) => ctx.writer.say(bank('examples'), ctx.values);

const spoken = (frames: readonly string[], ctx: Context) =>
  ctx.addressee ? frames : frames.filter((frame) => !frame.includes('{Speaker}'));

/** The other's claim, quoted, and the answer to it on the same consideration. */
export function rebut(ctx: Context, claim: Claim): string | undefined {
  const counters = (claim.consideration?.counter[ctx.side] ?? []).filter(
    (template) => !ctx.used.has(template),
  );
  // The quote is introduced so that the counter need not open with the same word.
  const opener = (text: string) => text.split(/\s+/)[0]!.toLowerCase();
  const taken = new Set(counters.map(opener));
  const intros = spoken(bank('claim-intros'), ctx).filter((intro) => !taken.has(opener(intro)));
  const intro = ctx.writer.say(intros, { ...ctx.values, claim: [claim.clause] });
  if (!intro) return undefined;
  const counter =
    ctx.writer.say(counters, ctx.values) ?? ctx.writer.say(bank('generic-counters'), ctx.values);
  return [intro, counter].filter(Boolean).join(' ');
}

/**
 * The other's claim granted in its own words, then what is left of the disagreement; or, once in
 * a debate for an agent told to converge, its position moved.
 */
export function grant(ctx: Context, claim: Claim, move: boolean): string | undefined {
  const values = { ...ctx.values, claim: [claim.clause] };
  if (move) {
    const moved = ctx.writer.say(bank('moves'), values);
    if (moved) return moved;
  }
  const granted = ctx.writer.say(spoken(bank('grants'), ctx), values);
  if (!granted) return undefined;
  const avoid = claim.consideration?.id;
  return [granted, reasoned(ctx, bank('narrowings'), avoid)].filter(Boolean).join(' ');
}

/** Whether an agent's earlier replies already moved its position. */
export const hasMoved = (ctx: Context) =>
  bank('moves').some((frame) => findTemplate(frame, ctx.ownText, ctx.ownText.toLowerCase()));

/** A question put to the agent, quoted (unless the host asked it) and answered from its side. */
export function answer(ctx: Context, question: Question, quoted = true): string | undefined {
  const values = { ...ctx.values, about: [question.about ?? ''] };
  const answers = ANSWERS[question.kind]?.[ctx.side] ?? [];
  let reply: string | undefined;
  if (answers.some((template) => template.includes('{reason}'))) {
    reply = reasoned({ ...ctx, values }, answers);
  } else {
    reply = ctx.writer.say(answers, values);
  }
  reply ??= reasoned({ ...ctx, values }, ANSWERS['direct']![ctx.side]);
  if (!reply || !quoted) return reply;
  const intro = ctx.writer.say(spoken(bank('question-intros'), ctx), {
    ...ctx.values,
    claim: [question.sentence.replace(/\?+$/, '?')],
  });
  return [intro, reply].filter(Boolean).join(' ');
}

/** A line in the voice's own manner: about proposals only (a teacher's test of a policy). */
export function voiceLine(ctx: Context): string | undefined {
  if (ctx.motion.kind !== 'policy') return undefined;
  return ctx.writer.say(ctx.voice.lines, ctx.values);
}

/** A closing question to the other agent, sometimes addressed by name. */
export function closingQuestion(ctx: Context): string | undefined {
  const own = ctx.motion.kind === 'policy' ? ctx.voice.questions : [];
  const question = ctx.writer.say([...bank('closing-questions'), ...own], ctx.values);
  if (!question || !ctx.addressee || !ctx.random.chance(0.35)) return question;
  return `${ctx.addressee}, ${decapitalize(question)}`;
}
