import { useNavigate, useParams } from 'react-router';
import { BILLING_TEXT } from '../../../../contract/billing.ts';
import { TIER_NAMES } from '../../../../contract/tiers.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useCompleteDemoCheckout, useDemoCheckout } from '../api/billing.ts';

const CADENCE = { month: 'per month', year: 'per year', once: 'one-time' } as const;

/** DESIGN D7: the checkout used when Stripe is not configured, clearly marked as a demo. */
export function DemoCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useDemoCheckout(sessionId);
  const pay = useCompleteDemoCheckout(sessionId);

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <QueryView
        query={checkout}
        loadingLabel="Loading checkout"
        failedText={BILLING_TEXT.loadFailed}
      >
        {(session) => (
          <Card as="section" aria-labelledby="demo-checkout-title">
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle id="demo-checkout-title">Checkout</CardTitle>
                <Badge tone="warning">{BILLING_TEXT.demoBadge}</Badge>
              </div>
              <CardDescription>{BILLING_TEXT.demoExplanation}</CardDescription>
            </CardHeader>
            <CardBody className="flex flex-col gap-5">
              <dl className="flex items-baseline justify-between gap-3 rounded-xl bg-surface-2 p-4">
                <dt className="font-medium">Parley {TIER_NAMES[session.plan]}</dt>
                <dd>
                  <span className="text-2xl font-semibold">
                    ${(session.amountCents / 100).toFixed(2)}
                  </span>{' '}
                  <span className="text-sm text-muted">{CADENCE[session.interval]}</span>
                </dd>
              </dl>
              {pay.isError && (
                <Alert tone="error">
                  {failureMessage(pay.error, BILLING_TEXT.checkoutStartFailed)}
                </Alert>
              )}
              {session.status === 'paid' ? (
                <Button onClick={() => void navigate(session.successUrl)}>Continue</Button>
              ) : (
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button variant="secondary" onClick={() => void navigate(session.cancelUrl)}>
                    Cancel
                  </Button>
                  <Button
                    loading={pay.isPending}
                    onClick={() =>
                      pay.mutate(undefined, {
                        onSuccess: (paid) => void navigate(paid.successUrl),
                      })
                    }
                  >
                    Pay ${(session.amountCents / 100).toFixed(2)} (demo)
                  </Button>
                </div>
              )}
            </CardBody>
          </Card>
        )}
      </QueryView>
    </div>
  );
}
