import { VERDICT_UI_TEXT, type Verdict } from '../../../../contract/verdicts.ts';
import { catalogModelName } from '../../../../contract/models.ts';
import { Badge } from '../../../ui/badge.tsx';

/**
 * A panel's judges (DESIGN D21): the agreement, then each judge's own verdict, whether it held
 * when the agents' order was swapped, and whether it judges its own model.
 */
export function PanelJudges({
  verdict,
  nameOf,
}: {
  verdict: Verdict;
  nameOf: (slot: string) => string;
}) {
  if (verdict.panel.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="panel-judges">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold">{VERDICT_UI_TEXT.judgesTitle}</h3>
        <p className="text-sm" data-testid="panel-agreement">
          {VERDICT_UI_TEXT.panelAgreement(verdict.agreement, verdict.panel.length)}
        </p>
        <p className="text-xs text-muted">{VERDICT_UI_TEXT.judgeReadings}</p>
      </div>
      <ul className="flex flex-col gap-1.5">
        {verdict.panel.map((judge, index) => (
          <li
            key={`${judge.judgeModel}-${index}`}
            className="flex flex-wrap items-center gap-2 text-sm"
          >
            <span className="font-medium">{catalogModelName(judge.judgeModel)}</span>
            <span>{judge.winner === null ? VERDICT_UI_TEXT.draw : nameOf(judge.winner)}</span>
            <Badge tone={judge.consistent ? 'success' : 'warning'}>
              {judge.consistent ? VERDICT_UI_TEXT.consistent : VERDICT_UI_TEXT.inconsistent}
            </Badge>
            {judge.ownModel && <Badge tone="danger">{VERDICT_UI_TEXT.ownModel}</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}
