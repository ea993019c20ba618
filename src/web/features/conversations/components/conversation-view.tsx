import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Conversation } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { focusOnArrival } from '../../../lib/focus-on-arrival.ts';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSection,
  DropdownMenuSeparator,
} from '../../../ui/dropdown-menu.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useConversationAction } from '../../session/api/conversation-action.ts';
import { useConversationStream } from '../../session/api/conversation-events.ts';
import { useRefreshUsageAfterTurns } from '../../usage/api/get-usage-stats.ts';
import { useExportConversation } from '../../session/api/export-conversation.ts';
import { useModelProviders } from '../../../lib/model-providers.ts';
import { customModelChoices, useCustomModels } from '../../../lib/custom-models.ts';
import { modelDisplayName } from '../../session/lib/model-groups.ts';
import { senderOf } from '../../session/lib/senders.ts';
import { GoLiveButton } from '../../live/components/go-live-button.tsx';
import {
  useJudge,
  useVerdictListeners,
  useVerdicts,
  type Judge,
} from '../../verdicts/api/verdicts.ts';
import { useOwnerVoteListeners } from '../../votes/api/votes.ts';
import { OwnerAudience } from '../../votes/components/owner-audience.tsx';
import { JudgeButton } from '../../verdicts/components/judge-button.tsx';
import { useVerdictsEnd } from '../../verdicts/components/verdict-panel.tsx';
import { VERDICT_UI_TEXT } from '../../../../contract/verdicts.ts';
import { FormatSummary } from '../../formats/components/format-summary.tsx';
import { PhaseTimeline } from '../../formats/components/phase-timeline.tsx';
import { CollaboratorSeatNotice } from '../../live/components/collaborator-seat-notice.tsx';
import { OwnerSeatComposer } from '../../formats/components/seat-composer.tsx';
import { VerdictAside } from '../../verdicts/components/verdict-aside.tsx';
import { useWideScreen } from '../../../lib/wide-screen.ts';
import { InterventionPanel } from '../../session/components/intervention-panel.tsx';
import { stateInWords } from '../../session/lib/status.ts';
import { MessageList } from '../../session/components/message-list.tsx';
import {
  ResetSessionDialog,
  SessionActions,
  SessionStatus,
} from '../../session/components/session-toolbar.tsx';

/** SPEC §2 conversation screen, live from the server (DESIGN D1, D9). */

const PHONE_TABS = [
  { value: 'conversation', label: VERDICT_UI_TEXT.conversationTab },
  { value: 'verdicts', label: VERDICT_UI_TEXT.verdictsTab },
] as const;
type PhoneTab = (typeof PHONE_TABS)[number]['value'];

