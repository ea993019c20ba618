/** The billing endpoints: one query or mutation each, with the keys they refresh. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoCheckout, Invoice, SubscriptionView } from '../../../../contract/billing.ts';
import type { PlanId } from '../../../../contract/plans.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { usageStatsQueryKey } from '../../usage/api/get-usage-stats.ts';

const subscriptionKey = ['billing', 'subscription'] as const;
const invoicesKey = ['billing', 'invoices'] as const;

export const useSubscription = () =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKey,
      queryFn: () => apiRequest<SubscriptionView>('/api/billing/subscription'),
    }),
  );

export const useInvoices = () =>
  useQuery(
    queryOptions({
      queryKey: invoicesKey,
      queryFn: () => apiRequest<Invoice[]>('/api/billing/invoices'),
    }),
  );

/** After a plan change everything that shows the plan is read again. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return async () => {
    await Promise.all([
      refreshUser(),
      queryClient.invalidateQueries({ queryKey: ['billing'] }),
      queryClient.invalidateQueries({ queryKey: usageStatsQueryKey }),
    ]);
  };
}

export function useSetCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) =>
      apiRequest<SubscriptionView>(
        `/api/billing/subscription/${cancel ? 'cancel' : 'reactivate'}`,
        { method: 'POST' },
      ),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}

export const verifySession = (id: string) =>
  apiRequest<{ success: boolean; paid: boolean; plan: PlanId }>(
    `/api/stripe/verify-session/${encodeURIComponent(id)}`,
  );

const demoKey = (id: string) => ['billing', 'demo-checkout', id] as const;

export const useDemoCheckout = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: demoKey(id),
      queryFn: () =>
        apiRequest<DemoCheckout>(`/api/billing/demo-checkout/${encodeURIComponent(id)}`),
      retry: false,
    }),
  );

export function useCompleteDemoCheckout(id: string) {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: () =>
      apiRequest<DemoCheckout>(`/api/billing/demo-checkout/${encodeURIComponent(id)}/complete`, {
        method: 'POST',
      }),
    onSuccess: async () => refreshPlan(),
  });
}
