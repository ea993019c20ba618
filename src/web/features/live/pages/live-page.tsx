import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CONVERSATION_LIMITS } from '../../../../contract/conversations.ts';
import { FORMAT_UI_TEXT } from '../../../../contract/formats.ts';
import {
  LIVE,
  LIVE_CODE_PATTERN,
  LIVE_TEXT,
  type LiveRole,
  type LiveSessionInfo,
} from '../../../../contract/live.ts';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card, CardBody } from '../../../ui/card.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { useLiveIntervene } from '../api/intervene-live.ts';
import { useLiveJoin } from '../api/join-live.ts';
import { useLiveSpeak } from '../api/speak-live.ts';
import { useLiveStream } from '../api/live-events.ts';
import { LiveStatusBanner } from '../components/live-status-banner.tsx';
import { liveSenderOf } from '../lib/live-senders.ts';
import type { StreamConnection } from '../../session/api/conversation-events.ts';
import { MessageRow } from '../../session/components/message-row.tsx';
import { PhaseTimeline } from '../../formats/components/phase-timeline.tsx';
import { SeatComposer, type SpeakMutation } from '../../formats/components/seat-composer.tsx';
import { VerdictSection } from '../../verdicts/components/verdict-panel.tsx';
import { AudiencePanel } from '../../votes/components/audience-panel.tsx';

const BADGES: Record<StreamConnection, { label: string; tone: BadgeTone }> = {
  connecting: { label: LIVE_TEXT.connectingBadge, tone: 'warning' },
  open: { label: LIVE_TEXT.connected, tone: 'success' },
  reconnecting: { label: LIVE_TEXT.disconnected, tone: 'danger' },
  ended: { label: LIVE_TEXT.disconnected, tone: 'danger' },
};

/** SPEC §2 live viewer (/live/{shareCode}). */
export function LivePage() {
  const { shareCode = '' } = useParams();
  const code = shareCode.toUpperCase();
  if (!LIVE_CODE_PATTERN.test(code))
    return <Unavailable description={LIVE_TEXT.invalidShareCode} />;
  return <JoinedSession key={code} code={code} />;
}

function JoinedSession({ code }: { code: string }) {
  const join = useLiveJoin(code);
  if (join.isPending) {
    return (
      <Frame code={code} liveRole="viewer" connection="connecting">
        <Alert tone="info">{LIVE_TEXT.connecting}</Alert>
      </Frame>
    );
  }
  if (join.isError) {
    const missing = join.error instanceof ApiError && join.error.status === 404;
    return (
      <Unavailable
        description={
          missing
            ? LIVE_TEXT.notFoundBeforeConnection
            : failureMessage(join.error, LIVE_TEXT.connectionFailed)
        }
      />
    );
  }
  return <LiveSession code={code} role={join.data.role} seats={join.data.seats} />;
}

function LiveSession({
  code,
  role,
  seats,
}: {
  code: string;
  role: LiveRole;
  /** The seats the caller holds in person (decision 039). */
  seats: readonly string[];
}) {
  const stream = useLiveStream(code);
  const speak = useLiveSpeak(code);
  const { messages, sessionInfo, connection } = stream;
  const senderOf = useCallback(
    (sender: string) => liveSenderOf(sender, sessionInfo),
    [sessionInfo],
  );
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  // Revoked, deleted or refused (404, 429) after the join: no endless retries (issue 14). Once
  // connected, the transcript stays (SPEC §4: later failures are only logged), told it ended.
  const ended = connection === 'ended';
  if (ended && !sessionInfo) {
    return <Unavailable description={stream.unavailableReason ?? LIVE_TEXT.notFound} />;
  }

  return (
    <Frame code={code} liveRole={role} connection={connection} title={sessionInfo?.title}>
      {connection === 'connecting' && <Alert tone="info">{LIVE_TEXT.connecting}</Alert>}
      {connection === 'open' && <LiveStatusBanner status={sessionInfo?.status} />}
      {connection === 'reconnecting' && <Alert tone="error">{LIVE_TEXT.connectionFailed}</Alert>}
      {ended && <Alert tone="warning">{LIVE_TEXT.sharingEnded}</Alert>}
      {sessionInfo?.format && <PhaseTimeline format={sessionInfo.format} />}
      <Card>
        {/* A region, focusable so that keyboard users can scroll it (axe: scrollable-region-focusable). */}
        <div
          ref={listRef}
          role="region"
          aria-label="Live messages"
          tabIndex={0}
          style={{ height: LIVE.listHeightPx }}
          className="flex max-h-[70dvh] flex-col overflow-y-auto overscroll-contain p-3 sm:p-4"
        >
          <ol className="flex flex-1 flex-col gap-3" data-testid="live-messages">
            {messages.length === 0 ? (
              <li className="m-auto text-sm text-muted">{LIVE_TEXT.waiting}</li>
            ) : (
              messages.map((message) => (
                <MessageRow key={message.id} message={message} senderOf={senderOf} />
              ))
            )}
          </ol>
        </div>
      </Card>
      <VerdictSection verdicts={stream.verdicts} agents={sessionInfo?.agents ?? []} />
      <AudiencePanel
        code={code}
        status={sessionInfo?.status}
        agents={sessionInfo?.agents ?? []}
        verdicts={stream.verdicts}
      />
      {!ended && sessionInfo && (
        <HeldSeats session={sessionInfo} seats={seats} speak={speak} senderOf={senderOf} />
      )}
      {ended ? null : role === 'viewer' ? (
        <p className="text-center text-xs text-muted">
          {LIVE_TEXT.viewMode}: you can watch this conversation; only collaborators can write.
        </p>
      ) : (
        <LiveIntervention code={code} />
      )}
    </Frame>
  );
}

