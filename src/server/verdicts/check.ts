import {
  judgeAnswerSchema,
  VERDICT_LIMITS,
  VERDICT_TEXT,
  type JudgeAnswer,
  type VerdictArgument,
} from '../../contract/verdicts.ts';
import type { Transcript } from './judge-prompt.ts';
import { findVerbatim } from './quotes.ts';

export type CheckedVerdict = { ok: true; answer: JudgeAnswer } | { ok: false; problem: string };

/**
 * The JSON object in a judge's text: the whole text, or the part between the first `{` and the
 * last `}` (models wrap JSON in code fences or a sentence); undefined when there is none.
 */
export function parseJudgeText(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

/** Cut to `max` characters at most, an ellipsis marking the cut. */
function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

const points = (items: readonly string[]) =>
  items
    .map((item) => clip(item, VERDICT_LIMITS.textMaxLength))
    .filter(Boolean)
    .slice(0, VERDICT_LIMITS.pointsMax);

/**
 * An argument as it may be kept: its slot a judged agent's, its message one of that agent's
 * replies in the transcript, its quote a verbatim passage of that message (answered as the
 * message has it); null otherwise.
 */
function checkedArgument(argument: VerdictArgument, transcript: Transcript) {
  const message = transcript.entries.find(
    (entry) => entry.id === argument.messageId && entry.sender === argument.slot,
  );
  if (!message || !transcript.agents.some((agent) => agent.slot === argument.slot)) return null;
  const quote = findVerbatim(argument.quote, message.content);
  if (!quote || quote.length < VERDICT_LIMITS.quoteMinLength) return null;
  if (quote.length > VERDICT_LIMITS.quoteMaxLength) return null;
  return { ...argument, quote, reason: clip(argument.reason, VERDICT_LIMITS.textMaxLength) };
}

/**
 * Checks a judge's answer against the transcript it read (DESIGN D18): the form and bounds of
 * the schema, real slots, a stance per judged agent, and quotes verbatim in the cited message of
 * the agent they are given to. An argument that fails is dropped; an agent left with none, an
 * unknown slot or a missing stance makes the answer unusable (`problem` says why).
 */
export function checkVerdict(raw: unknown, transcript: Transcript): CheckedVerdict {
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, problem: VERDICT_TEXT.notJson };
  }
  const parsed = judgeAnswerSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
      .join('; ');
    return { ok: false, problem: VERDICT_TEXT.badShape(issues) };
  }
  const answer = parsed.data;
  const problems: string[] = [];
  const isJudged = (slot: string) => transcript.agents.some((agent) => agent.slot === slot);

  const unknown = [...answer.positions.map((position) => position.slot), answer.winner ?? '']
    .filter((slot) => slot && !isJudged(slot))
    .map(VERDICT_TEXT.unknownSlot);
  problems.push(...new Set(unknown));

  const positions = transcript.agents.flatMap((agent) => {
    const position = answer.positions.find((candidate) => candidate.slot === agent.slot);
    if (!position?.stance.trim()) {
      problems.push(VERDICT_TEXT.missingStance(agent.name));
      return [];
    }
    return [{ slot: agent.slot, stance: clip(position.stance, VERDICT_LIMITS.textMaxLength) }];
  });

  const kept = answer.arguments
    .map((argument) => checkedArgument(argument, transcript))
    .filter((argument) => argument !== null);
  const arguments_ = transcript.agents.flatMap((agent) =>
    (['strongest', 'weakest'] as const).flatMap((kind) =>
      kept
        .filter((argument) => argument.slot === agent.slot && argument.kind === kind)
        .slice(0, VERDICT_LIMITS.argumentsPerKindMax),
    ),
  );
  for (const agent of transcript.agents) {
    if (!arguments_.some((argument) => argument.slot === agent.slot)) {
      problems.push(VERDICT_TEXT.noValidArgument(agent.name));
    }
  }

  if (problems.length > 0) return { ok: false, problem: problems.join('; ') };
  return {
    ok: true,
    answer: {
      summary: clip(answer.summary, VERDICT_LIMITS.summaryMaxLength),
      positions,
      arguments: arguments_,
      agreements: points(answer.agreements),
      disagreements: points(answer.disagreements),
      winner: answer.winner,
      confidence: answer.confidence,
      consensus: Math.round(answer.consensus),
    },
  };
}
