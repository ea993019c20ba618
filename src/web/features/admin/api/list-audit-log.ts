import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminHeaders, adminListQuery } from './admin-request.ts';

export const useAuditLog = (page: number) =>
  useQuery(
    adminListQuery(
      'audit-log',
      (query) => api.GET('/api/admin/audit-log', { params: { query }, headers: adminHeaders() }),
      { page },
    ),
  );
