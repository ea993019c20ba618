import { MODEL_CLASSES, type ModelClass, type ProviderInfo } from '../../../../contract/models.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import type { ComboboxGroup } from '../../../ui/combobox.tsx';

export const MODEL_CLASS_LABELS: Record<ModelClass, string> = {
  ultra_premium: 'Ultra Premium',
  premium: 'Premium',
  standard: 'Standard',
  free: 'Free',
};

/** A user's custom model as the picker shows it (value `custom-<id>`). */
export type CustomModelChoice = { value: string; label: string; description?: string };

const byAvailability = (a: { disabled: boolean }, b: { disabled: boolean }) =>
  Number(a.disabled) - Number(b.disabled);

/**
 * The picker's groups: one per model class in SPEC order, then 'Custom Models' when there are
 * any. Models of unavailable providers stay listed, disabled, with the reason.
 */
export function toModelGroups(
  providers: ProviderInfo[],
  customModels: CustomModelChoice[] = [],
): ComboboxGroup[] {
  const groups: ComboboxGroup[] = MODEL_CLASSES.map((modelClass) => ({
    id: modelClass,
    label: MODEL_CLASS_LABELS[modelClass],
    options: providers.flatMap((provider) =>
      provider.models
        .filter((model) => model.modelClass === modelClass)
        .map((model) => ({
          value: model.id,
          label: model.displayName,
          description: provider.available
            ? provider.name
            : `${provider.name}: ${provider.unavailableReason ?? 'unavailable'}`,
          disabled: !provider.available,
        })),
    ),
  }))
    // Usable models first; the sort is stable, so the catalogue order holds within each half.
    .map((group) => ({ ...group, options: group.options.sort(byAvailability) }))
    .filter((group) => group.options.length > 0);
  if (customModels.length > 0) {
    groups.push({ id: 'custom', label: DASHBOARD_TEXT.customModels, options: customModels });
  }
  return groups;
}

export function modelDisplayName(
  providers: ProviderInfo[] | undefined,
  modelId: string,
  customModels: CustomModelChoice[] = [],
): string {
  const custom = customModels.find((choice) => choice.value === modelId);
  if (custom) return custom.label;
  for (const provider of providers ?? []) {
    const model = provider.models.find((candidate) => candidate.id === modelId);
    if (model) return model.displayName;
  }
  return modelId;
}
