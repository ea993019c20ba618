import { useState } from 'react';
import { BILLING_TEXT, priceCents, type PaidPlan } from '../../../../contract/billing.ts';
import { PLAN_CARDS, type PlanId } from '../../../../contract/plans.ts';
import { cn } from '../../../lib/cn.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { SegmentedRadioGroup } from '../../../ui/radio-group.tsx';
import { useCreateCheckout } from '../../checkout/api/create-checkout.ts';
import { checkoutFailureMessage } from '../../checkout/lib/checkout-failure.ts';

type Interval = 'month' | 'year';

function priceOf(plan: PlanId, interval: Interval) {
  if (plan === 'explore') return { price: '$0', cadence: interval === 'year' ? '/year' : '/month' };
  if (plan === 'enterprise') return { price: '$500', cadence: 'one-time' };
  return {
    price: `$${priceCents(plan, interval) / 100}`,
    cadence: interval === 'year' ? '/year' : '/month',
  };
}

/**
 * SPEC §2, §4 Billing: a monthly/annual switch, three plan cards (the current plan's button
 * disabled, 'Current Plan'; explore does nothing; another paid plan opens the confirm modal).
 */
export function PlanPicker({ current }: { current: PlanId }) {
  const [interval, setInterval] = useState<Interval>('month');
  const [chosen, setChosen] = useState<PaidPlan | null>(null);
  const checkout = useCreateCheckout();

  const confirm = () => {
    if (!chosen) return;
    checkout.mutate(
      { planType: chosen, interval },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  };
  const checkoutError = checkout.isError ? checkoutFailureMessage(checkout.error) : null;

  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-title" className="text-lg font-semibold">
          Plans
        </h2>
        <SegmentedRadioGroup
          label="Billing interval"
          hideLabel
          value={interval}
          onChange={setInterval}
          options={[
            { value: 'month', label: 'Monthly' },
            { value: 'year', label: 'Annual' },
          ]}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {PLAN_CARDS.map((plan) => {
          const isCurrent = plan.id === current;
          const { price, cadence } = priceOf(plan.id, interval);
          const canUpgrade = !isCurrent && plan.id !== 'explore' && current !== 'enterprise';
          return (
            <Card
              key={plan.id}
              as="article"
              aria-label={`${plan.name} plan`}
              className={cn(
                'flex flex-col gap-4 p-5',
                isCurrent && 'ring-2 ring-accent',
                plan.highlighted && !isCurrent && 'border-accent/40',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold">{plan.name}</h3>
                {isCurrent ? (
                  <Badge tone="accent">{BILLING_TEXT.currentPlan}</Badge>
                ) : (
                  plan.badge && <Badge tone="success">{plan.badge}</Badge>
                )}
              </div>
              <p>
                <span className="text-3xl font-semibold tracking-tight">{price}</span>{' '}
                <span className="text-sm text-muted">{cadence}</span>
              </p>
              <p className="text-sm text-muted">{plan.summary}</p>
              <ul className="flex flex-1 flex-col gap-1.5 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="text-success-text">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                variant={isCurrent || plan.id === 'explore' ? 'secondary' : 'primary'}
                disabled={!canUpgrade}
                onClick={() => {
                  if (plan.id === 'explore') return;
                  if (canUpgrade) setChosen(plan.id);
                }}
              >
                {isCurrent
                  ? BILLING_TEXT.currentPlan
                  : plan.id === 'explore'
                    ? 'Free'
                    : `Choose ${plan.name}`}
              </Button>
            </Card>
          );
        })}
      </div>
      <Modal
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) {
            setChosen(null);
            checkout.reset();
          }
        }}
        title={chosen ? `Upgrade to ${PLAN_CARDS.find((p) => p.id === chosen)!.name}` : ''}
        description={
          chosen
            ? `${priceOf(chosen, interval).price} ${priceOf(chosen, interval).cadence}. You will be taken to checkout to pay.`
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button loading={checkout.isPending} onClick={confirm}>
              Continue to checkout
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-muted">{BILLING_TEXT.planUpdateNotice}</p>
          {checkoutError && <Alert tone="error">{checkoutError}</Alert>}
        </div>
      </Modal>
    </section>
  );
}