export function ConversationView({
  id,
  onExit,
  onLoaded,
  onLimit,
}: {
  id: string;
  onExit: () => void;
  /** Called once the conversation is first shown: its setup can be re-run later. */
  onLoaded: (conversation: Conversation) => void;
  /** A refusal over the usage limit (the judge's): the page's usage dialog says why. */
  onLimit: (message: string) => void;
}) {
  const verdictListeners = useVerdictListeners(id);
  const voteListeners = useOwnerVoteListeners(id);
  const { conversation, connection, applyAnswer } = useConversationStream(
    id,
    useMemo(() => ({ ...verdictListeners, ...voteListeners }), [verdictListeners, voteListeners]),
  );
  const verdicts = useVerdicts(id).data;
  const reported = useRef(false);
  useEffect(() => {
    if (!conversation || reported.current) return;
    reported.current = true;
    onLoaded(conversation);
  }, [conversation, onLoaded]);
  useRefreshUsageAfterTurns(conversation?.messageCount);
  const action = useConversationAction(id, applyAnswer);
  const exporter = useExportConversation(id);
  const providers = useModelProviders();
  const customModels = customModelChoices(useCustomModels().data);
  const [confirmReset, setConfirmReset] = useState(false);
  const asked = useJudge(id, onLimit);
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('conversation');
  // On a phone, asking for a verdict shows it; going on with the debate shows the messages.
  const judge = {
    ...asked,
    judge: () => {
      setPhoneTab('verdicts');
      asked.judge();
    },
  };
  const goOn = (run: () => void) => () => {
    setPhoneTab('conversation');
    run();
  };
  const verdictsEnd = useVerdictsEnd(id, conversation?.agents, judge);
  const messages = conversation?.messages;
  // Verdicts never push the messages away (issue 33): a side panel on a desktop, a tab on a phone.
  const wide = useWideScreen();
  const aside = wide && verdictsEnd.shown;
  const verdictTab = !wide && verdictsEnd.shown;

  if (connection === 'ended') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          title="Conversation not found"
          description="It may have been reset or deleted."
          action={<Button onClick={onExit}>Back to setup</Button>}
        />
      </div>
    );
  }
  if (!conversation || !messages) {
    return (
      <div className="flex justify-center py-24 text-accent-text">
        <Spinner size="lg" label="Loading conversation" />
      </div>
    );
  }

  const streaming = messages.some((message) => message.status === 'streaming');
  const upNext = conversation.nextResponder ? senderOf(conversation.nextResponder).name : null;
  // What follows the messages scrolls with them, so it never covers the tabs or the controls.
  const afterMessages = (verdictsShown: ReactNode) => (
    <>
      <FormatSummary conversation={conversation} />
      <OwnerAudience
        conversationId={id}
        live={conversation.liveCode !== null}
        status={conversation.status}
        agents={conversation.agents}
        verdicts={verdicts}
      />
      {verdictsShown}
    </>
  );
  const messageList = (end: ReactNode) => (
    <MessageList
      messages={messages}
      thinking={
        conversation.status === 'running' && !streaming && !conversation.awaitingSeat
          ? upNext
          : null
      }
      end={end}
      endKey={verdictsEnd.endKey}
    />
  );

  return (
    <div
      className={cn(
        'mx-auto flex h-[calc(100dvh-4rem)] flex-col px-3 sm:px-6',
        aside ? 'max-w-7xl' : 'max-w-4xl',
      )}
    >
      {/* Phones: the title on its own line, the actions below it (issue 9's screenshots). */}
      <header className="flex flex-col gap-2 border-b border-border py-3 sm:flex-row sm:items-start sm:gap-3">
        <div className="min-w-0 flex-1">
          <h1
            ref={focusOnArrival}
            tabIndex={-1}
            className="truncate text-base font-semibold outline-none sm:text-lg"
            title={conversation.title}
          >
            {conversation.title}
          </h1>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <SessionStatus conversation={conversation} connection={connection} />
          </div>
          <p className="mt-1 truncate text-xs text-muted">
            <span className="text-blue-700 dark:text-blue-300">
              {modelDisplayName(providers.data, conversation.modelA, customModels)}
            </span>{' '}
            vs{' '}
            <span className="text-red-700 dark:text-red-300">
              {modelDisplayName(providers.data, conversation.modelB, customModels)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {conversation.status === 'running' && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => action.mutate({ type: 'stop' })}
              disabled={action.isPending}
            >
              Stop
            </Button>
          )}
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
            <DropdownMenu
              label="Conversation menu"
              triggerClassName="max-sm:ml-auto"
              trigger={
                <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                  <circle cx="12" cy="5" r="1.8" />
                  <circle cx="12" cy="12" r="1.8" />
                  <circle cx="12" cy="19" r="1.8" />
                </svg>
              }
            >
              <DropdownMenuItem onSelect={judge.judge} disabled={judge.pending}>
                {VERDICT_UI_TEXT.judgeNow}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuSection label="Export">
                <DropdownMenuItem onSelect={() => exporter.mutate('md')}>
                  Markdown (.md)
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => exporter.mutate('json')}>
                  JSON (.json)
                </DropdownMenuItem>
              </DropdownMenuSection>
              <DropdownMenuSeparator />
              <DropdownMenuItem tone="danger" onSelect={() => setConfirmReset(true)}>
                {DASHBOARD_TEXT.resetConversation}
              </DropdownMenuItem>
            </DropdownMenu>
          </SessionActions>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 gap-4">
        <div className="flex min-w-0 flex-1 flex-col">
          {conversation.format && <PhaseTimeline format={conversation.format} />}
          <CollaboratorSeatNotice conversationId={conversation.id} agents={conversation.agents} />
          {verdictTab ? (
            <Tabs
              label={VERDICT_UI_TEXT.phoneTabs}
              tabs={PHONE_TABS}
              value={phoneTab}
              onValueChange={setPhoneTab}
              className="flex min-h-0 flex-1 flex-col"
              panelClassName="flex min-h-0 flex-1 flex-col pt-2"
            >
              {(tab) =>
                tab === 'verdicts' ? (
                  <div className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain [&>*]:mt-0">
                    {verdictsEnd.end}
                  </div>
                ) : (
                  messageList(afterMessages(null))
                )
              }
            </Tabs>
          ) : (
            messageList(afterMessages(aside ? null : verdictsEnd.end))
          )}
          <OwnerSeatComposer conversation={conversation} onAnswer={applyAnswer} />

          <ConversationControls
            conversation={conversation}
            busy={action.isPending}
            error={
              action.isError
                ? failureMessage(action.error, 'The action failed')
                : exporter.isError
                  ? failureMessage(exporter.error, 'Export failed')
                  : null
            }
            judge={judge}
            onContinue={goOn(() => action.mutate({ type: 'continue' }))}
            onIntervene={(content, target) =>
              goOn(() => action.mutate({ type: 'intervene', body: { content, target } }))()
            }
          />
        </div>
        {aside && <VerdictAside>{verdictsEnd.end}</VerdictAside>}
      </div>

      <ResetSessionDialog
        id={id}
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={DASHBOARD_TEXT.resetConversation}
        confirmLabel="Reset"
        onReset={onExit}
      />
    </div>
  );
}

