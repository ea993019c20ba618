import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { MaxGeneratedConfiguration } from '../../../../contract/assistant.ts';
import { MAX } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT, MAX_TEXT } from '../../../../contract/texts.ts';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { useCreateConversation } from '../../session/api/create-conversation.ts';
import {
  MAX_GENERATOR,
  useAssistantModel,
  type AssistantModel,
} from '../../session/api/generate-configuration.ts';
import { AgentSetupCard } from '../../session/components/agent-setup-card.tsx';
import { AssistantWidget } from '../../session/components/assistant-widget.tsx';
import { StartingAgentPicker } from '../../session/components/starting-agent-picker.tsx';
import {
  configuredSlots,
  EMPTY_MAX_SETUP,
  maxSetupProblem,
  openingLineError,
  maxStartingSlot,
  toMaxCreateBody,
  updateAgent,
  type AgentSetup,
  type MaxSetupState,
  type MaxSlot,
} from '../../session/lib/setup-state.ts';
import { useUsageGuard } from '../../usage/components/use-usage-guard.tsx';
import { maxConversationPath } from '../lib/paths.ts';
import { useSetupDraft } from '../../session/lib/setup-draft.ts';
import { JudgeSetupCard } from '../../verdicts/components/judge-setup-card.tsx';
import { FormatSetupCard } from '../../formats/components/format-setup-card.tsx';
import { senderOf } from '../../session/lib/senders.ts';

function applyGenerated(
  setup: MaxSetupState,
  generated: MaxGeneratedConfiguration,
  model: AssistantModel,
): MaxSetupState {
  const agents = Object.fromEntries(
    MAX.slots.map((slot) => [
      slot,
      { model: model.id, personaId: null, systemInstructions: generated[`${slot}Instructions`] },
    ]),
  ) as Record<MaxSlot, AgentSetup>;
  return { ...setup, agents, openingLine: generated.openingMessage };
}

