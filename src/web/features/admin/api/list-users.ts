import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminHeaders, adminListQuery } from './admin-request.ts';

/** GET /api/admin/users: searched by email or name and paged on the server. */
export const useAdminUsers = (filter: { search: string; page: number }) =>
  useQuery(
    adminListQuery(
      'users',
      (query) => api.GET('/api/admin/users', { params: { query }, headers: adminHeaders() }),
      filter,
    ),
  );
