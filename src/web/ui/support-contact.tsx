/**
 * SupportContact: how to reach support (email, answer time, plan and cancellation notes), shown
 * by the dashboard footer's Support modal and the profile's Support tab.
 *   <SupportContact />
 */
import { DASHBOARD_TEXT } from '../../contract/texts.ts';
import { cn } from '../lib/cn.ts';

export function SupportContact({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 text-sm', className)}>
      <p>
        Questions, billing issues or a bug to report? Write to us and we answer within one business
        day.
      </p>
      <p>
        Email:{' '}
        <a
          className="font-medium text-accent-text underline underline-offset-2"
          href={`mailto:${DASHBOARD_TEXT.supportEmail}`}
        >
          {DASHBOARD_TEXT.supportEmail}
        </a>
      </p>
      <p className="text-muted">
        If a plan change does not show within 1 hour, contact support. Cancellations are processed
        within 24 hours and prorated refunds are available.
      </p>
    </div>
  );
}
