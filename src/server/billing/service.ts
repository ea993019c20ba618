import { randomBytes } from 'node:crypto';
import {
  BILLING_TEXT,
  intervalOf,
  priceCents,
  type CreateCheckoutBody,
  type DemoCheckout,
  type Invoice,
  type SubscriptionView,
} from '../../contract/billing.ts';
import { ANNUAL_PRICE_MULTIPLIER, TIER_CONFIG } from '../../contract/plans.ts';
import { effectivePlan, TIER_NAMES } from '../../contract/tiers.ts';
import { AppError } from '../lib/app-error.ts';
import type { UsageService } from '../usage/service.ts';
import type { BillingRepository, PaymentRow } from './repository.ts';
import type { CheckoutEvent, StripeGateway } from './stripe-gateway.ts';

const sessionNotFound = () => new AppError('not_found', BILLING_TEXT.sessionNotFound);

/** SPEC §3: the period is the current calendar month (UTC). */
export function currentPeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0));
  return { start, end };
}

function invoicePeriod(payment: PaymentRow): string {
  const paidAt = payment.paidAt ?? payment.createdAt;
  const month = (date: Date) =>
    date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (payment.billingInterval === 'once') return 'One-time purchase';
  if (payment.billingInterval === 'year') {
    const end = new Date(paidAt);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return `${month(paidAt)} – ${month(end)}`;
  }
  return month(paidAt);
}

