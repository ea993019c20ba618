import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_TEXT,
  type Analytics,
} from '../../../../contract/analytics.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Label } from '../../../ui/field.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { ActivityChart } from '../components/activity-chart.tsx';
import { ModelRecordCard } from '../components/model-record.tsx';
import { PersonRecordCard } from '../components/person-record.tsx';
import { PersonasCard } from '../components/personas-card.tsx';
import { SummaryStats } from '../components/summary-stats.tsx';
import { TokensByModelChart } from '../components/tokens-by-model-chart.tsx';
import { TokensOverTimeChart } from '../components/tokens-over-time-chart.tsx';

function AnalyticsView({ analytics }: { analytics: Analytics }) {
  if (analytics.debates === 0 && analytics.tokens.total === 0) {
    return (
      <EmptyState
        title={ANALYTICS_TEXT.emptyTitle}
        description={ANALYTICS_TEXT.emptyBody}
        action={
          <Link to="/dashboard" className={buttonClasses()}>
            {ANALYTICS_TEXT.startDebate}
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SummaryStats analytics={analytics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ActivityChart analytics={analytics} />
        <TokensOverTimeChart analytics={analytics} />
        <ModelRecordCard records={analytics.models} selfMatches={analytics.selfMatches} />
        <PersonRecordCard person={analytics.person} />
        <TokensByModelChart analytics={analytics} />
        <PersonasCard personas={analytics.personas} />
      </div>
    </div>
  );
}

/** /analytics (DESIGN D18): the user's debates, tokens, model record and personas. */
export function AnalyticsPage() {
  const [days, setDays] = useState<number>(ANALYTICS_LIMITS.defaultDays);
  const analytics = useAnalytics(days);
  const periodId = useId();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {ANALYTICS_TEXT.title}
          </h1>
          <p className="mt-2 text-muted">{ANALYTICS_TEXT.subtitle}</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={periodId}>{ANALYTICS_TEXT.periodLabel}</Label>
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="h-10 rounded-lg border border-border-strong bg-surface px-3 text-sm text-fg"
          >
            {ANALYTICS_LIMITS.periods.map((period) => (
              <option key={period} value={period}>
                {ANALYTICS_TEXT.period(period)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView
        query={analytics}
        loadingLabel="Loading analytics"
        failedText={ANALYTICS_TEXT.loadFailed}
      >
        {(data) => <AnalyticsView analytics={data} />}
      </QueryView>
    </div>
  );
}
