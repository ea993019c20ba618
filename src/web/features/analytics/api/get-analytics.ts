import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';

export const analyticsQueryKey = (days: number) => ['analytics', days] as const;

export const getAnalytics = (days: number) =>
  answer(api.GET('/api/analytics', { params: { query: { days } } }));

export const analyticsQueryOptions = (days: number) =>
  queryOptions({ queryKey: analyticsQueryKey(days), queryFn: () => getAnalytics(days) });

/** GET /api/analytics for the last `days` UTC days (DESIGN D18). */
export const useAnalytics = (days: number) => useQuery(analyticsQueryOptions(days));
