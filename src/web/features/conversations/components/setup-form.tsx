import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { DUEL } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { useCreateConversation } from '../../session/api/create-conversation.ts';
import { senderOf } from '../../session/lib/senders.ts';
import {
  openingLineError,
  setupProblem,
  toCreateBody,
  updateAgent,
  type AgentSetup,
  type AgentSlot,
  type SetupState,
} from '../../session/lib/setup-state.ts';
import { AgentSetupCard } from '../../session/components/agent-setup-card.tsx';
import { StartingAgentPicker } from '../../session/components/starting-agent-picker.tsx';
import { FormatSetupCard } from '../../formats/components/format-setup-card.tsx';
import { JudgeSetupCard } from '../../verdicts/components/judge-setup-card.tsx';

/** SPEC §2 configuration screen: two agents, starting agent, opening message, Start. */
export function SetupForm({
  setup,
  onSetupChange,
  onStarted,
  upgradeRequired = false,
  onUpgradeRequired,
  checkStart,
  checking = false,
}: {
  setup: SetupState;
  onSetupChange: Dispatch<SetStateAction<SetupState>>;
  onStarted: (conversationId: string) => void;
  /** SPEC §2, §5: a model's class is over the plan's limit; Start opens the upgrade dialog. */
  upgradeRequired?: boolean;
  onUpgradeRequired?: () => void;
  /** SPEC §7: the usage check asked before a start; false stops it (it says why itself). */
  checkStart?: (modelIds: readonly string[]) => Promise<boolean>;
  checking?: boolean;
}) {
  const create = useCreateConversation();
  const problem = setupProblem(setup);
  const complete = problem === null;
  const onAgentChange = useCallback(
    (slot: AgentSlot, change: Partial<AgentSetup>) =>
      onSetupChange((current) => updateAgent(current, slot, change)),
    [onSetupChange],
  );

  const start = async () => {
    if (!complete) return;
    if (upgradeRequired) return onUpgradeRequired?.();
    const models = Object.values(setup.agents).map((agent) => agent.model ?? '');
    if (checkStart && !(await checkStart(models))) return;
    create.mutate(toCreateBody(setup), {
      onSuccess: (conversation) => onStarted(conversation.id),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) onUpgradeRequired?.();
      },
    });
  };

  return (
    <form
      aria-label="Conversation setup"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        {DUEL.slots.map((slot) => (
          <AgentSetupCard
            key={slot}
            slot={slot}
            agent={setup.agents[slot]}
            onChange={onAgentChange}
            preselectModel
          />
        ))}
      </div>

      <FormatSetupCard
        format={setup.format}
        ownSeat={setup.ownSeat}
        collaborator={setup.collaborator}
        seats={DUEL.slots.map((slot) => ({ slot, name: senderOf(slot).name }))}
        onChange={(change) => onSetupChange((current) => ({ ...current, ...change }) as SetupState)}
      />

      <JudgeSetupCard
        judge={setup.judge}
        debaterModels={Object.values(setup.agents).map((agent) => agent.model)}
        onChange={(judge) => onSetupChange((current) => ({ ...current, judge }))}
      />

      <Card as="section" aria-labelledby="opening-title">
        <div className="flex flex-col gap-4 p-4 sm:p-5">
          <h2 id="opening-title" className="text-base font-semibold">
            Opening
          </h2>
          <StartingAgentPicker
            slots={DUEL.slots}
            value={setup.startingSlot}
            onChange={(slot) => onSetupChange((current) => ({ ...current, startingSlot: slot }))}
          />
          <Field
            label="Opening message"
            hint={`Sent as message 1 by the ${senderOf(setup.startingSlot).name}.`}
            error={openingLineError(setup.openingLine)}
          >
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                placeholder="e.g. Should cities ban private cars from their centres?"
                value={setup.openingLine}
                onChange={(event) =>
                  onSetupChange((current) => ({ ...current, openingLine: event.target.value }))
                }
              />
            )}
          </Field>
          {create.isError && (
            <Alert tone="error">
              {failureMessage(create.error, 'Failed to start the conversation')}
            </Alert>
          )}
          <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
            {problem && (
              <p id="start-notice" className="text-sm text-muted sm:mr-auto">
                {problem}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              variant={upgradeRequired ? 'danger' : 'primary'}
              disabled={!complete}
              loading={create.isPending || checking}
              aria-describedby={complete ? undefined : 'start-notice'}
            >
              {upgradeRequired ? DASHBOARD_TEXT.upgradeRequired : DASHBOARD_TEXT.startConversation}
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}
