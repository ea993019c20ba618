import type { ReactNode } from 'react';
import { ADMIN_TEXT, type AdminStats } from '../../../../contract/admin.ts';
import { TIER_NAMES } from '../../../../contract/tiers.ts';
import { Card } from '../../../ui/card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useAdminStats } from '../api/get-stats.ts';

const number = (value: number) => value.toLocaleString('en-US');

function Stat({ label, value, detail }: { label: string; value: string; detail: ReactNode }) {
  return (
    <Card as="li" className="flex min-w-0 flex-col gap-1 p-4 sm:p-5">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      <p className="text-xs text-muted">{detail}</p>
    </Card>
  );
}

function StatsGrid({ stats }: { stats: AdminStats }) {
  const { byPlan } = stats.users;
  return (
    <ul aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Stat
        label="Users"
        value={number(stats.users.total)}
        detail={(['explore', 'starter', 'enterprise'] as const)
          .map((plan) => `${TIER_NAMES[plan]} ${number(byPlan[plan])}`)
          .join(' · ')}
      />
      <Stat
        label="Conversations"
        value={number(stats.conversations.total)}
        detail={ADMIN_TEXT.conversationsByStatus(
          stats.conversations.byStatus.running,
          stats.conversations.byStatus.waiting,
        )}
      />
      <Stat label="Tokens today" value={number(stats.tokensToday)} detail="Since 00:00 UTC" />
      <Stat
        label="Open support messages"
        value={number(stats.openSupportMessages)}
        detail="Waiting for an answer"
      />
    </ul>
  );
}

/** Users per plan (legacy professional under starter), conversations, tokens today, support. */
export function StatsCards() {
  const stats = useAdminStats();
  return (
    <QueryView
      query={stats}
      loadingLabel="Loading statistics"
      failedText="Failed to load statistics"
    >
      {(data) => <StatsGrid stats={data} />}
    </QueryView>
  );
}
