import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  VERDICT_TEXT,
  VERDICT_UI_TEXT,
  type Verdict,
  type VerdictArgument,
} from '../../../../contract/verdicts.ts';
import { catalogModelName } from '../../../../contract/models.ts';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Meter } from '../../../ui/meter.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { senderOf, TONE_CLASSES } from '../../session/lib/senders.ts';
import { messageAnchorId, showMessage } from '../../../lib/message-anchor.ts';
import { useVerdicts, type Judge } from '../api/verdicts.ts';
import { judgementsBySlot } from '../lib/verdict-view.ts';
import { PanelJudges } from './panel-judges.tsx';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

// recharts is loaded only once a debate has two verdicts to chart.
const ConsensusChart = lazy(() =>
  import('./consensus-chart.tsx').then((module) => ({ default: module.ConsensusChart })),
);

export type JudgedAgent = { slot: string; name: string };

/**
 * What a conversation screen shows after its messages (`MessageList`'s `end`): its verdicts, the
 * judge at work or its failure; `endKey` changes whenever that grows, so the list keeps up.
 */
export function useVerdictsEnd(
  conversationId: string,
  agents: readonly JudgedAgent[] | undefined,
  judge: Judge,
): { end: ReactNode; endKey: string; shown: boolean } {
  const verdicts = useVerdicts(conversationId);
  return {
    shown:
      judge.pending || Boolean(judge.error) || verdicts.isError || Boolean(verdicts.data?.length),
    end: (
      <VerdictSection
        verdicts={verdicts.data ?? []}
        agents={agents ?? []}
        judging={judge.pending}
        error={judge.error ?? (verdicts.isError ? VERDICT_UI_TEXT.loadFailed : null)}
      />
    ),
    endKey: `${verdicts.data?.length}:${judge.pending}:${judge.error}`,
  };
}

/**
 * The end of a conversation's transcript: the judge at work, its failure, and the Verdict
 * panel once there is a verdict (two-agent, MAX and the live viewer).
 */
export function VerdictSection({
  verdicts,
  agents,
  judging = false,
  error = null,
}: {
  verdicts: readonly Verdict[];
  agents: readonly JudgedAgent[];
  judging?: boolean;
  error?: string | null;
}) {
  if (!judging && !error && verdicts.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {judging && (
        <p className="flex items-center gap-2 text-sm text-accent-text">
          <Spinner label={null} /> <span role="status">{VERDICT_UI_TEXT.judging}</span>
        </p>
      )}
      {error && (
        <Alert tone="error" title={VERDICT_UI_TEXT.judgeFailed}>
          {error}
        </Alert>
      )}
      {verdicts.length > 0 && <VerdictPanel verdicts={verdicts} agents={agents} />}
    </div>
  );
}

/**
 * DESIGN D18's Verdict panel: the newest verdict (earlier ones a step away), and the chart. It lays
 * itself out by its own width (a container), beside the messages or below them.
 */
