/** The billing endpoints: one query or mutation each, with the keys they refresh. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { usageStatsQueryKey } from '../../usage/api/get-usage-stats.ts';

const subscriptionKey = ['billing', 'subscription'] as const;
const invoicesKey = ['billing', 'invoices'] as const;

export const useSubscription = () =>
  useQuery(
    queryOptions({
      queryKey: subscriptionKey,
      queryFn: () => answer(api.GET('/api/billing/subscription')),
    }),
  );

export const useInvoices = () =>
  useQuery(
    queryOptions({
      queryKey: invoicesKey,
      queryFn: () => answer(api.GET('/api/billing/invoices')),
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
      answer(
        cancel
          ? api.POST('/api/billing/subscription/cancel')
          : api.POST('/api/billing/subscription/reactivate'),
      ),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}

export const verifySession = (id: string) =>
  answer(api.GET('/api/stripe/verify-session/{id}', { params: { path: { id } } }));

const demoKey = (id: string) => ['billing', 'demo-checkout', id] as const;

export const useDemoCheckout = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: demoKey(id),
      queryFn: () =>
        answer(api.GET('/api/billing/demo-checkout/{id}', { params: { path: { id } } })),
      retry: false,
    }),
  );

export function useCompleteDemoCheckout(id: string) {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: () =>
      answer(api.POST('/api/billing/demo-checkout/{id}/complete', { params: { path: { id } } })),
    onSuccess: async () => refreshPlan(),
  });
}
