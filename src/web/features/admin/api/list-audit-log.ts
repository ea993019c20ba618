import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../contract/admin.ts';
import { adminListQuery } from './admin-request.ts';

export const useAuditLog = (page: number) =>
  useQuery(adminListQuery<AuditEntry>('audit-log', '/api/admin/audit-log', { page }));
