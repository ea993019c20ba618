import type { Stance } from './analysis.ts';
import type { Subject } from './documents.ts';
import type { Domain } from './domains.ts';
import type { Motion } from './motion.ts';
import { decapitalize } from './morphology.ts';
import {
  ANSWERS,
  CLAIM_INTROS,
  CLOSING_QUESTIONS,
  CONCESSIONS,
  GENERIC_COUNTERS,
  MORE_REASONS,
  QUESTION_INTROS,
  STANDS,
} from './phrases.ts';
import type { Claim, Question } from './point.ts';
import type { Random } from './random.ts';
import { findTemplate, type Consideration } from './reasons.ts';
import type { Voice } from './voices.ts';
import { render, type Values, type Writer } from './writer.ts';

/** The parts a reply is built from; each returns undefined when it has nothing fresh to say. */

export type Context = {
  random: Random;
  writer: Writer;
  values: Values;
  side: Stance;
  motion: Motion;
  voice: Voice;
  domain: Domain;
  list: Consideration[];
  /** Considerations this agent has argued in the debate; a reason is never argued twice. */
  argued: Set<string>;
  /** The other agent the reply answers, by name ("Primary Agent"), if any. */
  addressee: string | undefined;
  /** What the debate is about, for citations. */
  subject: Subject;
  /** This agent's earlier replies, joined: counters are used once each. */
  ownText: string;
};

/** Considerations not yet argued, the voice's favourites first. */
function unargued(ctx: Context, avoid: string | undefined): Consideration[] {
  const open = ctx.writer.shuffled(
    ctx.list.filter((item) => !ctx.argued.has(item.id) && item.id !== avoid),
  );
  const preferred = (item: Consideration) => (ctx.voice.prefers.includes(item.id) ? 0 : 1);
  return open.sort((a, b) => preferred(a) - preferred(b));
}

/** A new reason for the side, framed by one of the frames. */
export function reasoned(
  ctx: Context,
  frames: readonly string[],
  avoid?: string,
): string | undefined {
  for (const consideration of unargued(ctx, avoid).slice(0, 4)) {
    for (const template of ctx.writer.shuffled(consideration[ctx.side])) {
      const reason = render(template, ctx.values, ctx.random);
      const sentence = ctx.writer.say(frames, { ...ctx.values, reason: [reason] });
      if (sentence) {
        ctx.argued.add(consideration.id);
        return sentence;
      }
    }
  }
  return undefined;
}

export const stand = (ctx: Context, avoid?: string) => reasoned(ctx, STANDS, avoid);
export const moreReason = (ctx: Context, avoid?: string) => reasoned(ctx, MORE_REASONS, avoid);

/** The other's claim, quoted, and the answer to it on the same consideration. */
export function rebut(ctx: Context, claim: Claim): string | undefined {
  const intros = ctx.addressee
    ? CLAIM_INTROS
    : CLAIM_INTROS.filter((intro) => !intro.includes('{Speaker}'));
  const intro = ctx.writer.say(intros, {
    ...ctx.values,
    claim: [claim.clause],
  });
  if (!intro) return undefined;
  const concession = ctx.random.chance(0.3) ? ctx.writer.say(CONCESSIONS, ctx.values) : undefined;
  const ownLower = ctx.ownText.toLowerCase();
  const counters = (claim.consideration?.counter[ctx.side] ?? []).filter(
    (template) => !findTemplate(template, ctx.ownText, ownLower),
  );
  const counter =
    ctx.writer.say(counters, ctx.values) ?? ctx.writer.say(GENERIC_COUNTERS, ctx.values);
  return [intro, concession, counter].filter(Boolean).join(' ');
}

/** A question put to the agent, quoted and answered from its side. */
export function answer(ctx: Context, question: Question): string | undefined {
  const intros = ctx.addressee
    ? QUESTION_INTROS
    : QUESTION_INTROS.filter((intro) => !intro.includes('{Speaker}'));
  const key =
    question.kind === 'about' ? (question.plural ? 'aboutPlural' : 'aboutSingular') : question.kind;
  const values = { ...ctx.values, about: [question.about ?? ''] };
  const bank = ANSWERS[key]?.[ctx.side] ?? [];
  let reply: string | undefined;
  if (bank.some((template) => template.includes('{reason}'))) {
    reply = reasoned({ ...ctx, values }, bank);
  } else {
    reply = ctx.writer.say(bank, values);
  }
  reply ??= reasoned({ ...ctx, values }, ANSWERS['direct']![ctx.side]);
  if (!reply) return undefined;
  const intro = ctx.writer.say(intros, {
    ...ctx.values,
    claim: [question.sentence.replace(/\?+$/, '?')],
  });
  return [intro, reply].filter(Boolean).join(' ');
}

export function voiceLine(ctx: Context): string | undefined {
  const home = ctx.voice.home.includes(ctx.domain.name) ? ctx.voice.homeLines : [];
  return ctx.writer.say([...ctx.voice.lines, ...home], ctx.values);
}

/** A closing question to the other agent, sometimes addressed by name. */
export function closingQuestion(ctx: Context): string | undefined {
  const question = ctx.writer.say([...CLOSING_QUESTIONS, ...ctx.voice.questions], ctx.values);
  if (!question || !ctx.addressee || !ctx.random.chance(0.35)) return question;
  return `${ctx.addressee}, ${decapitalize(question)}`;
}
