import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../../contract/analytics.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const analyticsQueryKey = (days: number) => ['analytics', days] as const;

export const getAnalytics = (days: number) => apiRequest<Analytics>(`/api/analytics?days=${days}`);

export const analyticsQueryOptions = (days: number) =>
  queryOptions({ queryKey: analyticsQueryKey(days), queryFn: () => getAnalytics(days) });

/** GET /api/analytics for the last `days` UTC days (DESIGN D18). */
export const useAnalytics = (days: number) => useQuery(analyticsQueryOptions(days));
