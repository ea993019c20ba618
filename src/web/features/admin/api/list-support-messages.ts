import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminHeaders, adminListQuery } from './admin-request.ts';

export const useAdminSupportMessages = (page: number) =>
  useQuery(
    adminListQuery(
      'support-messages',
      (query) =>
        api.GET('/api/admin/support-messages', { params: { query }, headers: adminHeaders() }),
      { page },
    ),
  );
