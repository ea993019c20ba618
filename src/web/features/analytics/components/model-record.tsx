import { useState } from 'react';
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
import { ANALYTICS_TEXT, type ModelRecord } from '../../../../contract/analytics.ts';
import { cn } from '../../../lib/cn.ts';
import { axisProps, gridProps, legendProps, SERIES, tooltipProps } from '../lib/chart-theme.ts';
import { nextSort, RECORD_COLUMNS, sortRecords, type RecordSort } from '../lib/model-record.ts';
import { useModelLabel } from '../lib/use-model-label.ts';
import { ChartCard } from './chart-card.tsx';

function RecordTable({ records }: { records: readonly ModelRecord[] }) {
  const [sort, setSort] = useState<RecordSort>({ column: 'rating', direction: 'descending' });
  const modelLabel = useModelLabel();
  const sorted = sortRecords(records, sort, modelLabel);
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{ANALYTICS_TEXT.modelRecordTitle}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted">
            {RECORD_COLUMNS.map(({ column, label }) => (
              <th
                key={column}
                scope="col"
                aria-sort={sort.column === column ? sort.direction : 'none'}
                className={cn('py-2 font-medium', column !== 'model' && 'text-right')}
              >
                <button
                  type="button"
                  onClick={() => setSort(nextSort(sort, column))}
                  aria-label={ANALYTICS_TEXT.sortBy(label)}
                  className="inline-flex items-center gap-1 rounded hover:text-fg"
                >
                  {label}
                  <span aria-hidden="true" className="w-3 text-xs">
                    {sort.column === column ? (sort.direction === 'ascending' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((record) => (
            <tr key={record.model} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {modelLabel(record.model)}
              </th>
              {RECORD_COLUMNS.slice(1).map(({ column }) => (
                <td key={column} className="py-2 text-right tabular-nums">
                  {record[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordChart({ records }: { records: readonly ModelRecord[] }) {
  const modelLabel = useModelLabel();
  const played = records
    .filter((record) => record.games > 0)
    .map((record) => ({ ...record, label: modelLabel(record.model) }));
  if (played.length === 0) return null;
  return (
    <div className="mt-6" style={{ height: Math.max(140, played.length * 40 + 60) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={played}
          layout="vertical"
          maxBarSize={28}
          margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
        >
          <CartesianGrid {...gridProps} vertical horizontal={false} />
          <XAxis type="number" allowDecimals={false} {...axisProps} />
          <YAxis type="category" dataKey="label" width={120} {...axisProps} />
          <Tooltip {...tooltipProps} />
          <Legend {...legendProps} />
          <Bar dataKey="wins" name={ANALYTICS_TEXT.wins} stackId="games" fill={SERIES.wins} />
          <Bar dataKey="draws" name={ANALYTICS_TEXT.draws} stackId="games" fill={SERIES.draws} />
          <Bar dataKey="losses" name={ANALYTICS_TEXT.losses} stackId="games" fill={SERIES.losses} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Which models win: the record from verdict outcomes, as a sortable table and a chart. */
export function ModelRecordCard({
  records,
  selfMatches,
}: {
  records: readonly ModelRecord[];
  /** Judged debates of a model against itself, left out of the games (said, not hidden). */
  selfMatches: number;
}) {
  const judged = records.some((record) => record.verdicts > 0);
  return (
    <ChartCard
      title={ANALYTICS_TEXT.modelRecordTitle}
      description={ANALYTICS_TEXT.modelRecordHint}
      className="lg:col-span-2"
    >
      {judged ? (
        <>
          <RecordTable records={records} />
          {selfMatches > 0 && (
            <p className="mt-3 text-sm text-muted">{ANALYTICS_TEXT.selfMatches(selfMatches)}</p>
          )}
          <RecordChart records={records} />
        </>
      ) : (
        <p className="text-sm text-muted">{ANALYTICS_TEXT.emptyRecord}</p>
      )}
    </ChartCard>
  );
}
