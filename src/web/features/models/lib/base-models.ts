import type { ProviderInfo } from '../../../../contract/models.ts';
import type { PickerGroup } from '../../../ui/picker.tsx';
import { unavailableModelsGroup } from '../../../lib/model-providers.ts';

/**
 * Base-model choices: one group per provider this server runs, then the models of the others in
 * one last group, disabled, saying in plain words that the server cannot run them (the operator's
 * detail, which key to set, is the admin panel's and the README's).
 */
export function toBaseModelGroups(providers: ProviderInfo[]): PickerGroup[] {
  const groups: PickerGroup[] = providers
    .filter((provider) => provider.available)
    .map((provider) => ({
      id: provider.id,
      label: provider.name,
      options: provider.models.map((model) => ({
        value: model.id,
        label: model.displayName,
        description: model.id,
      })),
    }))
    .filter((group) => group.options.length > 0);
  const unavailable = unavailableModelsGroup(
    providers,
    (provider, model) => `${provider.name} · ${model.id}`,
  );
  if (unavailable) groups.push(unavailable);
  return groups;
}

export function baseModelName(groups: PickerGroup[] | undefined, id: string): string {
  for (const group of groups ?? []) {
    const option = group.options.find((candidate) => candidate.value === id);
    if (option) return option.label;
  }
  return id;
}
