import { useMemo } from 'react';
import { customModelChoices, useCustomModels } from '../../../lib/custom-models.ts';
import { modelLabel } from '../../../../contract/custom-models.ts';

/** `modelLabel` with the signed-in user's custom models named as the pickers name them. */
export function useModelLabel(): (id: string) => string {
  const customModels = useCustomModels().data;
  return useMemo(() => {
    const names = new Map(
      customModelChoices(customModels).map((choice) => [choice.value, choice.label]),
    );
    return (id: string) => modelLabel(id, names);
  }, [customModels]);
}