export function VerdictPanel({
  verdicts,
  agents,
}: {
  verdicts: readonly Verdict[];
  agents: readonly JudgedAgent[];
}) {
  const id = useId();
  // null: follow the newest, so a verdict that arrives is shown.
  const [picked, setPicked] = useState<number | null>(null);
  const index = Math.min(picked ?? verdicts.length - 1, verdicts.length - 1);
  const verdict = verdicts[index]!;
  const top = useRef<HTMLHeadingElement>(null);
  // A verdict that arrives on screen is read from the top: its winner and consensus (issue 33).
  const seen = useRef(verdicts.length);
  useEffect(() => {
    if (verdicts.length <= seen.current) return;
    seen.current = verdicts.length;
    top.current?.scrollIntoView({ block: 'start' });
  }, [verdicts.length]);
  const nameOf = (slot: string) =>
    agents.find((agent) => agent.slot === slot)?.name ?? senderOf(slot).name;
  const outcome =
    verdict.winner === null
      ? VERDICT_TEXT.draw(verdict.confidence)
      : VERDICT_TEXT.winner(nameOf(verdict.winner), verdict.confidence);

  return (
    <Card
      as="section"
      aria-labelledby={`${id}-title`}
      className="@container flex flex-col gap-4 p-4 sm:p-5"
      data-testid="verdict-panel"
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <h2 ref={top} id={`${id}-title`} className="scroll-mt-6 text-base font-semibold">
            <IconLabel d={ICON_PATHS.scales}>{VERDICT_UI_TEXT.panelTitle}</IconLabel>
          </h2>
          <p className="text-xs text-muted">
            {VERDICT_UI_TEXT.panelDescription(
              catalogModelName(verdict.judgeModel),
              verdict.messageCount,
            )}
          </p>
        </div>
        {verdicts.length > 1 && (
          <div className="flex items-center gap-1 text-xs text-muted">
            <Button
              size="sm"
              variant="ghost"
              aria-label={VERDICT_UI_TEXT.earlier}
              disabled={index === 0}
              onClick={() => setPicked(index - 1)}
            >
              ‹
            </Button>
            <span aria-live="polite" className="tabular-nums">
              {VERDICT_UI_TEXT.showing(index + 1, verdicts.length)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={VERDICT_UI_TEXT.later}
              disabled={index === verdicts.length - 1}
              onClick={() => setPicked(index + 1 === verdicts.length - 1 ? null : index + 1)}
            >
              ›
            </Button>
          </div>
        )}
      </div>

      <div className="grid gap-3 @lg:grid-cols-[minmax(0,1fr)_14rem] @lg:items-center">
        <p className="text-sm font-semibold" data-testid="verdict-outcome">
          <IconLabel d={verdict.winner === null ? ICON_PATHS.draw : ICON_PATHS.trophy}>
            {outcome}
          </IconLabel>
        </p>
        <Meter
          label={VERDICT_UI_TEXT.consensusLabel}
          value={verdict.consensus}
          valueLabel={VERDICT_UI_TEXT.consensus(verdict.consensus)}
        />
      </div>

      <PanelJudges verdict={verdict} nameOf={nameOf} />

      <p className="text-sm leading-relaxed">{verdict.summary}</p>

      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">{VERDICT_UI_TEXT.stances}</h3>
        <ul className="grid gap-3 @3xl:grid-cols-2">
          {judgementsBySlot(
            verdict,
            agents.map((agent) => agent.slot),
          ).map((agent) => {
            const tone = TONE_CLASSES[senderOf(agent.slot).tone];
            return (
              <li
                key={agent.slot}
                className={cn('min-w-0 rounded-lg border border-l-4 border-border p-3', tone.bar)}
              >
                <p className={cn('text-sm font-semibold', tone.name)}>{nameOf(agent.slot)}</p>
                {agent.stance && <p className="mt-0.5 text-sm">{agent.stance}</p>}
                <dl className="mt-2 flex flex-col gap-2 text-sm">
                  {(['strongest', 'weakest'] as const).map((kind) =>
                    agent.arguments[kind].map((argument, position) => (
                      <ArgumentQuote
                        key={`${kind}-${position}`}
                        label={VERDICT_UI_TEXT[kind]}
                        argument={argument}
                        name={nameOf(agent.slot)}
                      />
                    )),
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="grid gap-3 @lg:grid-cols-2">
        <PointList title={VERDICT_UI_TEXT.agreements} points={verdict.agreements} />
        <PointList title={VERDICT_UI_TEXT.disagreements} points={verdict.disagreements} />
      </div>

      {verdicts.length >= 2 && (
        <Suspense fallback={<div className="h-40" aria-hidden="true" />}>
          <ConsensusChart verdicts={verdicts} />
        </Suspense>
      )}
    </Card>
  );
}

/** A strongest or weakest argument: its quote links to the message it comes from. */
function ArgumentQuote({
  label,
  argument,
  name,
}: {
  label: string;
  argument: VerdictArgument;
  name: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5">
        <a
          href={`#${messageAnchorId(argument.messageId)}`}
          aria-label={`${VERDICT_UI_TEXT.goToMessage(name)}: “${argument.quote}”`}
          className="rounded-sm break-words text-accent-text underline decoration-accent/40 underline-offset-2 hover:decoration-accent focus-visible:outline-2 focus-visible:outline-ring"
          onClick={(event) => {
            if (showMessage(argument.messageId)) event.preventDefault();
          }}
        >
          “{argument.quote}”
        </a>
        {argument.reason && <span className="text-muted"> — {argument.reason}</span>}
      </dd>
    </div>
  );
}

function PointList({ title, points }: { title: string; points: readonly string[] }) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold">{title}</h3>
      {points.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{VERDICT_UI_TEXT.none}</p>
      ) : (
        <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm">
          {points.map((point, position) => (
            <li key={position} className="break-words">
              {point}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
