import { count, desc, eq, gte, ilike, inArray, or, sum } from 'drizzle-orm';
import type { AdminUsersQuery, PageQuery } from '../../contract/admin.ts';
import { conversationStatusSchema, type ConversationStatus } from '../../contract/conversations.ts';
import type { PlanId } from '../../contract/plans.ts';
import type { Db } from '../db/client.ts';
import { auditLog, communityPosts, conversations, usageEvents, users } from '../db/schema.ts';
import type { UserRow } from '../auth/repository.ts';
import { canonicalId } from '../../contract/ids.ts';
import { containsPattern } from './rules.ts';

export type AuditRecord = typeof auditLog.$inferInsert;

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

export function createAdminRepository(db: Db) {
  return {
    /** Newest accounts first; `search` matches email or name anywhere, ignoring case. */
    async listUsers(query: AdminUsersQuery) {
      const where = query.search
        ? or(
            ilike(users.email, containsPattern(query.search)),
            ilike(users.name, containsPattern(query.search)),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Sets the plan and records who did it, in one transaction; undefined for an unknown user. */
    async updatePlan(userId: string, plan: PlanId, audit: Omit<AuditRecord, 'detail'>) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ tier: users.subscriptionTier })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(users)
          .set({ subscriptionTier: plan })
          .where(eq(users.id, userId))
          .returning();
        await tx.insert(auditLog).values({ ...audit, detail: { from: before.tier, to: plan } });
        return row as UserRow;
      });
    },

    /** Deletes a community post and records who did it, in one transaction (moderation). */
    async removeCommunityPost(id: string, audit: Omit<AuditRecord, 'detail' | 'target'>) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(communityPosts)
          .where(eq(communityPosts.id, id))
          .returning();
        if (!removed) return undefined;
        await tx.insert(auditLog).values({
          ...audit,
          target: removed.authorId,
          detail: { postId: removed.id, title: removed.title, modelToken: removed.modelToken },
        });
        return removed;
      });
    },

    async usersPerTier() {
      return db
        .select({ tier: users.subscriptionTier, count: count() })
        .from(users)
        .groupBy(users.subscriptionTier);
    },

    /** Conversations by status, every status present (0 when none). */
    async conversationsByStatus(): Promise<Record<ConversationStatus, number>> {
      const rows = await db
        .select({ status: conversations.status, value: count() })
        .from(conversations)
        .groupBy(conversations.status);
      const byStatus = Object.fromEntries(
        conversationStatusSchema.options.map((status) => [status, 0]),
      ) as Record<ConversationStatus, number>;
      for (const row of rows) byStatus[row.status as ConversationStatus] = row.value;
      return byStatus;
    },

    async tokensSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ value: sum(usageEvents.totalTokens) })
        .from(usageEvents)
        .where(gte(usageEvents.createdAt, since));
      return Number(row?.value ?? 0);
    },

    /** The accounts among `ids` (audit targets are free text; only user ids can match). */
    async findAccounts(ids: readonly string[]) {
      const userIds = ids.flatMap((id) => canonicalId(id) ?? []);
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    async writeAudit(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** Newest first, with the acting account when it still exists. */
    async listAudit(page: PageQuery) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: auditLog,
            actor: { id: users.id, email: users.email, name: users.name },
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ value: count() }).from(auditLog),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
