import { useState } from 'react';
import type { PaidPlan } from '../../../../contract/billing.ts';
import { PLAN_CARDS } from '../../../../contract/plans.ts';
import {
  CLASS_LABELS,
  formatTokens,
  recommendedPlans,
  USAGE_TEXT,
  type UsageStats,
} from '../../../../contract/usage.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { RadioCards } from '../../../ui/radio-group.tsx';
import { useCreateCheckout } from '../../checkout/api/create-checkout.ts';
import { checkoutFailureMessage } from '../../checkout/lib/checkout-failure.ts';
import { classUsage, overallUsage, planOf, usageAlert } from '../lib/usage-view.ts';
import { UsageBar } from './usage-bar.tsx';

/**
 * SPEC §2's usage limit warning: title, bar, recommended plans, Upgrade Plan / Continue. Upgrade
 * Plan starts a checkout of the chosen recommended plan that returns to /dashboard, where SPEC
 * §4's payment return (banner, verify) takes over. `message`, when given, says why a start was
 * refused (the usage check's answer).
 */
export function UsageLimitDialog({
  stats,
  open,
  onOpenChange,
  message,
}: ModalOpenProps & { stats: UsageStats; message?: string | null }) {
  // A refusal (`message`) is a start that was blocked: it says so, whatever the bar's total.
  const over = usageAlert(stats) === 'over' || Boolean(message);
  const rows = classUsage(stats).filter((row) => row.limit !== -1);
  const overall = overallUsage(stats);
  const firstOver = rows.find((row) => row.status === 'over_limit');
  const plans = PLAN_CARDS.filter((card) => recommendedPlans(planOf(stats)).includes(card.id));
  const [picked, setPicked] = useState<PaidPlan | null>(null);
  const chosen = picked ?? (plans[0]?.id as PaidPlan | undefined) ?? null;
  const checkout = useCreateCheckout();

  const upgrade = () => {
    if (!chosen) return;
    checkout.mutate(
      { planType: chosen, returnTo: 'dashboard' },
      {
        onSuccess: ({ url }) => {
          // Closed as by Continue, so the 2 min / 10 min rule applies on the way back.
          onOpenChange(false);
          window.location.assign(url);
        },
      },
    );
  };
  const close = (next: boolean) => {
    if (!next) checkout.reset();
    onOpenChange(next);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={over ? USAGE_TEXT.exceededTitle : USAGE_TEXT.approachingTitle}
      description={
        message ??
        (firstOver
          ? USAGE_TEXT.limitExceeded(firstOver.window, firstOver.modelClass)
          : USAGE_TEXT.approachingText)
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {USAGE_TEXT.continueWithCurrentPlan}
          </Button>
          {plans.length > 0 && (
            <Button loading={checkout.isPending} onClick={upgrade}>
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
          <RadioCards
            label="Recommended plans"
            value={chosen}
            onChange={setPicked}
            options={plans.map((plan) => ({
              value: plan.id as PaidPlan,
              ariaLabel: `${plan.name} plan`,
              label: (
                <>
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold">{plan.name}</span>
                    <span className="text-sm">
                      <span className="font-semibold">{plan.price}</span>{' '}
                      <span className="text-muted">{plan.cadence}</span>
                    </span>
                  </span>
                  <span className="mt-1 block text-xs text-muted">{plan.summary}</span>
                </>
              ),
            }))}
          />
        )}
        {checkout.isError && <Alert tone="error">{checkoutFailureMessage(checkout.error)}</Alert>}
      </div>
    </Modal>
  );
}
