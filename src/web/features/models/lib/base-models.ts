import type { ProviderInfo } from '../../../../contract/models.ts';
import type { PickerGroup } from '../../../ui/picker.tsx';

/**
 * Base-model choices, one group per provider. Models of a provider without a key stay choosable
 * (the key may be added later) and say why they cannot run yet.
 */
export function toBaseModelGroups(providers: ProviderInfo[]): PickerGroup[] {
  return providers
    .map((provider) => ({
      id: provider.id,
      label: provider.name,
      options: provider.models.map((model) => ({
        value: model.id,
        label: model.displayName,
        description: provider.available
          ? model.id
          : `${model.id} · ${provider.unavailableReason ?? 'unavailable'}`,
      })),
    }))
    .filter((group) => group.options.length > 0);
}

export function baseModelName(groups: PickerGroup[] | undefined, id: string): string {
  for (const group of groups ?? []) {
    const option = group.options.find((candidate) => candidate.value === id);
    if (option) return option.label;
  }
  return id;
}
