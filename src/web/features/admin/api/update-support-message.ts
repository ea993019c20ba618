import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSupportMessageBody } from '../../../../contract/admin.ts';
import type { SupportMessageWithSender } from '../../../../contract/support.ts';
import { ADMIN_KEY, adminRequest } from './admin-request.ts';

export const updateSupportMessage = (id: string, body: UpdateSupportMessageBody) =>
  adminRequest<SupportMessageWithSender>(`/api/admin/support-messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });

/** Closing or reopening changes the list, the open count and the audit log. */
export function useUpdateSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ADMIN_KEY, 'update-support-message'],
    mutationFn: ({ id, ...body }: UpdateSupportMessageBody & { id: string }) =>
      updateSupportMessage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
