import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { VERDICT_UI_TEXT, type Verdict } from '../../../../contract/verdicts.ts';
import { axisProps, gridProps, SERIES, tooltipProps } from '../../analytics/lib/chart-theme.ts';
import { consensusSeries } from '../lib/verdict-view.ts';

/**
 * Consensus after each verdict, by the messages it judged (recharts, loaded lazily by the
 * Verdict panel). The caption says the same in words for screen readers.
 */
export function ConsensusChart({ verdicts }: { verdicts: readonly Verdict[] }) {
  const data = consensusSeries(verdicts);
  const caption = VERDICT_UI_TEXT.chartCaption(
    data.map((point) => VERDICT_UI_TEXT.chartPoint(point.messageCount, point.consensus)).join('; '),
  );
  return (
    <figure className="m-0 flex flex-col gap-2" data-testid="consensus-chart">
      <h3 className="text-sm font-semibold">{VERDICT_UI_TEXT.chartTitle}</h3>
      <div className="h-40">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid {...gridProps} />
            {/* One point per verdict, in order: two verdicts of the same messages stay apart. */}
            <XAxis
              dataKey="index"
              type="category"
              tickFormatter={(index) => String(data[Number(index) - 1]?.messageCount ?? '')}
              {...axisProps}
            />
            <YAxis domain={[0, 100]} ticks={[0, 50, 100]} unit="%" width={44} {...axisProps} />
            <Tooltip
              labelFormatter={(index) =>
                `${VERDICT_UI_TEXT.chartAxis}: ${data[Number(index) - 1]?.messageCount ?? ''}`
              }
              formatter={(value) => [`${String(value)}%`, VERDICT_UI_TEXT.consensusLabel]}
              {...tooltipProps}
            />
            <Line
              type="monotone"
              dataKey="consensus"
              stroke={SERIES.debates}
              strokeWidth={2}
              dot={{ r: 3, fill: SERIES.debates }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
