import { useEffect, useMemo } from 'react';
import { DASHBOARD_TEXT } from '../../../../contract/texts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Picker } from '../../../ui/picker.tsx';
import type { FieldControlProps } from '../../../ui/field.tsx';
import { failureMessage } from '../../../lib/api-client.ts';
import { customModelChoices, useCustomModels } from '../../../lib/custom-models.ts';
import { preferredModel, useModelProviders } from '../../../lib/model-providers.ts';
import { toModelGroups } from '../lib/model-groups.ts';

const OFFLINE_BADGE = <Badge tone="success">Offline</Badge>;

/**
 * SPEC §2 model picker: search, tiers collapsed by default, Custom Models, and the models this
 * server cannot run folded into one last group, disabled.
 */
export function ModelPicker({
  value,
  onChange,
  field,
  withCustomModels = true,
  preselect = false,
}: {
  value: string | null;
  onChange: (model: string) => void;
  field: FieldControlProps;
  /** False where only catalog models will do (a judge: DESIGN D18). */
  withCustomModels?: boolean;
  /** Chooses a model this server runs while none is chosen (an agent; not a judge's default). */
  preselect?: boolean;
}) {
  const providers = useModelProviders();
  const preferred = providers.data ? preferredModel(providers.data) : null;
  useEffect(() => {
    if (preselect && value === null && preferred) onChange(preferred);
  }, [preselect, value, preferred, onChange]);
  const customModels = useCustomModels();
  const groups = useMemo(() => {
    const offline = new Set(
      (providers.data ?? []).flatMap((provider) =>
        provider.models.filter((model) => model.isOffline).map((model) => model.id),
      ),
    );
    const custom = withCustomModels ? customModelChoices(customModels.data) : [];
    return toModelGroups(providers.data ?? [], custom).map((group) => ({
      ...group,
      options: group.options.map((option) =>
        offline.has(option.value) ? { ...option, meta: OFFLINE_BADGE } : option,
      ),
    }));
  }, [providers.data, customModels.data, withCustomModels]);

  if (providers.isError) {
    return <Alert tone="error">{failureMessage(providers.error, 'Failed to load models')}</Alert>;
  }
  return (
    <Picker
      id={field.id}
      aria-describedby={field['aria-describedby']}
      invalid={field.invalid}
      listLabel="Models"
      value={value}
      onChange={onChange}
      groups={groups}
      loading={providers.isPending}
      disabled={providers.isPending}
      placeholder="Select a model"
      searchPlaceholder={DASHBOARD_TEXT.searchModels}
      emptyText={DASHBOARD_TEXT.noModelsAvailable}
      noMatchText={DASHBOARD_TEXT.noModelsFound}
      collapsible
    />
  );
}
