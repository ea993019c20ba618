import {
  ADMIN_TEXT,
  AUDIT_ACTIONS,
  type AdminStats,
  type AdminUsersQuery,
  type AuditEntry,
  type PageQuery,
  type UpdateSupportMessageBody,
  type UpdateUserPlanBody,
} from '../../contract/admin.ts';
import type { User } from '../../contract/auth.ts';
import { SUPPORT_TEXT, type SupportMessageWithSender } from '../../contract/support.ts';
import { toUser, type AuthService } from '../auth/service.ts';
import { AppError } from '../lib/app-error.ts';
import type { SupportRepository } from '../support/repository.ts';
import { toSupportMessageWithSender } from '../support/service.ts';
import type { AdminRepository } from './repository.ts';
import { countUsersByPlan, startOfUtcDay } from './rules.ts';

export type Page<T> = { items: T[]; total: number };

/** The admin panel's rules (DESIGN D3). Callers are checked admins; every change is audited. */
export function createAdminService({
  repository,
  support,
  auth,
  now = () => new Date(),
}: {
  repository: AdminRepository;
  support: SupportRepository;
  auth: Pick<AuthService, 'forgetCachedUser'>;
  now?: () => Date;
}) {
  return {
    async listUsers(query: AdminUsersQuery): Promise<Page<User>> {
      const { rows, total } = await repository.listUsers(query);
      return { items: rows.map(toUser), total };
    },

    async updateUserPlan(admin: User, { userId, plan }: UpdateUserPlanBody): Promise<User> {
      const row = await repository.updatePlan(userId, plan, {
        actorId: admin.id,
        action: AUDIT_ACTIONS.updateUserPlan,
        target: userId,
      });
      if (!row) throw new AppError('not_found', ADMIN_TEXT.userNotFound);
      // The user's next call must see the new plan, not a session cached with the old one.
      auth.forgetCachedUser(userId);
      return toUser(row);
    },

    /** Moderation: removes any community post; the audit entry names its author and title. */
    async removeCommunityPost(admin: User, id: string): Promise<void> {
      const removed = await repository.removeCommunityPost(id, {
        actorId: admin.id,
        action: AUDIT_ACTIONS.removeCommunityPost,
      });
      if (!removed) throw new AppError('not_found', ADMIN_TEXT.postNotFound);
    },

    async stats(): Promise<AdminStats> {
      const [tiers, byStatus, tokensToday, openSupportMessages] = await Promise.all([
        repository.usersPerTier(),
        repository.conversationsByStatus(),
        repository.tokensSince(startOfUtcDay(now())),
        support.countOpen(),
      ]);
      const byPlan = countUsersByPlan(tiers);
      return {
        users: { total: byPlan.explore + byPlan.starter + byPlan.enterprise, byPlan },
        conversations: {
          total: Object.values(byStatus).reduce((sum, value) => sum + value, 0),
          byStatus,
        },
        tokensToday,
        openSupportMessages,
      };
    },

    async listSupportMessages(page: PageQuery): Promise<Page<SupportMessageWithSender>> {
      const { rows, total } = await support.listPage(page);
      return { items: rows.map(toSupportMessageWithSender), total };
    },

    async updateSupportMessage(
      admin: User,
      id: string,
      { status }: UpdateSupportMessageBody,
    ): Promise<SupportMessageWithSender> {
      const before = await support.findById(id);
      if (!before) throw new AppError('not_found', SUPPORT_TEXT.notFound);
      if (before.status === status) return toSupportMessageWithSender(before);
      const row = await support.setStatus(id, status);
      if (!row) throw new AppError('not_found', SUPPORT_TEXT.notFound);
      await repository.writeAudit({
        actorId: admin.id,
        action: AUDIT_ACTIONS.updateSupportMessage,
        target: id,
        detail: { from: before.status, to: status },
      });
      return toSupportMessageWithSender(row);
    },

    async listAudit(page: PageQuery): Promise<Page<AuditEntry>> {
      const { rows, total } = await repository.listAudit(page);
      const targets = new Map(
        (await repository.findAccounts(rows.flatMap(({ entry }) => entry.target ?? []))).map(
          (account) => [account.id, account],
        ),
      );
      return {
        items: rows.map(({ entry, actor }) => ({
          id: entry.id,
          action: entry.action,
          actor,
          target: entry.target,
          targetUser: targets.get(entry.target ?? '') ?? null,
          detail: entry.detail ?? null,
          at: entry.at.toISOString(),
        })),
        total,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
