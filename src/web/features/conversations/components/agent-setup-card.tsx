import { memo } from 'react';
import { CONVERSATION_LIMITS } from '../../../../contract/conversations.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { senderOf, TONE_CLASSES } from '../lib/senders.ts';
import type { AgentSetup, AgentSlot } from '../lib/setup-state.ts';
import { ModelPicker } from './model-picker.tsx';
import { PersonaPicker } from './persona-picker.tsx';

const TOP_BORDER: Record<AgentSlot, string> = {
  'model-a': 'border-t-blue-500',
  'model-b': 'border-t-red-500',
};

/** One agent's panel (SPEC §3 Panel): model, optional persona, system instructions. */
export const AgentSetupCard = memo(function AgentSetupCard({
  slot,
  agent,
  onChange,
}: {
  slot: AgentSlot;
  agent: AgentSetup;
  onChange: (slot: AgentSlot, change: Partial<AgentSetup>) => void;
}) {
  const sender = senderOf(slot);
  const tone = TONE_CLASSES[sender.tone];
  return (
    <Card
      as="section"
      aria-labelledby={`${slot}-title`}
      className={cn('border-t-4', TOP_BORDER[slot])}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-center gap-2.5">
          <span
            className={cn(
              'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
              tone.avatar,
            )}
            aria-hidden="true"
          >
            {senderOf(slot).badge}
          </span>
          <h2 id={`${slot}-title`} className={cn('text-base font-semibold', tone.name)}>
            {sender.name}
          </h2>
        </div>
        <Field label="Model">
          {(field) => (
            <ModelPicker
              value={agent.model}
              onChange={(model) => onChange(slot, { model })}
              field={field}
            />
          )}
        </Field>
        <Field label="Persona" hint="Optional: fills the system instructions below.">
          {(field) => (
            <PersonaPicker
              value={agent.personaId}
              onChange={(persona) =>
                onChange(slot, {
                  personaId: persona.id,
                  systemInstructions: persona.systemInstructions,
                })
              }
              field={field}
            />
          )}
        </Field>
        <Field label="System instructions">
          {({ invalid: _invalid, ...field }) => (
            <Textarea
              {...field}
              rows={6}
              maxLength={CONVERSATION_LIMITS.instructionsMaxLength}
              placeholder={`How should the ${sender.name} think, argue and speak?`}
              value={agent.systemInstructions}
              onChange={(event) => onChange(slot, { systemInstructions: event.target.value })}
            />
          )}
        </Field>
      </div>
    </Card>
  );
});
