import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BILLING_TEXT } from '../../../../contract/billing.ts';
import { Alert } from '../../../ui/alert.tsx';
import { useRefreshPlan, verifySession } from '../api/billing.ts';

const SHOW_MS = { success: 5000, cancelled: 3000 } as const;

/**
 * SPEC §4's payment return on /dashboard: `payment=success` shows a banner for 5 s, `cancelled`
 * for 3 s, and the query is cleared; with a session id the payment is verified and, when it is
 * paid, everything the page shows is loaded again (the user, plan, usage), so every view shows
 * the new plan. That reload is of the page's data, not of the document: a document reload would
 * end the 5 s banner as soon as it appeared.
 */
export function PaymentReturnBanner() {
  const refreshPlan = useRefreshPlan();
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment');
  const sessionId = params.get('session_id') ?? params.get('session');
  const [shown] = useState<keyof typeof SHOW_MS | null>(() =>
    payment === 'success' || payment === 'cancelled' ? payment : null,
  );
  const [visible, setVisible] = useState(shown !== null);

  useEffect(() => {
    if (!shown) return;
    setParams({}, { replace: true });
    const timer = setTimeout(() => setVisible(false), SHOW_MS[shown]);
    if (shown === 'success' && sessionId) {
      verifySession(sessionId).then(
        (result) => {
          if (result.paid) void refreshPlan();
        },
        () => undefined,
      );
    }
    return () => clearTimeout(timer);
    // Runs once, for the query the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!visible || !shown) return null;
  return (
    <Alert tone={shown === 'success' ? 'success' : 'info'} className="mb-6">
      {shown === 'success'
        ? BILLING_TEXT.dashboardPaymentSuccess
        : BILLING_TEXT.dashboardPaymentCancelled}
    </Alert>
  );
}
