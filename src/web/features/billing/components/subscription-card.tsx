import { BILLING_TEXT, shortDate } from '../../../../contract/billing.ts';
import { tierLabel } from '../../../../contract/tiers.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useSetCancelAtPeriodEnd, useSubscription } from '../api/billing.ts';

const INTERVALS = { month: 'Monthly', year: 'Annual', once: 'One-time purchase' } as const;

/** SPEC §3's subscription view, with cancel at period end and reactivate (real calls). */
export function SubscriptionCard() {
  const subscription = useSubscription();
  const change = useSetCancelAtPeriodEnd();
  return (
    <Card as="section" aria-labelledby="subscription-title">
      <CardHeader>
        <CardTitle id="subscription-title">Subscription</CardTitle>
        <CardDescription>Your plan in the current billing period.</CardDescription>
      </CardHeader>
      <CardBody>
        <QueryView
          query={subscription}
          loadingLabel="Loading your subscription"
          failedText={BILLING_TEXT.loadFailed}
        >
          {(view) => {
            const paid = view.plan_type !== 'explore';
            const renews = view.billing_interval === 'month' || view.billing_interval === 'year';
            return (
              <div className="flex flex-col gap-4">
                <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
                  <div>
                    <dt className="text-muted">Plan</dt>
                    <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium">
                      {tierLabel(view.plan_type)}
                      {view.billing_interval && (
                        <Badge tone="accent">{INTERVALS[view.billing_interval]}</Badge>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">Current period</dt>
                    <dd className="mt-1 font-medium tabular-nums">
                      {shortDate(view.current_period_start)} – {shortDate(view.current_period_end)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">Tokens this period</dt>
                    <dd className="mt-1 font-medium tabular-nums">
                      {BILLING_TEXT.tokensThisPeriod(view.period_tokens_used)}
                    </dd>
                    <dd className="mt-1 text-xs text-muted">
                      {BILLING_TEXT.tokensThisPeriodHint(
                        view.period_tokens_used,
                        view.period_tokens_limit,
                        view.plan_type === 'enterprise',
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">Next billing amount</dt>
                    <dd className="mt-1 font-medium tabular-nums">
                      ${view.next_billing_amount.toFixed(2)}
                    </dd>
                  </div>
                </dl>
                {view.cancel_at_period_end && (
                  <Alert tone="warning" title="Cancels at the end of this period">
                    {BILLING_TEXT.cancellationNotice}
                  </Alert>
                )}
                {change.isError && (
                  <Alert tone="error">
                    {failureMessage(
                      change.error,
                      change.variables ? BILLING_TEXT.cancelFailed : BILLING_TEXT.reactivateFailed,
                    )}
                  </Alert>
                )}
                {paid && renews && (
                  <div>
                    {view.cancel_at_period_end ? (
                      <Button
                        variant="secondary"
                        loading={change.isPending}
                        onClick={() => change.mutate(false)}
                      >
                        Reactivate subscription
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        loading={change.isPending}
                        onClick={() => change.mutate(true)}
                      >
                        Cancel at period end
                      </Button>
                    )}
                  </div>
                )}
              </div>
            );
          }}
        </QueryView>
      </CardBody>
    </Card>
  );
}