function ConversationControls({
  conversation,
  busy,
  error,
  judge,
  onContinue,
  onIntervene,
}: {
  conversation: Conversation;
  busy: boolean;
  error: string | null;
  judge: Judge;
  onContinue: () => void;
  onIntervene: (content: string, target: string | undefined) => void;
}) {
  const canContinue = conversation.status !== 'running' && !conversation.breakerOpen;
  if (!error && !canContinue && !conversation.isWaitingForIntervention) return null;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 border-t border-border py-3',
        'pb-[max(0.75rem,env(safe-area-inset-bottom))]',
      )}
    >
      {error && <Alert tone="error">{error}</Alert>}
      {conversation.isWaitingForIntervention ? (
        <InterventionPanel
          explanation={DASHBOARD_TEXT.checkpointHelp(conversation.messageCount)}
          busy={busy}
          onSubmit={onIntervene}
          onContinue={onContinue}
          actions={<JudgeButton judge={judge} />}
        />
      ) : (
        canContinue && (
          <div className="flex flex-wrap items-center justify-end gap-3">
            <ConversationState conversation={conversation} />
            <Button onClick={onContinue} loading={busy}>
              {DASHBOARD_TEXT.continueConversation}
            </Button>
          </div>
        )
      )}
    </div>
  );
}

/** The footer's state: the badge's one word and why (the server's notice when it gave one). */
function ConversationState({ conversation }: { conversation: Conversation }) {
  const { label, reason } = stateInWords(conversation.status, conversation.messages.at(-1));
  return (
    <p className="mr-auto text-sm text-muted" data-testid="conversation-state">
      <strong className="font-semibold text-fg">{label}.</strong> {reason}
    </p>
  );
}
