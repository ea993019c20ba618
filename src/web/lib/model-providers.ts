import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_PROVIDERS,
  type ProviderInfo,
  type ProviderModel,
} from '../../contract/models.ts';
import { DASHBOARD_TEXT } from '../../contract/texts.ts';
import type { PickerGroup } from '../ui/picker.tsx';
import { answer, api } from './api-client.ts';

/** Public, but sent with the session: a provider the user's own key opens is listed available. */
export const getModelProviders = () => answer(api.GET('/api/models/providers'));

/** The catalog's one cache entry, shared by every reader and refreshed when a provider key changes. */
export const modelProvidersQueryKey = ['models', 'providers'] as const;
export const MODEL_PROVIDERS_STALE_MS = 5 * 60_000;

export const modelProvidersQueryOptions = queryOptions({
  queryKey: modelProvidersQueryKey,
  queryFn: getModelProviders,
  select: (response) => response.providers,
  staleTime: MODEL_PROVIDERS_STALE_MS,
});

export const useModelProviders = () => useQuery(modelProvidersQueryOptions);

/**
 * The model a new agent or custom model starts with (issue 33): one this server runs. A built-in
 * keyed provider's STANDARD model first (neither premium-limited nor a free model's one request a
 * minute), then any of theirs, then the offline model, which always answers; an operator's
 * OpenAI-compatible endpoint last, since nothing tells whether it is up.
 */
export function preferredModel(providers: readonly ProviderInfo[]): string | null {
  const usable = providers.filter((provider) => provider.available);
  const keyed = usable
    .filter((provider) => !provider.isOffline && isBuiltIn(provider.id))
    .flatMap((provider) => provider.models);
  const chosen =
    keyed.find((model) => model.modelClass === 'standard') ??
    keyed[0] ??
    usable.find((provider) => provider.isOffline)?.models[0] ??
    usable[0]?.models[0];
  return chosen?.id ?? null;
}

const isBuiltIn = (id: string) => (BUILT_IN_PROVIDERS as readonly string[]).includes(id);

/** The group that folds every model of a provider this server cannot run. */
export const UNAVAILABLE_GROUP_ID = 'unavailable';

/**
 * The models of the providers this server cannot run, in one group, disabled, explained in plain
 * words (which key an operator would set belongs to the admin panel and the README); null if none.
 */
export function unavailableModelsGroup(
  providers: readonly ProviderInfo[],
  describe: (provider: ProviderInfo, model: ProviderModel) => string,
): PickerGroup | null {
  const options = providers
    .filter((provider) => !provider.available)
    .flatMap((provider) =>
      provider.models.map((model) => ({
        value: model.id,
        label: model.displayName,
        description: describe(provider, model),
        disabled: true,
      })),
    );
  if (options.length === 0) return null;
  return {
    id: UNAVAILABLE_GROUP_ID,
    label: DASHBOARD_TEXT.unavailableModels,
    description: DASHBOARD_TEXT.unavailableModelsHint,
    separated: true,
    options,
  };
}
