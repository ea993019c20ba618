import { MODEL_CLASSES, type ModelClass, type ProviderInfo } from '../../../../contract/models.ts';
import { unavailableModelsGroup } from '../../../lib/model-providers.ts';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import type { PickerGroup } from '../../../ui/picker.tsx';

export const MODEL_CLASS_LABELS: Record<ModelClass, string> = {
  ultra_premium: 'Ultra Premium',
  premium: 'Premium',
  standard: 'Standard',
  free: 'Free',
};

/** A user's custom model as the picker shows it (value `custom-<id>`). */
export type CustomModelChoice = { value: string; label: string; description?: string };

/**
 * The picker's groups: the usable models by class in SPEC order, 'Custom Models' when there are
 * any, then one group, last, folding the models of unavailable providers (disabled). Users see why
 * in plain words; the operator's detail (which key to set) stays out of their way.
 */
export function toModelGroups(
  providers: ProviderInfo[],
  customModels: CustomModelChoice[] = [],
): PickerGroup[] {
  const usable = providers.filter((provider) => provider.available);
  const groups: PickerGroup[] = MODEL_CLASSES.map((modelClass) => ({
    id: modelClass,
    label: MODEL_CLASS_LABELS[modelClass],
    options: usable.flatMap((provider) =>
      provider.models
        .filter((model) => model.modelClass === modelClass)
        .map((model) => ({
          value: model.id,
          label: model.displayName,
          description: provider.name,
        })),
    ),
  })).filter((group) => group.options.length > 0);
  if (customModels.length > 0) {
    groups.push({ id: 'custom', label: DASHBOARD_TEXT.customModels, options: customModels });
  }
  const unavailable = unavailableModelsGroup(
    providers,
    (provider, model) => `${provider.name} · ${MODEL_CLASS_LABELS[model.modelClass]}`,
  );
  if (unavailable) groups.push(unavailable);
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
