import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Conversation } from '../../../../contract/conversations.ts';
import { CONVERSATION_TEXT } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT, MAX_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { focusOnArrival } from '../../../lib/focus-on-arrival.ts';
import { cn } from '../../../lib/cn.ts';
import { customModelChoices, useCustomModels } from '../../../lib/custom-models.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useConversationAction } from '../../session/api/conversation-action.ts';
import { useConversationStream } from '../../session/api/conversation-events.ts';
import { useExportConversation } from '../../session/api/export-conversation.ts';
import { useModelProviders } from '../../../lib/model-providers.ts';
import { FormatSummary } from '../../formats/components/format-summary.tsx';
import { PhaseTimeline } from '../../formats/components/phase-timeline.tsx';
import { CollaboratorSeatNotice } from '../../live/components/collaborator-seat-notice.tsx';
import { OwnerSeatComposer } from '../../formats/components/seat-composer.tsx';
import { InterventionPanel } from '../../session/components/intervention-panel.tsx';
import { MessageList } from '../../session/components/message-list.tsx';
import { modelDisplayName } from '../../session/lib/model-groups.ts';
import { senderOf, TONE_CLASSES } from '../../session/lib/senders.ts';
import {
  ResetSessionDialog,
  SessionActions,
  SessionStatus,
} from '../../session/components/session-toolbar.tsx';
import { STATUS_LABELS } from '../../session/lib/status.ts';
import { GoLiveButton } from '../../live/components/go-live-button.tsx';
import { useUsageGuard } from '../../usage/components/use-usage-guard.tsx';
import { useJudge, useVerdictListeners } from '../../verdicts/api/verdicts.ts';
import { JudgeButton } from '../../verdicts/components/judge-button.tsx';
import { useVerdictsEnd } from '../../verdicts/components/verdict-panel.tsx';
import { VERDICT_UI_TEXT } from '../../../../contract/verdicts.ts';
import { elapsedLabel, currentSpeaker } from '../lib/session.ts';
import { MAX_CONVERSATION_PARAM } from '../lib/paths.ts';
import { SenderAvatar } from '../../session/components/sender-avatar.tsx';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** SPEC §2: a visit without a conversation id (and so without a launched setup) goes to setup. */
export function MaxConversationPage() {
  const [params] = useSearchParams();
  const id = params.get(MAX_CONVERSATION_PARAM);
  if (!id) return <Navigate to="/max-mode" replace />;
  return <MaxSession key={id} id={id} />;
}

