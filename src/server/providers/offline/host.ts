import { citationFor, type KnowledgeDocument } from './documents.ts';
import { decapitalize, isVerb, words } from './morphology.ts';
import { bank } from './phrases.ts';
import { classify, pointOf } from './point.ts';
import { opposite, SPEAKER_NAME } from './side.ts';
import { answer, reasoned, type Context } from './reply-parts.ts';
import { render } from './writer.ts';

/**
 * The host's interventions (the user's turns in a debate): answered as the host's, first, by
 * the host's name, doing what they ask where the agent can (a figure from its documents, an
 * example, a concession, a summary, a point to focus on) and saying plainly where it cannot.
 */

export type HostRequestKind =
  'figure' | 'example' | 'concede' | 'summary' | 'focus' | 'question' | 'cannot' | 'remark';

export type Intervention = {
  /** Who stepped in: the name they sign with ("Maria here: ..."), else the host. */
  name: string;
  /** The intervention without its signature and the names it addresses. */
  request: string;
  kind: HostRequestKind;
  /** Names it is addressed to ("Alpha, ..."); empty when addressed to everyone. */
  addressees: string[];
  /** What a "focus on ..." asks about. */
  about?: string;
};

export const HOST_NAME = 'Host';

const SIGNATURE = new RegExp(`^(${SPEAKER_NAME}) here[:,.]?\\s+`, 'u');
const EVERYONE = /^(?:(?:both|all|each) of you|everyone|everybody|you two|panel)[,:]\s*/i;
const NAMES = new RegExp(`^(${SPEAKER_NAME}(?:(?:, | and )${SPEAKER_NAME})*)[,:]\\s+`, 'u');
const REQUEST =
  /^(?:please\s+)?(?:give|name|cite|show|provide|offer|share|quote|bring|tell|explain|summari[sz]e|sum|concede|admit|grant|focus|talk|turn|stick|address|discuss)\b|^(?:can|could|would|will) (?:you|each of you|both of you|either of you)\b|^(?:i want|i'd like|i would like|let's|let us)\b/i;
const KINDS: Partial<Record<HostRequestKind, RegExp>> = {
  summary:
    /\b(?:summar|sum (?:it |this |that )?up|recap|one sentence|bottom line|nutshell|in brief)/i,
  concede:
    /\b(?:concede|concession|admit|give ground|grant|strongest point (?:of|on|for) the other)/i,
  focus: /\b(?:focus on|talk about|turn to|stick to|come back to|address|discuss)\b/i,
  figure:
    /\b(?:numbers?|figures?|statistics?|stats|data|percent\w*|stud(?:y|ies)|evidence|sources?|research)\b/i,
  example: /\b(?:examples?|instance|case|story|illustrat\w*|concrete)\b/i,
};

export function readIntervention(text: string): Intervention {
  let request = text.trim();
  const name = SIGNATURE.exec(request)?.[1] ?? HOST_NAME;
  request = request.replace(SIGNATURE, '');
  const addressees: string[] = [];
  const named = NAMES.exec(request);
  if (EVERYONE.test(request)) request = request.replace(EVERYONE, '');
  else if (named) {
    addressees.push(...named[1]!.split(/, | and /));
    request = request.slice(named[0].length);
  }
  // An imperative: a request word, a verb, or any word before "us" ("Sing us a song").
  const asks =
    REQUEST.test(request) || isVerb(words(request)[0] ?? '') || /^\w+ (?:us|me)\b/i.test(request);
  const kind = (Object.keys(KINDS) as HostRequestKind[]).find((key) => KINDS[key]!.test(request));
  const about = /\b(?:on|about|to)\s+([^.?!,;]{3,60})/i.exec(request)?.[1];
  return {
    name,
    request,
    addressees,
    kind: asks
      ? (kind ?? 'cannot')
      : request.endsWith('?')
        ? 'question'
        : kind === 'focus'
          ? 'focus'
          : 'remark',
    ...(about ? { about } : {}),
  };
}

/** The host's intervention answered, addressed to the host by name. */
export function answerHost(ctx: Context, host: Intervention, documents: KnowledgeDocument[]) {
  return (
    requested(ctx, host, documents) ??
    ctx.writer.say(bank('host-spent'), { ...ctx.values, host: [host.name] })
  );
}

/** Where the sides agree: a point each has made, restated, and the ground they share. */
function agreement(ctx: Context, values: Context['values']): string | undefined {
  const clauses = ctx.clauses.map((clause) => clause.toLowerCase());
  const theirs = pointOf(ctx.theirText, ctx.list, opposite(ctx.side), clauses).claim;
  const own = pointOf(ctx.ownText, ctx.list, ctx.side, clauses).claim;
  if (!theirs || !own) return undefined;
  return ctx.writer.say(bank('host-agreements'), {
    ...values,
    otherpoint: [theirs.clause],
    ownpoint: [own.clause],
  });
}

/** What the host asked for; undefined when the agent has nothing fresh of that kind left. */
function requested(
  ctx: Context,
  host: Intervention,
  documents: KnowledgeDocument[],
): string | undefined {
  const { writer, random } = ctx;
  const values = { ...ctx.values, host: [host.name] };
  // The answer to the host comes first: what follows it is said only after it.
  const then = (first: string | undefined, next: () => string | undefined) =>
    first && [first, next()].filter(Boolean).join(' ');
  switch (host.kind) {
    case 'figure': {
      // A figure already quoted in the debate may be given again: the host asked for it.
      const cited = citationFor(documents, ctx.subject, host.request, { said: '', figure: true });
      const found = cited?.quote
        ? writer.say(bank('host-figures'), {
            ...values,
            document: [cited.document],
            quote: [cited.quote],
          })
        : undefined;
      return (
        found ??
        then(writer.say(bank('host-no-figures'), values), () =>
          reasoned({ ...ctx, values }, bank('host-instead')),
        )
      );
    }
    case 'example':
      return writer.say(bank('host-examples'), values);
    case 'concede': {
      // A reason of the other side, granted: the first that has not just been said.
      const theirs = writer.shuffled(ctx.list.flatMap((item) => item[opposite(ctx.side)]));
      for (const reason of theirs.slice(0, 8)) {
        const concession = [render(reason, values, random)];
        const conceded = writer.say(bank('host-concessions'), { ...values, concession });
        if (conceded) return then(conceded, () => reasoned({ ...ctx, values }, bank('host-still')));
      }
      return undefined;
    }
    case 'summary':
      return (
        (/\bagree|common ground|in common\b/i.test(host.request) && agreement(ctx, values)) ||
        reasoned({ ...ctx, values }, bank('host-summaries'))
      );
    case 'focus': {
      const about = host.about ?? ctx.motion.topic;
      const on = ctx.list.filter((item) => item.cue.test(about));
      return reasoned(
        { ...ctx, values: { ...values, about: [about] }, list: on.length > 0 ? on : ctx.list },
        bank('host-focus'),
      );
    }
    case 'question': {
      const reply = answer({ ...ctx, addressee: undefined }, classify(host.request), false);
      return reply && `${host.name}, ${decapitalize(reply)}`;
    }
    case 'cannot':
      return writer.say(bank('host-cannot'), values);
    default:
      return writer.say(bank('host-remarks'), values);
  }
}
