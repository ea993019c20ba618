import { useNavigate } from 'react-router';
import { PLAN_CARDS } from '../../../../contract/plans.ts';
import {
  CLASS_LABELS,
  formatTokens,
  recommendedPlans,
  USAGE_TEXT,
  type UsageStats,
} from '../../../../contract/usage.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { classUsage, overallUsage, planOf, usageAlert } from '../lib/usage-view.ts';
import { UsageBar } from './usage-bar.tsx';

/** SPEC §2's usage limit warning: title, bar, recommended plans, Upgrade Plan / Continue. */
export function UsageLimitDialog({
  stats,
  open,
  onOpenChange,
}: ModalOpenProps & { stats: UsageStats }) {
  const navigate = useNavigate();
  const over = usageAlert(stats) === 'over';
  const rows = classUsage(stats).filter((row) => row.limit !== -1);
  const overall = overallUsage(stats);
  const firstOver = rows.find((row) => row.status === 'over_limit');
  const plans = PLAN_CARDS.filter((card) => recommendedPlans(planOf(stats)).includes(card.id));

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={over ? USAGE_TEXT.exceededTitle : USAGE_TEXT.approachingTitle}
      description={
        firstOver
          ? USAGE_TEXT.limitExceeded(firstOver.window, firstOver.modelClass)
          : 'You have used 90% or more of a model class limit on your plan.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {USAGE_TEXT.continueWithCurrentPlan}
          </Button>
          {plans.length > 0 && (
            <Button
              onClick={() => {
                onOpenChange(false);
                void navigate('/billing');
              }}
            >
              {USAGE_TEXT.upgradePlan}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <div>
          <div className="mb-1.5 flex justify-between text-sm">
            <span className="font-medium">Usage across limited classes</span>
            <span className="text-muted tabular-nums">{Math.round(overall.percent)}%</span>
          </div>
          <UsageBar percent={overall.percent} exceeded={over} label="Usage of your plan limits" />
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <li key={row.modelClass} className="flex items-center justify-between gap-3">
              <span className="font-medium">{CLASS_LABELS[row.modelClass]}</span>
              <span className="flex items-center gap-2 text-muted tabular-nums">
                {formatTokens(row.used)} / {formatTokens(row.limit)} per {row.window}
                {row.status === 'over_limit' && <Badge tone="danger">Exceeded</Badge>}
                {row.status === 'approaching' && <Badge tone="warning">Near</Badge>}
              </span>
            </li>
          ))}
        </ul>
        {plans.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold">Recommended plans</h3>
            <div className="grid gap-3 sm:grid-cols-2">
              {plans.map((plan) => (
                <div key={plan.id} className="rounded-xl border border-border p-3">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{plan.name}</span>
                    <span className="text-sm">
                      <span className="font-semibold">{plan.price}</span>{' '}
                      <span className="text-muted">{plan.cadence}</span>
                    </span>
                  </div>
                  <p className="mt-1 text-xs text-muted">{plan.summary}</p>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
