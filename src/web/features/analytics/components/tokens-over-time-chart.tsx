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
import { MODEL_CLASSES } from '../../../../contract/models.ts';
import { CLASS_LABELS } from '../../../../contract/usage.ts';
import {
  axisProps,
  CLASS_COLORS,
  compactNumber,
  gridProps,
  legendProps,
  shortDate,
  tooltipProps,
} from '../lib/chart-theme.ts';
import { ChartCard } from './chart-card.tsx';

/** Tokens per UTC day, stacked by model class (the classes the plans limit). */
export function TokensOverTimeChart({ analytics }: { analytics: Analytics }) {
  const data = analytics.tokens.byDay.map((day) => ({ date: day.date, ...day.byClass }));
  const used = MODEL_CLASSES.filter((modelClass) => analytics.tokens.byClass[modelClass] > 0);
  return (
    <ChartCard
      title={ANALYTICS_TEXT.tokensOverTimeTitle}
      caption={ANALYTICS_TEXT.tokensCaption(
        analytics.tokens.total.toLocaleString('en-US'),
        analytics.days,
      )}
    >
      <div className="h-60">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
            <CartesianGrid {...gridProps} />
            <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={24} {...axisProps} />
            <YAxis tickFormatter={compactNumber} width={48} {...axisProps} />
            <Tooltip
              labelFormatter={(date) => shortDate(String(date))}
              formatter={(value) => Number(value).toLocaleString('en-US')}
              {...tooltipProps}
            />
            <Legend {...legendProps} />
            {used.map((modelClass) => (
              <Bar
                key={modelClass}
                dataKey={modelClass}
                name={CLASS_LABELS[modelClass]}
                stackId="tokens"
                fill={CLASS_COLORS[modelClass]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
