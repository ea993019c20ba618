import { z } from 'zod';
import type { ConversationStatus } from './conversations.ts';
import { idSchema } from './ids.ts';
import { userSchema } from './auth.ts';
import { PLAN_IDS } from './plans.ts';
import { supportMessageWithSenderSchema, supportStatusSchema } from './support.ts';

/** SPEC §5 and §8: the admin texts, verbatim; the last two are ours. */
export const ADMIN_TEXT = {
  /** Not SPEC's: a community post's counts in the admin list, "1 like · 2 imports" (issue 33). */
  postCounts: (likes: number, imports: number) =>
    `${likes} like${likes === 1 ? '' : 's'} · ${imports} import${imports === 1 ? '' : 's'}`,
  invalidCredentials: 'Invalid admin credentials',
  authenticationFailed: 'Admin authentication failed',
  connectionError: 'Connection error',
  updatePlanFailed: 'Failed to update user plan',
  anErrorOccurred: 'An error occurred',
  planUpdated: 'User plan updated successfully!',
  /** Not from SPEC: the question before a plan change, which changes billing (issue 33). */
  confirmPlanTitle: 'Change this plan?',
  confirmPlan: (name: string, from: string, to: string) =>
    `${name}'s plan changes from ${from} to ${to}, and their billing with it.`,
  /** Not from SPEC: the server's answer to a signed-in non-admin on /api/admin/*. */
  adminRequired: 'Administrator access required',
  userNotFound: 'User not found',
  postNotFound: 'Post not found',
  removePost: 'Remove',
  removePostConfirm: 'Remove this post from the community? This cannot be undone.',
  /** The conversations card's detail, by status as the API reports it (issue 23). */
  conversationsByStatus: (running: number, waiting: number) =>
    `${running.toLocaleString('en-US')} running · ${waiting.toLocaleString('en-US')} waiting for the host`,
} as const;

/** SPEC §4 Admin: the plan dialog closes this long after a successful change. */
export const PLAN_DIALOG_CLOSE_MS = 2000;

/** The plans an admin can set (SPEC §6); the legacy professional tier cannot be chosen. */
export const ADMIN_PLANS = PLAN_IDS;
export const adminPlanSchema = z.enum(ADMIN_PLANS, {
  error: `plan must be one of ${ADMIN_PLANS.join(', ')}`,
});

export const ADMIN_PAGING = { defaultPageSize: 20, maxPageSize: 100, searchMax: 100 } as const;

/** Admin lists answer a JSON array (SPEC §7's "list of users"); the total rides in this header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGING.maxPageSize)
    .default(ADMIN_PAGING.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** GET /api/admin/users: `search` matches email or name, case-insensitively, anywhere. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(ADMIN_PAGING.searchMax).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserListSchema = z.array(userSchema);

/** POST /api/admin/update-user-plan (SPEC §7): `{ userId, plan }`, answered with success. */
export const updateUserPlanBodySchema = z.object({
  userId: idSchema('userId must be a user id'),
  plan: adminPlanSchema,
});
export type UpdateUserPlanBody = z.infer<typeof updateUserPlanBodySchema>;

export const updateUserPlanResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
});
export type UpdateUserPlanResponse = z.infer<typeof updateUserPlanResponseSchema>;

/** GET /api/admin/stats. Users per plan count legacy professional under starter. */
export const adminStatsSchema = z.object({
  users: z.object({
    total: z.number(),
    byPlan: z.object({ explore: z.number(), starter: z.number(), enterprise: z.number() }),
  }),
  /** Every conversation, and how many have each status (a checkpoint's are 'waiting'). */
  conversations: z.object({
    total: z.number(),
    byStatus: z.object({
      running: z.number(),
      waiting: z.number(),
      paused: z.number(),
      stopped: z.number(),
      failed: z.number(),
      finished: z.number(),
    }) satisfies z.ZodType<Record<ConversationStatus, number>>,
  }),
  /** Total tokens used since 00:00 UTC (DESIGN D5: windows are calendar UTC days). */
  tokensToday: z.number(),
  openSupportMessages: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const accountRefSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actor: accountRefSchema.nullable(),
  target: z.string().nullable(),
  /** The account `target` names, when it is a user id of an account that still exists. */
  targetUser: accountRefSchema.nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);

export const adminSupportMessageListSchema = z.array(supportMessageWithSenderSchema);

export const supportMessageIdParamsSchema = z.object({
  id: idSchema('Support message not found'),
});
export const communityPostIdParamsSchema = z.object({ id: idSchema(ADMIN_TEXT.postNotFound) });

export const updateSupportMessageBodySchema = z.object({ status: supportStatusSchema });
export type UpdateSupportMessageBody = z.infer<typeof updateSupportMessageBodySchema>;

/** The actions this panel writes to the audit log. */
export const AUDIT_ACTIONS = {
  updateUserPlan: 'admin.update_user_plan',
  updateSupportMessage: 'admin.update_support_message',
  removeCommunityPost: 'admin.remove_community_post',
} as const;
