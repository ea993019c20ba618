import {
  selfJudgingWarnings,
  VERDICT_LIMITS,
  VERDICT_UI_TEXT,
} from '../../../../contract/verdicts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { ModelPicker } from '../../session/components/model-picker.tsx';
import {
  EMPTY_JUDGE_SETUP,
  stopAtConsensusError,
  type JudgeSetup,
} from '../../session/lib/judge-setup.ts';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** Setup's judge options (both screens): model, a verdict at every checkpoint, stop at consensus. */
export function JudgeSetupCard({
  judge = EMPTY_JUDGE_SETUP,
  debaterModels,
  onChange,
}: {
  judge: JudgeSetup | undefined;
  /** The agents' models: a judge of one of them is warned about (DESIGN D21). */
  debaterModels: readonly (string | null)[];
  onChange: (judge: JudgeSetup) => void;
}) {
  const change = (part: Partial<JudgeSetup>) => onChange({ ...judge, ...part });
  const warnings = selfJudgingWarnings(judge.panel, debaterModels);
  return (
    <Card as="section" aria-labelledby="judge-title" data-testid="judge-setup">
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div>
          <h2 id="judge-title" className="text-base font-semibold">
            <IconLabel d={ICON_PATHS.scales}>{VERDICT_UI_TEXT.setupTitle}</IconLabel>
          </h2>
          <p className="mt-0.5 text-sm text-muted">{VERDICT_UI_TEXT.setupDescription}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-3">
            {/* The chosen judges, then one more picker while the panel has room (DESIGN D21). */}
            {[...judge.panel, null].slice(0, VERDICT_LIMITS.panelMax).map((model, index) => (
              <Field
                key={`${index}-${model ?? 'next'}`}
                label={VERDICT_UI_TEXT.judgeModelOf(index)}
                hint={index === 0 ? VERDICT_UI_TEXT.judgeModelHint : undefined}
                aside={
                  model && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => change({ panel: judge.panel.toSpliced(index, 1) })}
                    >
                      {VERDICT_UI_TEXT.removeJudge}
                    </Button>
                  )
                }
              >
                {(field) => (
                  <ModelPicker
                    value={model}
                    onChange={(picked) =>
                      change({
                        panel: model ? judge.panel.with(index, picked) : [...judge.panel, picked],
                      })
                    }
                    field={field}
                    withCustomModels={false}
                  />
                )}
              </Field>
            ))}
            {warnings.map((warning) => (
              <Alert key={warning} tone="warning">
                {warning}
              </Alert>
            ))}
          </div>
          <div className="flex flex-col gap-4">
            <Checkbox
              isSelected={judge.everyCheckpoint}
              onChange={(everyCheckpoint) => change({ everyCheckpoint })}
            >
              {VERDICT_UI_TEXT.everyCheckpoint}
            </Checkbox>
            <Field
              label={VERDICT_UI_TEXT.stopAtConsensus}
              hint={VERDICT_UI_TEXT.stopAtConsensusHint}
              error={stopAtConsensusError(judge)}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  step={1}
                  className="max-w-32"
                  value={judge.stopAtConsensus}
                  onChange={(event) => change({ stopAtConsensus: event.target.value })}
                />
              )}
            </Field>
          </div>
        </div>
      </div>
    </Card>
  );
}
