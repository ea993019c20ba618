import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { adminListQuery } from './admin-request.ts';

/** GET /api/admin/users: searched by email or name and paged on the server. */
export const useAdminUsers = (filter: { search: string; page: number }) =>
  useQuery(adminListQuery<User>('users', '/api/admin/users', filter));
