import {
  CLASS_LABELS,
  formatTokens,
  UNLIMITED,
  type UsageStats,
} from '../../../../contract/usage.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { UsageBar } from '../../usage/components/usage-bar.tsx';
import { classUsage, limitNotices } from '../../usage/lib/usage-view.ts';

const STATUS_BADGES = {
  unlimited: { tone: 'neutral', text: 'Unlimited' },
  healthy: { tone: 'success', text: 'Healthy' },
  approaching: { tone: 'warning', text: 'Approaching' },
  over_limit: { tone: 'danger', text: 'Over limit' },
} as const;

/**
 * SPEC §2 Billing: the usage-by-tier panel, with the 'Daily Limit Exceeded' card when a daily
 * premium limit is over and a notice naming any other limit that is over.
 */
export function UsageByTier({ stats }: { stats: UsageStats }) {
  const rows = classUsage(stats);
  return (
    <div className="flex flex-col gap-4">
      {limitNotices(stats).map((notice) => (
        <Alert key={notice.key} tone="error" title={notice.title}>
          {notice.text}
        </Alert>
      ))}
      <Card as="section" aria-labelledby="usage-by-tier-title">
        <CardHeader>
          <CardTitle id="usage-by-tier-title">Usage by model class</CardTitle>
          <CardDescription>
            What your plan allows and what you have used, in UTC days (hours on Starter).
          </CardDescription>
        </CardHeader>
        <CardBody className="grid gap-5 sm:grid-cols-2">
          {rows.map((row) => {
            const badge = STATUS_BADGES[row.status];
            return (
              <div key={row.modelClass} className="flex flex-col gap-2" data-class={row.modelClass}>
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold">{CLASS_LABELS[row.modelClass]}</span>
                  <Badge tone={badge.tone}>{badge.text}</Badge>
                </div>
                {row.limit === UNLIMITED ? (
                  <p className="text-sm text-muted">
                    {formatTokens(row.used)} tokens this {row.window} · Unlimited
                  </p>
                ) : (
                  <>
                    <UsageBar
                      percent={row.percent}
                      exceeded={row.status === 'over_limit'}
                      label={`${CLASS_LABELS[row.modelClass]} usage`}
                    />
                    <p className="text-sm text-muted tabular-nums">
                      {row.used.toLocaleString('en-US')} / {row.limit.toLocaleString('en-US')}{' '}
                      tokens per {row.window} · {row.remaining.toLocaleString('en-US')} left
                    </p>
                  </>
                )}
              </div>
            );
          })}
        </CardBody>
      </Card>
    </div>
  );
}
