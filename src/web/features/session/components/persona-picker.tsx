import { PERSONAS, PERSONA_CATEGORIES, type Persona } from '../../../../contract/personas.ts';
import { Picker, type PickerGroup, type PickerOption } from '../../../ui/picker.tsx';
import type { FieldControlProps } from '../../../ui/field.tsx';
import { personaMatches } from '../lib/persona-search.ts';

const PREVIEW_LENGTH = 120;

export function personaPreview(instructions: string): string {
  return instructions.length > PREVIEW_LENGTH
    ? `${instructions.slice(0, PREVIEW_LENGTH).trimEnd()}…`
    : instructions;
}

/** The 14 categories of SPEC §3, each with its personas and a 120-character preview. */
const PERSONA_GROUPS: PickerGroup[] = PERSONA_CATEGORIES.map((category) => ({
  id: category,
  label: category,
  options: PERSONAS.filter((persona) => persona.category === category).map((persona) => ({
    value: persona.id,
    label: persona.name,
    description: personaPreview(persona.systemInstructions),
  })),
})).filter((group) => group.options.length > 0);

const byPersona = (option: PickerOption, _group: PickerGroup, query: string) => {
  const persona = findPersona(option.value);
  return persona !== undefined && personaMatches(persona, query);
};

export const findPersona = (id: string | null): Persona | undefined =>
  PERSONAS.find((persona) => persona.id === id);

/** SPEC §2 persona picker (optional): choosing one fills the agent's system instructions. */
export function PersonaPicker({
  value,
  onChange,
  field,
}: {
  value: string | null;
  onChange: (persona: Persona) => void;
  field: FieldControlProps;
}) {
  return (
    <Picker
      id={field.id}
      aria-describedby={field['aria-describedby']}
      listLabel="Personas"
      value={value}
      onChange={(id) => {
        const persona = findPersona(id);
        if (persona) onChange(persona);
      }}
      groups={PERSONA_GROUPS}
      matches={byPersona}
      placeholder="Choose a persona (optional)"
      searchPlaceholder="Search personas by name or description..."
      emptyText="No personas available"
      noMatchText={(query) => `No personas found matching "${query}"`}
      header={`${PERSONAS.length} personas in ${PERSONA_GROUPS.length} categories`}
    />
  );
}
