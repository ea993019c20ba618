import { invoiceFileName, shortDate, type Invoice } from '../../../../contract/billing.ts';

/** A plain-text invoice, named as SPEC §9 says (Parley_Invoice_<id>). */
export function invoiceText(invoice: Invoice, customer: { name: string; email: string }): string {
  return [
    'Parley — Invoice',
    '',
    `Invoice: ${invoice.id}`,
    `Date: ${shortDate(invoice.date)}`,
    `Billed to: ${customer.name} <${customer.email}>`,
    '',
    `Plan: ${invoice.plan}`,
    `Period: ${invoice.period}`,
    `Amount: $${invoice.amount.toFixed(2)} ${invoice.currency.toUpperCase()}`,
    `Status: ${invoice.status}`,
    '',
  ].join('\n');
}

export function downloadInvoice(invoice: Invoice, customer: { name: string; email: string }) {
  const url = URL.createObjectURL(
    new Blob([invoiceText(invoice, customer)], { type: 'text/plain' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice.id);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