/** SPEC §2 MAX Mode setup: five agent cards, starting agent, opening prompt, Launch Session. */
export function MaxModePage() {
  const navigate = useNavigate();
  const [setup, setSetup] = useSetupDraft('max', MAX.slots, EMPTY_MAX_SETUP);
  const create = useCreateConversation();
  const assistantModel = useAssistantModel();
  const configured = configuredSlots(setup);
  const problem = maxSetupProblem(setup);
  const complete = problem === null;
  const usage = useUsageGuard();
  // SPEC §5: blocked over the plan's limit unless every chosen model is standard or free; the
  // server's refusal (402) says the same when the usage figures were stale.
  const refused = create.error instanceof ApiError && create.error.status === 402;
  const overLimit =
    refused || usage.blocked(configured.map((slot) => setup.agents[slot].model ?? ''));
  const { reset: resetCreate } = create;

  // A changed configuration may be allowed again (other models), so a refusal is forgotten.
  useEffect(() => resetCreate(), [setup, resetCreate]);

  const onAgentChange = useCallback(
    (slot: MaxSlot, change: Partial<AgentSetup>) =>
      setSetup((current) => updateAgent(current, slot, change)),
    [setSetup],
  );
  const onGenerated = useCallback(
    (generated: MaxGeneratedConfiguration, model: AssistantModel) =>
      setSetup((current) => applyGenerated(current, generated, model)),
    [setSetup],
  );

  const launch = async () => {
    if (!complete) return;
    if (overLimit) return usage.openDialog();
    // SPEC §7: the usage check is asked before the launch.
    if (!(await usage.checkStart(configured.map((slot) => setup.agents[slot].model ?? '')))) return;
    create.mutate(toMaxCreateBody(setup), {
      onSuccess: (conversation) => void navigate(maxConversationPath(conversation.id)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) usage.openDialog();
      },
    });
  };

  return (
    <>
      <form
        aria-label="MAX Mode setup"
        className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10"
        onSubmit={(event) => {
          event.preventDefault();
          void launch();
        }}
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">MAX Mode</h1>
            <p className="mt-1 text-sm text-muted sm:text-base">
              Up to five agents take turns in order, Alpha to Epsilon. Configure at least two.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <AssistantWidget
              kind={MAX_GENERATOR}
              model={assistantModel}
              onGenerated={onGenerated}
              title={MAX_TEXT.assistantTitle}
              tooltip={MAX_TEXT.assistantTooltip}
              summary="all five agents and the opening prompt are filled in"
              placeholder={MAX_TEXT.assistantPlaceholder}
            />
            <Badge
              tone={configured.length >= MAX.minAgents ? 'success' : 'neutral'}
              data-testid="configured-count"
            >
              {MAX_TEXT.configured(configured.length, MAX.maxAgents)}
            </Badge>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSetup(EMPTY_MAX_SETUP)}
              disabled={setup === EMPTY_MAX_SETUP}
            >
              {MAX_TEXT.resetAll}
            </Button>
          </div>
        </div>

        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {MAX.slots.map((slot, index) => {
            const preselected = index < MAX.minAgents;
            const agent = setup.agents[slot];
            // A preselected model comes back when cleared: Clear shows once there is more.
            const clearable =
              agent.personaId !== null ||
              agent.systemInstructions !== '' ||
              (agent.model !== null && !preselected);
            return (
              <AgentSetupCard
                key={slot}
                slot={slot}
                agent={setup.agents[slot]}
                onChange={onAgentChange}
                // The fewest agents a session runs with (decision 041): more would each need
                // instructions before Launch Session, as every agent with a model takes part.
                preselectModel={preselected}
                personaNeedsModel
                actions={
                  clearable && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        onAgentChange(slot, {
                          model: null,
                          personaId: null,
                          systemInstructions: '',
                        })
                      }
                    >
                      Clear
                    </Button>
                  )
                }
              />
            );
          })}

          <Card as="section" aria-labelledby="session-title">
            <div className="flex h-full flex-col gap-4 p-4 sm:p-5">
              <h2 id="session-title" className="text-base font-semibold">
                Session
              </h2>
              {configured.length > 0 ? (
                <StartingAgentPicker
                  legend={MAX_TEXT.startingAgent}
                  slots={configured}
                  value={maxStartingSlot(setup)}
                  onChange={(slot) => setSetup((current) => ({ ...current, startingSlot: slot }))}
                />
              ) : (
                <p className="text-sm text-muted">
                  <span className="font-medium text-fg">{MAX_TEXT.startingAgent}:</span> choose a
                  model for an agent first.
                </p>
              )}
              <Field
                label={MAX_TEXT.openingPrompt}
                hint={`${setup.openingLine.length.toLocaleString('en-US')} characters`}
                error={openingLineError(setup.openingLine)}
              >
                {(field) => (
                  <Textarea
                    {...field}
                    rows={4}
                    placeholder="e.g. Should our city host the next Olympic Games?"
                    value={setup.openingLine}
                    onChange={(event) =>
                      setSetup((current) => ({ ...current, openingLine: event.target.value }))
                    }
                  />
                )}
              </Field>
              <ul className="list-disc space-y-1 pl-5 text-xs text-muted">
                <li>Every reply uses tokens from your plan for that agent&apos;s model class.</li>
                <li>
                  Five agents use about five times the tokens of one per round; free and standard
                  models are the cheapest.
                </li>
                <li>
                  The session pauses every {MAX.checkpointEvery} messages for you to steer it.
                </li>
              </ul>
              {create.isError && (
                <Alert tone={refused ? 'warning' : 'error'}>
                  {failureMessage(create.error, 'Failed to launch the session')}
                </Alert>
              )}
              <div className="mt-auto flex flex-col gap-2">
                {problem && (
                  <p id="launch-notice" className="text-sm text-muted">
                    {problem}
                  </p>
                )}
                <Button
                  type="submit"
                  size="lg"
                  variant={overLimit ? 'danger' : 'primary'}
                  disabled={!complete}
                  loading={create.isPending || usage.checking}
                  aria-describedby={complete ? undefined : 'launch-notice'}
                >
                  {overLimit ? DASHBOARD_TEXT.upgradeRequired : MAX_TEXT.launchSession}
                </Button>
              </div>
            </div>
          </Card>
        </div>
        <div className="mt-5">
          <FormatSetupCard
            format={setup.format}
            ownSeat={setup.ownSeat}
            collaborator={setup.collaborator}
            seats={configured.map((slot) => ({ slot, name: senderOf(slot).name }))}
            onChange={(change) =>
              setSetup((current) => ({ ...current, ...change }) as MaxSetupState)
            }
          />
        </div>
        <div className="mt-5">
          <JudgeSetupCard
            judge={setup.judge}
            debaterModels={Object.values(setup.agents).map((agent) => agent.model)}
            onChange={(judge) => setSetup((current) => ({ ...current, judge }))}
          />
        </div>
      </form>
      {usage.dialog}
    </>
  );
}
