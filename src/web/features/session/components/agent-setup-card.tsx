import { memo, useState, type ReactElement, type ReactNode } from 'react';
import type { Persona } from '../../../../contract/personas.ts';
import { PERSONA_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { senderOf, TONE_CLASSES } from '../lib/senders.ts';
import { customModelChoiceId } from '../../../../contract/custom-models.ts';
import { useCustomModels } from '../../../lib/custom-models.ts';
import {
  chooseModel,
  holdsOwnInstructions,
  instructionsError,
  type AgentSetup,
} from '../lib/setup-state.ts';
import { ModelPicker } from './model-picker.tsx';
import { PersonaPicker } from './persona-picker.tsx';
import { SenderAvatar } from './sender-avatar.tsx';

type AgentSetupCardProps<Slot extends string> = {
  slot: Slot;
  agent: AgentSetup;
  onChange: (slot: Slot, change: Partial<AgentSetup>) => void;
  personaNeedsModel?: boolean;
  /** Shown at the right of the title (e.g. a clear button). */
  actions?: ReactNode;
  /** Starts with a model this server runs (a duel's two agents, both needed). */
  preselectModel?: boolean;
};

/**
 * One agent's card (SPEC §3 Panel, MAX agent slot): model, persona, system instructions.
 * In MAX the persona picker appears once a model is chosen (`personaNeedsModel`). A persona fills
 * the instructions; when they hold text the user wrote, the card asks first (replace or keep).
 */
export const AgentSetupCard = memo(function AgentSetupCard<Slot extends string>({
  slot,
  agent,
  onChange,
  personaNeedsModel = false,
  actions,
  preselectModel = false,
}: AgentSetupCardProps<Slot>) {
  const sender = senderOf(slot);
  const tone = TONE_CLASSES[sender.tone];
  const showPersona = !personaNeedsModel || agent.model !== null;
  const [pendingPersona, setPendingPersona] = useState<Persona | null>(null);
  const customModels = useCustomModels().data;
  const customInstructions = (model: string) =>
    customModels?.find((custom) => customModelChoiceId(custom.id) === model)?.system_instructions;
  const applyPersona = (persona: Persona) =>
    onChange(slot, { personaId: persona.id, systemInstructions: persona.systemInstructions });
  const choosePersona = (persona: Persona) => {
    if (holdsOwnInstructions(agent)) setPendingPersona(persona);
    else applyPersona(persona);
  };
  return (
    <Card
      as="section"
      aria-labelledby={`${slot}-title`}
      className={cn('border-t-4', tone.top)}
      data-testid={`agent-card-${slot}`}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-center gap-2.5">
          <SenderAvatar sender={sender} size="lg" />
          <h2 id={`${slot}-title`} className={cn('text-base font-semibold', tone.name)}>
            {sender.name}
          </h2>
          {actions && <div className="ml-auto">{actions}</div>}
        </div>
        <Field label="Model">
          {(field) => (
            <ModelPicker
              value={agent.model}
              onChange={(model) => onChange(slot, chooseModel(agent, model, customInstructions))}
              field={field}
              preselect={preselectModel}
            />
          )}
        </Field>
        {showPersona && (
          <Field label="Persona" hint="Optional: fills the system instructions below.">
            {(field) => (
              <PersonaPicker value={agent.personaId} onChange={choosePersona} field={field} />
            )}
          </Field>
        )}
        <Field label="System instructions" error={instructionsError(agent.systemInstructions)}>
          {(field) => (
            <Textarea
              {...field}
              rows={personaNeedsModel ? 4 : 6}
              placeholder={`How should ${sender.name} think, argue and speak?`}
              value={agent.systemInstructions}
              onChange={(event) => onChange(slot, { systemInstructions: event.target.value })}
            />
          )}
        </Field>
      </div>
      <ConfirmDialog
        open={pendingPersona !== null}
        onOpenChange={(open) => !open && setPendingPersona(null)}
        title={PERSONA_TEXT.replaceTitle}
        message={pendingPersona && PERSONA_TEXT.replaceMessage(sender.name, pendingPersona.name)}
        confirmLabel={PERSONA_TEXT.replace}
        cancelLabel={PERSONA_TEXT.keep}
        confirmVariant="primary"
        onConfirm={() => {
          if (pendingPersona) applyPersona(pendingPersona);
          setPendingPersona(null);
        }}
      />
    </Card>
  );
  // memo() loses the generic; the cast restores it.
}) as <Slot extends string>(props: AgentSetupCardProps<Slot>) => ReactElement;
