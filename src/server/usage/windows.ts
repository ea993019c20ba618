import type { QuotaWindow } from '../../contract/usage.ts';

/** Start of the calendar UTC day or hour holding `at` (DESIGN D5). */
export function windowStart(window: QuotaWindow, at: Date): Date {
  const hour = window === 'hour' ? at.getUTCHours() : 0;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hour));
}
