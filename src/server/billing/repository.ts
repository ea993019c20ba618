import { and, desc, eq } from 'drizzle-orm';
import type { PaidPlan } from '../../contract/billing.ts';
import type { Db } from '../db/client.ts';
import {
  payments,
  processedWebhookEvents,
  providerKeys,
  subscriptions,
  users,
} from '../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
type Interval = PaymentRow['billingInterval'];

export function createBillingRepository(db: Db) {
  return {
    async insertPayment(values: {
      userId: string;
      providerSessionId: string;
      plan: PaidPlan;
      billingInterval: Interval;
      amountCents: number;
    }): Promise<void> {
      await db.insert(payments).values(values);
    },

    async findPayment(providerSessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerSessionId, providerSessionId));
      return row;
    },

    async paidPayments(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')))
        .orderBy(desc(payments.paidAt));
    },

    /**
     * Marks a pending payment paid and moves its user to the plan, in one transaction. With
     * `eventId`, the Stripe event is recorded as processed in the same transaction; a replayed
     * event, or a payment already fulfilled (by verify-session or an earlier event), changes
     * nothing. Returns the user upgraded, if any.
     */
    async fulfil(providerSessionId: string, eventId?: { id: string; type: string }) {
      return db.transaction(async (tx) => {
        if (eventId) {
          const fresh = await tx
            .insert(processedWebhookEvents)
            .values(eventId)
            .onConflictDoNothing()
            .returning({ id: processedWebhookEvents.id });
          if (fresh.length === 0) return undefined;
        }
        const [payment] = await tx
          .update(payments)
          .set({ status: 'paid', paidAt: new Date() })
          .where(
            and(eq(payments.providerSessionId, providerSessionId), eq(payments.status, 'pending')),
          )
          .returning();
        if (!payment) return undefined;
        await tx
          .update(users)
          .set({ subscriptionTier: payment.plan as PaidPlan })
          .where(eq(users.id, payment.userId));
        const subscription = {
          plan: payment.plan,
          billingInterval: payment.billingInterval,
          cancelAtPeriodEnd: false,
          updatedAt: new Date(),
        };
        await tx
          .insert(subscriptions)
          .values({ userId: payment.userId, ...subscription })
          .onConflictDoUpdate({ target: subscriptions.userId, set: subscription });
        return payment.userId;
      });
    },

    /** Records an event that needs no action, so its replays are recognised too. */
    async markProcessed(event: { id: string; type: string }): Promise<void> {
      await db.insert(processedWebhookEvents).values(event).onConflictDoNothing();
    },

    async findSubscription(userId: string) {
      const [row] = await db
        .select({
          tier: users.subscriptionTier,
          plan: subscriptions.plan,
          billingInterval: subscriptions.billingInterval,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(users)
        .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Sets cancel-at-period-end on the user's subscription (made for a plan an admin set). */
    async setCancelAtPeriodEnd(userId: string, plan: PaidPlan, cancel: boolean): Promise<void> {
      await db
        .insert(subscriptions)
        .values({ userId, plan, cancelAtPeriodEnd: cancel })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: { cancelAtPeriodEnd: cancel, updatedAt: new Date() },
        });
    },

    /** The user's stored subscription tier (undefined: no such user). */
    async findTier(userId: string) {
      const [row] = await db
        .select({ tier: users.subscriptionTier })
        .from(users)
        .where(eq(users.id, userId));
      return row?.tier;
    },

    /** The user's own provider keys as listed: never the key itself. */
    async listProviderKeys(userId: string) {
      return db
        .select({
          provider: providerKeys.provider,
          last4: providerKeys.keyLast4,
          updatedAt: providerKeys.updatedAt,
        })
        .from(providerKeys)
        .where(eq(providerKeys.userId, userId));
    },

    /** The user's sealed provider keys, each with the user's tier (read in one query). */
    async sealedProviderKeys(userId: string) {
      return db
        .select({
          provider: providerKeys.provider,
          sealed: providerKeys.keyCiphertext,
          tier: users.subscriptionTier,
        })
        .from(providerKeys)
        .innerJoin(users, eq(users.id, providerKeys.userId))
        .where(eq(providerKeys.userId, userId));
    },

    async putProviderKey(
      userId: string,
      provider: string,
      values: { keyCiphertext: string; keyLast4: string; updatedAt: Date },
    ): Promise<void> {
      await db
        .insert(providerKeys)
        .values({ userId, provider, ...values })
        .onConflictDoUpdate({ target: [providerKeys.userId, providerKeys.provider], set: values });
    },

    async deleteProviderKey(userId: string, provider: string): Promise<void> {
      await db
        .delete(providerKeys)
        .where(and(eq(providerKeys.userId, userId), eq(providerKeys.provider, provider)));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
