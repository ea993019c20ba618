import { VERDICT_UI_TEXT } from '../../../../contract/verdicts.ts';
import { Button } from '../../../ui/button.tsx';
import type { Judge } from '../api/verdicts.ts';
import { ICON_PATHS, IconLabel } from '../../../ui/icon.tsx';

/** The Judge action at a checkpoint: asks for a verdict on the debate so far. */
export function JudgeButton({ judge }: { judge: Judge }) {
  return (
    <Button variant="secondary" onClick={judge.judge} loading={judge.pending}>
      <IconLabel d={ICON_PATHS.scales}>{VERDICT_UI_TEXT.judge}</IconLabel>
    </Button>
  );
}
