import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customModelChoiceId,
  customModelLabel,
  type CustomModel,
} from '../../contract/custom-models.ts';
import { answer, api } from './api-client.ts';

/**
 * The signed-in user's custom models, shared by the models pages, every model picker and the
 * dashboard's import dialog (several features read them, so they live here, not in a feature).
 */
export const customModelsQueryKey = ['custom-models'] as const;

export const listCustomModels = () => answer(api.GET('/api/models'));

export const customModelsQueryOptions = queryOptions({
  queryKey: customModelsQueryKey,
  queryFn: listCustomModels,
});

export const useCustomModels = () => useQuery(customModelsQueryOptions);

/** The picker entries of the 'Custom Models' group: ids prefixed custom- (SPEC §3). */
export function customModelChoices(models: CustomModel[] | undefined) {
  return (models ?? []).map((model) => ({
    value: customModelChoiceId(model.id),
    label: customModelLabel(model),
    description: model.base_model,
  }));
}

export const importCustomModel = (shareToken: string) =>
  answer(api.POST('/api/models/import', { body: { shareToken } }));

export function useImportCustomModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCustomModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customModelsQueryKey }),
  });
}
