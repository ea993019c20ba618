import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { ADMIN_KEY, adminHeaders } from './admin-request.ts';

export const getStats = () => answer(api.GET('/api/admin/stats', { headers: adminHeaders() }));

export const useAdminStats = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'stats'], queryFn: getStats, refetchInterval: 60_000 });
