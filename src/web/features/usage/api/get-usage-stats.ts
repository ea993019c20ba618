import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { USAGE_POLL_MS } from '../../../../contract/usage.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { statsOrFallback } from '../lib/usage-view.ts';

export const usageStatsQueryKey = ['usage', 'stats'] as const;

export const getUsageStats = () => answer(api.GET('/api/usage/stats'));

/** SPEC §7: polled every 30 s where usage matters (the dashboard, billing). */
export const usageStatsQueryOptions = (poll = true) =>
  queryOptions({
    queryKey: usageStatsQueryKey,
    queryFn: getUsageStats,
    staleTime: 5_000,
    ...(poll ? { refetchInterval: USAGE_POLL_MS } : {}),
  });

export const useUsageStats = (poll = true) => useQuery(usageStatsQueryOptions(poll));

/**
 * The stats the dashboard goes by: SPEC §8's fallback (explore plan, zero usage, default limits)
 * when they cannot be loaded, so the page still works; the server enforces the real limits.
 */
export function useUsageStatsOrFallback(poll = true) {
  const query = useUsageStats(poll);
  return { stats: statsOrFallback(query) };
}

/** Usage is fetched again after every turn: pass anything that changes once per turn. */
export function useRefreshUsageAfterTurns(turns: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (turns !== undefined) void queryClient.invalidateQueries({ queryKey: usageStatsQueryKey });
  }, [queryClient, turns]);
}
