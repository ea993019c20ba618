import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_TEXT } from '../../../../contract/billing.ts';
import { PRICING_FAQ } from '../../../../contract/plans.ts';
import { effectivePlan } from '../../../../contract/tiers.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useUsageStats } from '../../usage/api/get-usage-stats.ts';
import { useRefreshPlan, useSubscription, verifySession } from '../api/billing.ts';
import { ComparisonTable } from '../components/comparison-table.tsx';
import { InvoicesCard } from '../components/invoices-card.tsx';
import { PlanPicker } from '../components/plan-picker.tsx';
import { SubscriptionCard } from '../components/subscription-card.tsx';
import { UsageByTier } from '../components/usage-by-tier.tsx';

/**
 * SPEC §4 payment return on /billing: success=true shows the success notice, cleans the URL
 * and refreshes the user (after verifying the session, which fulfils a paid one); canceled=true
 * shows an info notice.
 */
function usePaymentReturn() {
  const [params, setParams] = useSearchParams();
  const refreshPlan = useRefreshPlan();
  const [notice] = useState(() =>
    params.get('success') === 'true'
      ? 'success'
      : params.get('canceled') === 'true'
        ? 'canceled'
        : null,
  );
  const sessionId = params.get('session_id');
  useEffect(() => {
    if (!notice) return;
    setParams({}, { replace: true });
    const verify = notice === 'success' && sessionId ? verifySession(sessionId) : Promise.resolve();
    void verify.catch(() => undefined).then(refreshPlan);
    // Runs once, for the query the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return notice;
}

/** SPEC §2 Billing: usage by tier, plans, comparison, subscription, invoices and FAQ. */
export function BillingPage() {
  const { user, refreshUser } = useAuth();
  const stats = useUsageStats();
  const subscription = useSubscription();
  const notice = usePaymentReturn();
  // The plan may have changed since the app loaded the user (an admin's change, a payment in
  // another tab): the subscription, fetched as the page opens, says the plan now, and the user
  // is read again so every other view agrees.
  const current = effectivePlan(subscription.data?.plan_type ?? user?.subscription_tier);
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Billing</h1>
        <p className="mt-2 text-muted">Your plan, what it allows, and what you have used.</p>
      </div>
      {notice === 'success' && <Alert tone="success">{BILLING_TEXT.paymentSuccess}</Alert>}
      {notice === 'canceled' && <Alert tone="info">{BILLING_TEXT.paymentCanceled}</Alert>}
      <QueryView query={stats} loadingLabel="Loading usage" failedText={BILLING_TEXT.loadFailed}>
        {(data) => <UsageByTier stats={data} />}
      </QueryView>
      <SubscriptionCard />
      <PlanPicker current={current} />
      <Alert tone="info" title="Plan updates">
        {BILLING_TEXT.planUpdateNotice}
      </Alert>
      <ComparisonTable />
      <InvoicesCard />
      <section aria-labelledby="faq-title" className="flex flex-col gap-3">
        <h2 id="faq-title" className="text-lg font-semibold">
          Frequently asked questions
        </h2>
        <div className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {PRICING_FAQ.map((item) => (
            <details key={item.question} className="group px-4 py-3">
              <summary className="cursor-pointer text-sm font-medium">{item.question}</summary>
              <p className="mt-2 text-sm text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
      <Alert tone="warning" title="Cancellation">
        {BILLING_TEXT.cancellationNotice}
      </Alert>
    </div>
  );
}
