import { BILLING_TEXT, shortDate } from '../../../../contract/billing.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useInvoices } from '../api/billing.ts';
import { downloadInvoice } from '../lib/invoice-file.ts';

/** Invoices from the account's real payments, each downloadable. */
export function InvoicesCard() {
  const invoices = useInvoices();
  const { user } = useAuth();
  const toast = useToast();
  return (
    <Card as="section" aria-labelledby="invoices-title">
      <CardHeader>
        <CardTitle id="invoices-title">Invoices</CardTitle>
        <CardDescription>One for each payment.</CardDescription>
      </CardHeader>
      <CardBody>
        <QueryView
          query={invoices}
          loadingLabel="Loading invoices"
          failedText={BILLING_TEXT.loadFailed}
        >
          {(list) =>
            list.length === 0 ? (
              <EmptyState
                title="No invoices yet"
                description="Invoices appear here after your first payment."
              />
            ) : (
              <ul className="divide-y divide-border">
                {list.map((invoice) => (
                  <li
                    key={invoice.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium">
                        {invoice.plan} · ${invoice.amount.toFixed(2)}
                      </p>
                      <p className="text-muted">
                        {shortDate(invoice.date)} · {invoice.period} · #{invoice.id} · Paid
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Download invoice ${invoice.id}`}
                      onClick={() => {
                        try {
                          downloadInvoice(invoice, user ?? { name: '', email: '' });
                        } catch {
                          toast({ message: BILLING_TEXT.downloadFailed, tone: 'error' });
                        }
                      }}
                    >
                      Download
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardBody>
    </Card>
  );
}
