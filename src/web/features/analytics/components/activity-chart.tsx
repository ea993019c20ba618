import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ANALYTICS_TEXT, type Analytics } from '../../../../contract/analytics.ts';
import {
  axisProps,
  gridProps,
  legendProps,
  SERIES,
  shortDate,
  tooltipProps,
} from '../lib/chart-theme.ts';
import { ChartCard } from './chart-card.tsx';

/** Debates started and messages written per UTC day of the period. */
export function ActivityChart({ analytics }: { analytics: Analytics }) {
  return (
    <ChartCard
      title={ANALYTICS_TEXT.activityTitle}
      caption={ANALYTICS_TEXT.activityCaption(
        analytics.debates,
        analytics.messages,
        analytics.days,
      )}
    >
      <div className="h-60">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={analytics.activity} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={24} {...axisProps} />
            <YAxis allowDecimals={false} width={48} {...axisProps} />
            <Tooltip labelFormatter={(date) => shortDate(String(date))} {...tooltipProps} />
            <Legend {...legendProps} />
            <Bar
              dataKey="debates"
              name={ANALYTICS_TEXT.debates}
              fill={SERIES.debates}
              radius={[3, 3, 0, 0]}
            />
            <Bar
              dataKey="messages"
              name={ANALYTICS_TEXT.messages}
              fill={SERIES.messages}
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
