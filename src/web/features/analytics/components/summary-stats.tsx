import { ANALYTICS_TEXT, type Analytics } from '../../../../contract/analytics.ts';
import { Card } from '../../../ui/card.tsx';
import { compactNumber } from '../lib/chart-theme.ts';

/** The period's totals: debates, messages and tokens. */
export function SummaryStats({ analytics }: { analytics: Analytics }) {
  const stats = [
    { label: ANALYTICS_TEXT.debates, value: analytics.debates.toLocaleString('en-US') },
    { label: ANALYTICS_TEXT.messages, value: analytics.messages.toLocaleString('en-US') },
    {
      label: ANALYTICS_TEXT.tokens,
      value: compactNumber(analytics.tokens.total),
      title: analytics.tokens.total.toLocaleString('en-US'),
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map((stat) => (
        <Card key={stat.label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums" title={stat.title}>
            {stat.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
