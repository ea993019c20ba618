import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSupportMessageBody } from '../../../../contract/admin.ts';
import { answer, api } from '../../../lib/api-client.ts';
import { ADMIN_KEY, adminHeaders } from './admin-request.ts';

export const updateSupportMessage = (id: string, body: UpdateSupportMessageBody) =>
  answer(
    api.PATCH('/api/admin/support-messages/{id}', {
      params: { path: { id } },
      body,
      headers: adminHeaders(),
    }),
  );

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