/** Re-renders every second while `running`, for the elapsed timer. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function MaxSession({ id }: { id: string }) {
  const navigate = useNavigate();
  const { conversation, connection, applyAnswer } = useConversationStream(
    id,
    useVerdictListeners(id),
  );
  const action = useConversationAction(id, applyAnswer);
  const exporter = useExportConversation(id);
  const [confirmReset, setConfirmReset] = useState(false);
  const usage = useUsageGuard();
  const judge = useJudge(id, usage.openDialog);
  const verdictsEnd = useVerdictsEnd(id, conversation?.agents, judge);
  const now = useNow(conversation?.isActive ?? false);
  const toSetup = () => void navigate('/max-mode');

  if (connection === 'ended') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          title="Session not found"
          description="It may have been reset or deleted."
          action={<Button onClick={toSetup}>Back to MAX Mode</Button>}
        />
      </div>
    );
  }
  if (!conversation) {
    return (
      <div className="flex justify-center py-24 text-accent-text">
        <Spinner size="lg" label="Loading session" />
      </div>
    );
  }

  const speaker = currentSpeaker(conversation);
  const streaming = conversation.messages.some((message) => message.status === 'streaming');
  const status = STATUS_LABELS[conversation.status];
  const exit = () => {
    if (conversation.isActive) action.mutate({ type: 'stop' }, { onSettled: toSetup });
    else toSetup();
  };
  const error = action.isError
    ? failureMessage(action.error, 'The action failed')
    : exporter.isError
      ? failureMessage(exporter.error, 'Download failed')
      : null;

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-5xl flex-col px-3 sm:px-6">
      <header className="flex flex-col gap-2 border-b border-border py-3">
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={exit} className="-ml-2 shrink-0">
            ← {MAX_TEXT.exitSession}
          </Button>
          <h1
            ref={focusOnArrival}
            tabIndex={-1}
            className="min-w-0 flex-1 truncate text-base font-semibold outline-none sm:text-lg"
            title={conversation.title}
          >
            {conversation.title}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted">
          <SessionStatus conversation={conversation} connection={connection}>
            <span data-testid="active-agents">{conversation.agents.length} agents active</span>
            <span className="tabular-nums" aria-label="Elapsed time" data-testid="elapsed">
              {elapsedLabel(conversation, now)}
            </span>
          </SessionStatus>
          {conversation.isGenerating && (
            <span className="inline-flex items-center gap-1.5 text-accent-text" role="status">
              <Spinner label={null} /> {MAX_TEXT.processing}
            </span>
          )}
          {/* gap-1.5 and a narrower Reset: the four actions fit one line at 390 px. */}
          <div className="flex w-full flex-wrap items-center gap-1.5 sm:ml-auto sm:w-auto sm:gap-2">
            <SessionActions
              conversation={conversation}
              live={
                <GoLiveButton
                  conversationId={id}
                  status={conversation.status}
                  onContinue={() => action.mutate({ type: 'continue' })}
                />
              }
            >
              <Button variant="secondary" size="sm" onClick={judge.judge} loading={judge.pending}>
                <IconLabel d={ICON_PATHS.scales}>{VERDICT_UI_TEXT.judge}</IconLabel>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => exporter.mutate('md')}
                loading={exporter.isPending}
              >
                {MAX_TEXT.download}
              </Button>
              {conversation.breakerOpen && (
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => action.mutate({ type: 'reset-breaker' })}
                  loading={action.isPending}
                >
                  {MAX_TEXT.resetBreaker}
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                className="px-2.5"
                onClick={() => setConfirmReset(true)}
              >
                {MAX_TEXT.reset}
              </Button>
            </SessionActions>
          </div>
        </div>
        <AgentStrip conversation={conversation} speaker={speaker} />
      </header>

      {conversation.isWaitingForIntervention && (
        <Alert tone="info" title={MAX_TEXT.interventionRequired} className="mt-3">
          {MAX_TEXT.checkpointBanner}
        </Alert>
      )}
      {conversation.breakerOpen && (
        <Alert tone="error" className="mt-3">
          {CONVERSATION_TEXT.breakerOpened}
        </Alert>
      )}

      {conversation.format && <PhaseTimeline format={conversation.format} />}
      <CollaboratorSeatNotice conversationId={conversation.id} agents={conversation.agents} />
      <MessageList
        messages={conversation.messages}
        thinking={
          conversation.status === 'running' && !streaming && speaker && !conversation.awaitingSeat
            ? senderOf(speaker).name
            : null
        }
        end={verdictsEnd.end}
        endKey={verdictsEnd.endKey}
      />
      <OwnerSeatComposer conversation={conversation} onAnswer={applyAnswer} />
      <FormatSummary conversation={conversation} />

      <footer className="flex flex-col gap-3 border-t border-border py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] empty:hidden">
        {error && <Alert tone="error">{error}</Alert>}
        {conversation.isWaitingForIntervention ? (
          <InterventionPanel
            explanation={MAX_TEXT.checkpointHelp(conversation.messageCount)}
            busy={action.isPending}
            targets={[]}
            title={MAX_TEXT.hostIntervention}
            submitLabel={MAX_TEXT.sendIntervention}
            onSubmit={(content) => action.mutate({ type: 'intervene', body: { content } })}
            onContinue={() => action.mutate({ type: 'continue' })}
            actions={<JudgeButton judge={judge} />}
          />
        ) : (
          !conversation.isActive &&
          !conversation.breakerOpen && (
            <div className="flex flex-wrap items-center justify-end gap-3">
              <p className="mr-auto text-sm text-muted">
                The session is {status.label.toLowerCase()}.
              </p>
              <Button
                onClick={() => action.mutate({ type: 'continue' })}
                loading={action.isPending}
              >
                {DASHBOARD_TEXT.continueConversation}
              </Button>
            </div>
          )
        )}
      </footer>

      <ResetSessionDialog
        id={id}
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={MAX_TEXT.reset}
        confirmLabel={MAX_TEXT.reset}
        onReset={toSetup}
      />
      {usage.dialog}
    </div>
  );
}

/** The agents in speaking order, the current speaker highlighted (SPEC §2 agent strip). */
function AgentStrip({
  conversation,
  speaker,
}: {
  conversation: Conversation;
  speaker: string | null;
}) {
  const providers = useModelProviders();
  const customModels = customModelChoices(useCustomModels().data);
  return (
    <ol className="-mx-1 -mt-1 flex gap-2 overflow-x-auto px-1 py-1" aria-label="Agents">
      {conversation.agents.map((agent) => {
        const sender = senderOf(agent.slot);
        const tone = TONE_CLASSES[sender.tone];
        const active = agent.slot === speaker;
        return (
          <li
            key={agent.slot}
            aria-current={active ? 'true' : undefined}
            data-testid={`agent-strip-${agent.slot}`}
            className={cn(
              'flex shrink-0 items-center gap-2 rounded-lg border border-border px-2.5 py-1.5 transition-shadow',
              // Wider screens: the agents share the row, so model names show whole when they can.
              'sm:max-w-72 sm:min-w-36 sm:flex-1 sm:basis-0',
              active && `ring-2 ${tone.ring}`,
            )}
          >
            <SenderAvatar sender={sender} size="md" />
            <span className="min-w-0 flex-1">
              <span className={cn('block text-sm font-semibold', tone.name)}>
                {agent.name}
                {active && <span className="sr-only"> (speaking)</span>}
              </span>
              <span className="hidden truncate text-xs text-muted sm:block">
                {modelDisplayName(providers.data, agent.model, customModels)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
