import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_TEXT, type Analytics } from '../../../../contract/analytics.ts';
import { axisProps, compactNumber, gridProps, SERIES, tooltipProps } from '../lib/chart-theme.ts';
import { useModelLabel } from '../lib/use-model-label.ts';
import { ChartCard } from './chart-card.tsx';

/** Tokens per model over the period, largest first. */
export function TokensByModelChart({ analytics }: { analytics: Analytics }) {
  const modelLabel = useModelLabel();
  const rows = analytics.tokens.byModel.map((row) => ({ ...row, label: modelLabel(row.model) }));
  return (
    <ChartCard
      title={ANALYTICS_TEXT.tokensByModelTitle}
      caption={rows.map((row) => `${row.label}: ${row.tokens.toLocaleString('en-US')}`).join('; ')}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{ANALYTICS_TEXT.emptyTokens}</p>
      ) : (
        <div style={{ height: Math.max(120, rows.length * 40 + 40) }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={rows}
              layout="vertical"
              maxBarSize={28}
              margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
            >
              <CartesianGrid {...gridProps} vertical horizontal={false} />
              <XAxis type="number" tickFormatter={compactNumber} {...axisProps} />
              <YAxis type="category" dataKey="label" width={120} {...axisProps} />
              <Tooltip
                formatter={(value) => Number(value).toLocaleString('en-US')}
                {...tooltipProps}
              />
              <Bar
                dataKey="tokens"
                name={ANALYTICS_TEXT.tokens}
                fill={SERIES.tokens}
                radius={[0, 3, 3, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
