import { describe, expect, it } from 'vitest';
import { invoiceFileName, shortDate } from '../../../../contract/billing.ts';
import { invoiceText } from './invoice-file.ts';

describe('invoice files', () => {
  it('are named Parley_Invoice_<id> and date in short en-US form', () => {
    expect(invoiceFileName('AB12CD34')).toBe('Parley_Invoice_AB12CD34.txt');
    expect(shortDate('2026-11-03T23:30:00.000Z')).toBe('11/3/2026');
    const text = invoiceText(
      {
        id: 'AB12CD34',
        date: '2026-11-03T23:30:00.000Z',
        amount: 10,
        currency: 'usd',
        status: 'paid',
        plan: 'Starter',
        period: 'Nov 2026',
      },
      { name: 'Ada', email: 'ada@example.com' },
    );
    expect(text).toContain('Date: 11/3/2026');
    expect(text).toContain('Amount: $10.00 USD');
  });
});
