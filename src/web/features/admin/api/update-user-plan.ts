import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_TEXT, type UpdateUserPlanBody } from '../../../../contract/admin.ts';
import { answer, api, ApiError } from '../../../lib/api-client.ts';
import { ADMIN_KEY, adminHeaders } from './admin-request.ts';

/** POST /api/admin/update-user-plan (SPEC §7): `{ userId, plan }`. */
export const updateUserPlan = (body: UpdateUserPlanBody) =>
  answer(api.POST('/api/admin/update-user-plan', { body, headers: adminHeaders() }));

/** SPEC §8: a refused change, or any other failure. */
export const planChangeFailure = (error: unknown) =>
  error instanceof ApiError ? ADMIN_TEXT.updatePlanFailed : ADMIN_TEXT.anErrorOccurred;

/** Users, statistics and the audit log all change with a plan: every admin query refreshes. */
export function useUpdateUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [ADMIN_KEY, 'update-user-plan'],
    mutationFn: updateUserPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
