import { useQuery } from '@tanstack/react-query';
import type { SupportMessageWithSender } from '../../../../contract/support.ts';
import { adminListQuery } from './admin-request.ts';

export const useAdminSupportMessages = (page: number) =>
  useQuery(
    adminListQuery<SupportMessageWithSender>('support-messages', '/api/admin/support-messages', {
      page,
    }),
  );