/** The return addresses of SPEC §4's payment return, on /billing or /dashboard. */
export function returnUrls(base: string, returnTo: CreateCheckoutBody['returnTo']) {
  if (returnTo === 'dashboard') {
    return {
      success: `${base}/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel: `${base}/dashboard?payment=cancelled`,
    };
  }
  return {
    success: `${base}/billing?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${base}/billing?canceled=true`,
  };
}

/**
 * Plans, checkout and the subscription view (SPEC §2, §4, §7). With Stripe configured the
 * checkout is Stripe's; otherwise a demo checkout page stands in (DESIGN D7) and completes
 * through the same event handler a signed Stripe webhook reaches.
 */
export function createBillingService(deps: {
  repository: BillingRepository;
  usage: Pick<UsageService, 'tokensSince'>;
  stripe: StripeGateway | undefined;
  webhookSecret: string | undefined;
  /** The user's plan changed: cached sessions must see it at once. */
  onPlanChanged: (userId: string) => void;
  now?: () => Date;
}) {
  const { repository, stripe } = deps;
  const now = deps.now ?? (() => new Date());

  /** The one place a completed checkout upgrades a plan, from Stripe or the demo checkout. */
  async function handleEvent(event: CheckoutEvent): Promise<void> {
    const session = event.session;
    const payment = session?.paid ? await repository.findPayment(session.id) : undefined;
    const matches =
      payment && (session?.amountTotal == null || session.amountTotal === payment.amountCents);
    if (!session || !matches) {
      await repository.markProcessed(event);
      return;
    }
    const upgraded = await repository.fulfil(session.id, event);
    if (upgraded) deps.onPlanChanged(upgraded);
  }

  async function ownPayment(userId: string, sessionId: string): Promise<PaymentRow> {
    const payment = await repository.findPayment(sessionId);
    if (!payment || payment.userId !== userId) throw sessionNotFound();
    return payment;
  }

  async function tierOf(userId: string) {
    const row = await repository.findSubscription(userId);
    return { tier: row?.tier ?? 'explore', row } as const;
  }

  async function demoCheckout(userId: string, sessionId: string): Promise<DemoCheckout> {
    if (stripe) throw new AppError('not_found', BILLING_TEXT.demoOnly);
    const payment = await ownPayment(userId, sessionId);
    const urls = returnUrls('', sessionId.startsWith('demo_d_') ? 'dashboard' : 'billing');
    return {
      sessionId,
      plan: payment.plan as DemoCheckout['plan'],
      interval: payment.billingInterval,
      amountCents: payment.amountCents,
      status: payment.status,
      successUrl: urls.success.replace('{CHECKOUT_SESSION_ID}', sessionId),
      cancelUrl: urls.cancel,
    };
  }

  async function subscription(userId: string): Promise<SubscriptionView> {
    const { tier, row } = await tierOf(userId);
    const plan = effectivePlan(tier);
    const period = currentPeriod(now());
    const interval =
      plan === 'explore'
        ? null
        : intervalOf(plan, row?.billingInterval === 'year' ? 'year' : 'month');
    const cancelAtPeriodEnd = plan !== 'explore' && (row?.cancelAtPeriodEnd ?? false);
    const renews = (interval === 'month' || interval === 'year') && !cancelAtPeriodEnd;
    const multiplier = interval === 'year' ? ANNUAL_PRICE_MULTIPLIER : 1;
    return {
      plan_type: tier,
      billing_interval: interval,
      status: 'active',
      current_period_start: period.start.toISOString(),
      current_period_end: period.end.toISOString(),
      period_tokens_used: await deps.usage.tokensSince(userId, period.start),
      period_tokens_limit: TIER_CONFIG[tier].tokensIncluded,
      next_billing_amount: renews ? TIER_CONFIG[tier].price * multiplier : 0,
      cancel_at_period_end: cancelAtPeriodEnd,
    };
  }

  return {
    isDemo: !stripe,

    async createCheckout(userId: string, body: CreateCheckoutBody, base: string) {
      const { tier } = await tierOf(userId);
      const current = effectivePlan(tier);
      if (current === 'enterprise') throw new AppError('conflict', BILLING_TEXT.enterpriseFinal);
      if (current === body.planType) throw new AppError('conflict', BILLING_TEXT.alreadyOnPlan);
      const interval = intervalOf(body.planType, body.interval);
      const amountCents = priceCents(body.planType, interval);
      const urls = returnUrls(base, body.returnTo);
      let session: { id: string; url: string };
      if (stripe) {
        try {
          session = await stripe.createCheckout({
            userId,
            plan: body.planType,
            interval,
            amountCents,
            productName: `Parley ${TIER_NAMES[body.planType]}`,
            successUrl: urls.success,
            cancelUrl: urls.cancel,
          });
        } catch (error) {
          throw new AppError(
            'provider_error',
            BILLING_TEXT.checkoutFailed(error instanceof Error ? error.message : 'Stripe error'),
          );
        }
      } else {
        // The id says where the demo returns to, so nothing else needs remembering.
        const id = `demo_${body.returnTo === 'dashboard' ? 'd' : 'b'}_${randomBytes(16).toString('hex')}`;
        session = { id, url: `${base}/billing/demo-checkout/${id}` };
      }
      await repository.insertPayment({
        userId,
        providerSessionId: session.id,
        plan: body.planType,
        billingInterval: interval,
        amountCents,
      });
      return { url: session.url, sessionId: session.id };
    },

    /** SPEC §7: success and paid; a paid Stripe session not yet fulfilled is fulfilled here. */
    async verifySession(userId: string, sessionId: string) {
      let payment = await ownPayment(userId, sessionId);
      if (payment.status === 'pending' && stripe && !sessionId.startsWith('demo_')) {
        const remote = await stripe.isPaid(sessionId).catch(() => undefined);
        if (remote?.paid && (remote.amountTotal ?? payment.amountCents) === payment.amountCents) {
          const upgraded = await repository.fulfil(sessionId);
          if (upgraded) deps.onPlanChanged(upgraded);
          payment = await ownPayment(userId, sessionId);
        }
      }
      const { tier } = await tierOf(userId);
      return { success: true, paid: payment.status === 'paid', plan: effectivePlan(tier) };
    },

    /** POST /api/billing/webhook: verified by signature, handled once per event id. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!stripe || !deps.webhookSecret) {
        throw new AppError('not_found', BILLING_TEXT.webhookNotConfigured);
      }
      let event: CheckoutEvent;
      try {
        event = stripe.verifyEvent(rawBody, signature ?? '', deps.webhookSecret);
      } catch {
        throw new AppError('bad_request', BILLING_TEXT.badSignature);
      }
      await handleEvent(event);
    },

    demoCheckout,

    /** The demo's Pay button: the event Stripe would send, through the same handler. */
    async completeDemo(userId: string, sessionId: string): Promise<DemoCheckout> {
      if (stripe) throw new AppError('not_found', BILLING_TEXT.demoOnly);
      const payment = await ownPayment(userId, sessionId);
      await handleEvent({
        id: `evt_${sessionId}`,
        type: 'checkout.session.completed',
        session: { id: sessionId, paid: true, amountTotal: payment.amountCents },
      });
      return demoCheckout(userId, sessionId);
    },

    subscription,

    async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<SubscriptionView> {
      const { tier } = await tierOf(userId);
      const plan = effectivePlan(tier);
      if (plan === 'explore') throw new AppError('conflict', BILLING_TEXT.noSubscription);
      await repository.setCancelAtPeriodEnd(userId, plan, cancel);
      return subscription(userId);
    },

    async invoices(userId: string): Promise<Invoice[]> {
      const paid = await repository.paidPayments(userId);
      return paid.map((payment) => ({
        id: payment.id.slice(0, 8).toUpperCase(),
        date: (payment.paidAt ?? payment.createdAt).toISOString(),
        amount: payment.amountCents / 100,
        currency: payment.currency,
        status: 'paid' as const,
        plan: TIER_NAMES[payment.plan as 'starter' | 'enterprise'] ?? payment.plan,
        period: invoicePeriod(payment),
      }));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
