import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../contract/admin.ts';
import { ADMIN_KEY, adminRequest } from './admin-request.ts';

export const getStats = () => adminRequest<AdminStats>('/api/admin/stats');

export const useAdminStats = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'stats'], queryFn: getStats, refetchInterval: 60_000 });
