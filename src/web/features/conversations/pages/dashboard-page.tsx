import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { GeneratedConfiguration } from '../../../../contract/assistant.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { ConversationView } from '../components/conversation-view.tsx';
import { RecentConversations } from '../components/recent-conversations.tsx';
import { SetupForm } from '../components/setup-form.tsx';
import {
  EMPTY_SETUP,
  isBlankSetup,
  setupFromConversation,
  type SetupState,
} from '../../session/lib/setup-state.ts';
import { useSetupDraft } from '../../session/lib/setup-draft.ts';
import { DUEL } from '../../../../contract/conversations.ts';
import type { Conversation, ConversationSummary } from '../../../../contract/conversations.ts';
import { conversationPath, DUEL_CONVERSATION_PARAM } from '../lib/conversation-path.ts';
import {
  DUEL_GENERATOR,
  useAssistantModel,
  type AssistantModel,
} from '../../session/api/generate-configuration.ts';
import { AssistantWidget } from '../../session/components/assistant-widget.tsx';
import { DashboardFooter } from '../components/dashboard-footer.tsx';
import { Button } from '../../../ui/button.tsx';
import { ImportModelDialog } from '../../../ui/import-model-dialog.tsx';
import { PageFooter } from '../../../ui/page-footer.tsx';
import { CUSTOM_MODEL_TEXT, SHARE_TOKEN_MAX_LENGTH } from '../../../../contract/custom-models.ts';
import { WatchLiveDialog } from '../../live/components/watch-live-dialog.tsx';
import { useUsageGuard } from '../../usage/components/use-usage-guard.tsx';
import { PaymentReturnBanner } from '../../billing/components/payment-return-banner.tsx';

function applyGenerated(
  setup: SetupState,
  generated: GeneratedConfiguration,
  model: AssistantModel,
): SetupState {
  return {
    ...setup,
    openingLine: generated.openingMessage,
    agents: {
      'model-a': {
        model: model.id,
        personaId: null,
        systemInstructions: generated.primaryInstructions,
      },
      'model-b': {
        model: model.id,
        personaId: null,
        systemInstructions: generated.alternativeInstructions,
      },
    },
  };
}

/** SPEC §2 dashboard: the setup screen, or the running conversation named in the URL. */
export function DashboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get(DUEL_CONVERSATION_PARAM);
  const [setup, setSetup] = useSetupDraft('duel', DUEL.slots, EMPTY_SETUP);
  const [importOpen, setImportOpen] = useState(false);
  const [watchOpen, setWatchOpen] = useState(false);
  const assistantModel = useAssistantModel();
  const usage = useUsageGuard();

  const navigate = useNavigate();
  const open = useCallback(
    (id: string) => setParams({ [DUEL_CONVERSATION_PARAM]: id }),
    [setParams],
  );
  // A MAX debate opens in the MAX view (issue 33).
  const reopen = useCallback(
    (conversation: ConversationSummary) => void navigate(conversationPath(conversation)),
    [navigate],
  );
  // SPEC §4: Reset returns to the initial empty setup; leaving by the top bar keeps it (below).
  const backToSetup = useCallback(() => {
    setSetup(EMPTY_SETUP);
    setParams({});
  }, [setParams, setSetup]);
  // The debate on screen fills a blank setup, ready for a re-run; a draft being written stays.
  const onLoaded = useCallback(
    (conversation: Conversation) =>
      // A /dashboard?c= link to a MAX debate (an old bookmark) is taken to the MAX view.
      conversation.mode === 'max'
        ? void navigate(conversationPath(conversation), { replace: true })
        : setSetup((current) =>
            isBlankSetup(current) ? setupFromConversation(conversation) : current,
          ),
    [navigate, setSetup],
  );
  const onGenerated = useCallback(
    (generated: GeneratedConfiguration, model: AssistantModel) =>
      setSetup((current) => applyGenerated(current, generated, model)),
    [setSetup],
  );

  if (conversationId) {
    return (
      <>
        <ConversationView
          key={conversationId}
          id={conversationId}
          onExit={backToSetup}
          onLoaded={onLoaded}
          onLimit={usage.openDialog}
        />
        {usage.dialog}
      </>
    );
  }

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <PaymentReturnBanner />
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
            <p className="mt-1 text-sm text-muted sm:text-base">
              {user ? `Welcome, ${user.name}. ` : ''}Choose two agents, give them an opening line
              and watch them debate.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <AssistantWidget
              kind={DUEL_GENERATOR}
              model={assistantModel}
              onGenerated={onGenerated}
            />
            <Button variant="secondary" size="sm" onClick={() => setWatchOpen(true)}>
              Watch Live
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setImportOpen(true)}>
              Import Model
            </Button>
          </div>
        </div>
        {/* grid-cols-1 is minmax(0, 1fr): a long title truncates instead of widening the page. */}
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <SetupForm
            setup={setup}
            onSetupChange={setSetup}
            onStarted={open}
            upgradeRequired={usage.blocked(Object.values(setup.agents).map((a) => a.model ?? ''))}
            onUpgradeRequired={usage.openDialog}
            checkStart={usage.checkStart}
            checking={usage.checking}
          />
          <aside className="min-w-0 xl:sticky xl:top-22 xl:self-start">
            <RecentConversations onOpen={reopen} />
          </aside>
        </div>
      </div>
      {/* After <main>, as the page's contentinfo landmark (issue 9). */}
      <PageFooter>
        <DashboardFooter />
      </PageFooter>
      <WatchLiveDialog open={watchOpen} onOpenChange={setWatchOpen} />
      {usage.dialog}
      <ImportModelDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        blankMessage={CUSTOM_MODEL_TEXT.enterShareToken}
        maxLength={SHARE_TOKEN_MAX_LENGTH}
      />
    </>
  );
}