/** The caller's seats: their composer on their turn, else a line saying which seat is theirs. */
function HeldSeats({
  session,
  seats,
  speak,
  senderOf,
}: {
  session: LiveSessionInfo;
  seats: readonly string[];
  speak: SpeakMutation;
  senderOf: (sender: string) => { name: string };
}) {
  if (seats.length === 0) return null;
  if (
    session.status === 'running' &&
    session.awaitingSeat &&
    seats.includes(session.awaitingSeat)
  ) {
    return <SeatComposer turn={session} seats={seats} speak={speak} />;
  }
  return (
    <p className="text-center text-sm text-muted" data-testid="held-seat">
      {FORMAT_UI_TEXT.youHoldSeat(seats.map((slot) => senderOf(slot).name).join(', '))}
    </p>
  );
}

function LiveIntervention({ code }: { code: string }) {
  const [content, setContent] = useState('');
  const intervene = useLiveIntervene(code);
  const max = CONVERSATION_LIMITS.interventionMaxLength;
  const blank = content.trim() === '';
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-indigo-300 bg-indigo-50/70 p-4 dark:border-indigo-500/40 dark:bg-indigo-950/30"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        intervene.mutate({ content: content.trim() }, { onSuccess: () => setContent('') });
      }}
    >
      <div className="flex items-baseline justify-between">
        <label htmlFor="live-intervention" className="text-sm font-medium">
          Intervention message
        </label>
        <span className="text-xs text-muted tabular-nums">
          {content.length}/{max}
        </span>
      </div>
      <Textarea
        id="live-intervention"
        rows={2}
        maxLength={max}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder="Steer the debate as a collaborator"
      />
      {intervene.isError && (
        <Alert tone="error">{failureMessage(intervene.error, 'The intervention failed')}</Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={blank} loading={intervene.isPending}>
          Send Intervention
        </Button>
      </div>
    </form>
  );
}

function Frame({
  code,
  liveRole,
  connection,
  title,
  children,
}: {
  code: string;
  liveRole: LiveRole;
  connection: StreamConnection;
  title?: string | undefined;
  children: React.ReactNode;
}) {
  const badge = BADGES[connection];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
          <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden="true" />
          {LIVE_TEXT.live}
        </span>
        <Badge tone={liveRole === 'viewer' ? 'neutral' : 'accent'}>
          {liveRole === 'viewer' ? LIVE_TEXT.viewMode : LIVE_TEXT.collaborationMode}
        </Badge>
        <span className="font-mono text-sm tracking-wider" aria-label="Session token">
          {code}
        </span>
        <Badge tone={badge.tone} className="ml-auto" data-testid="live-connection">
          <span
            className={cn(
              'size-1.5 rounded-full bg-current',
              connection === 'connecting' && 'animate-pulse',
            )}
            aria-hidden="true"
          />
          {badge.label}
        </Badge>
        {title && (
          <h1 className="w-full truncate text-lg font-semibold sm:text-xl" title={title}>
            {title}
          </h1>
        )}
      </header>
      {children}
    </div>
  );
}

function Unavailable({ description }: { description: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardBody className="flex flex-col items-center gap-3 text-center">
          <h1 className="text-lg font-semibold">{LIVE_TEXT.unavailable}</h1>
          <p className="text-sm text-muted">{description}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button onClick={() => window.location.reload()}>{LIVE_TEXT.tryAgain}</Button>
            <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
              {LIVE_TEXT.backToDashboard}
            </Link>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
