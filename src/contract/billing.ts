/** Billing, checkout and own provider keys: API shapes and texts (SPEC §2, §3, §4, §7, §8). */
import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

export const PAID_PLANS = ['starter', 'enterprise'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number] | 'once';

/** Prices in cents: starter $10 a month (annual 10 times monthly), enterprise $500 once. */
export function priceCents(plan: PaidPlan, interval: BillingInterval): number {
  if (plan === 'enterprise') return 500_00;
  return interval === 'year' ? 100_00 : 10_00;
}

export function intervalOf(plan: PaidPlan, requested: BillingInterval | undefined) {
  if (plan === 'enterprise') return 'once' as const;
  return requested === 'year' ? ('year' as const) : ('month' as const);
}

export const createCheckoutBodySchema = z.object({
  planType: z.enum(PAID_PLANS),
  interval: z.enum(BILLING_INTERVALS).optional(),
  /** Where the browser lands afterwards: /billing (default) or /dashboard (SPEC §4). */
  returnTo: z.enum(['billing', 'dashboard']).optional(),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

export const checkoutSessionSchema = z.object({ url: z.string(), sessionId: z.string() });

/** Stripe's ids (cs_test_…) and the demo checkout's (demo_…): letters, digits, underscores. */
export const sessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,200}$/, { error: 'Checkout session not found' });

export const verifySessionSchema = z.object({
  success: z.boolean(),
  paid: z.boolean(),
  plan: z.enum(PLAN_IDS),
});

/** The demo checkout's view of a pending payment (DESIGN D7). */
export const demoCheckoutSchema = z.object({
  sessionId: z.string(),
  plan: z.enum(PAID_PLANS),
  interval: z.enum(['month', 'year', 'once']),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'paid', 'expired']),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type DemoCheckout = z.infer<typeof demoCheckoutSchema>;

/** SPEC §3 Subscription view (server), with the interval and the next amount. */
export const subscriptionViewSchema = z.object({
  plan_type: z.enum(['explore', 'starter', 'professional', 'enterprise']),
  billing_interval: z.enum(['month', 'year', 'once']).nullable(),
  status: z.literal('active'),
  current_period_start: z.string(),
  current_period_end: z.string(),
  period_tokens_used: z.number(),
  period_tokens_limit: z.number(),
  next_billing_amount: z.number(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.literal('paid'),
  plan: z.string(),
  period: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

/** SPEC §9: the invoice files' prefix is the product name followed by Invoice_. */
export const invoiceFileName = (id: string) => `Parley_Invoice_${id}.txt`;

/** SPEC §9: dates display in short en-US form (e.g. 11/23/2026). */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC' });

// ---- own provider keys (DESIGN D5) ----

export const KEYED_PROVIDERS = [
  'openai',
  'anthropic',
  'google',
  'groq',
  'xai',
  'deepseek',
  'openrouter',
] as const;
export type KeyedProvider = (typeof KEYED_PROVIDERS)[number];

export const providerKeyParamsSchema = z.object({ provider: z.enum(KEYED_PROVIDERS) });
export const putProviderKeyBodySchema = z.object({
  provider: z.enum(KEYED_PROVIDERS),
  apiKey: z
    .string()
    .trim()
    .min(8, 'apiKey: must be at least 8 characters')
    .max(500)
    .regex(/^[\x21-\x7e]+$/, 'apiKey: must be one word of printable characters'),
});
export type PutProviderKeyBody = z.infer<typeof putProviderKeyBodySchema>;

/** Never the key: whether it is set and its last 4 characters. */
export const providerKeyListSchema = z.object({
  keys: z.array(
    z.object({
      provider: z.enum(KEYED_PROVIDERS),
      set: z.boolean(),
      last4: z.string().nullable(),
      updatedAt: z.string().nullable(),
      /** Whether this server has its own key for the provider (DESIGN D7: else it is unavailable). */
      serverKey: z.boolean(),
    }),
  ),
  /** Keys are used for turns only on Enterprise. */
  enabled: z.boolean(),
});
export type ProviderKeyList = z.infer<typeof providerKeyListSchema>;

const CHECKOUT_FAILED_PREFIX = 'Failed to create checkout session';

export const BILLING_TEXT = {
  loadFailed: 'Failed to load billing data',
  updateFailed: 'Failed to update subscription',
  cancelFailed: 'Failed to cancel subscription',
  reactivateFailed: 'Failed to reactivate subscription',
  downloadFailed: 'Failed to download invoice',
  /** How the checkout failure text starts (SPEC §8); a server text that already starts so is shown as is. */
  checkoutFailedPrefix: CHECKOUT_FAILED_PREFIX,
  checkoutFailed: (error: string) => `${CHECKOUT_FAILED_PREFIX}: ${error}`,
  checkoutStartFailed: 'Failed to start checkout process. Please try again.',
  paymentSuccess:
    'Payment successful! Your subscription has been updated. Changes may take a few minutes to reflect.',
  paymentCanceled: 'Payment was canceled. You can try again anytime.',
  dashboardPaymentSuccess: 'Payment Successful! Your subscription has been upgraded.',
  dashboardPaymentCancelled: 'Payment Cancelled.',
  currentPlan: 'Current Plan',
  planUpdateNotice:
    'Plan changes normally apply within a few minutes of payment. If your plan does not update within 1 hour, please contact support.',
  cancellationNotice:
    'Cancellations are processed within 24 hours, and prorated refunds are available.',
  alreadyOnPlan: 'You are already on this plan.',
  enterpriseFinal: 'Enterprise already includes everything; there is nothing to upgrade to.',
  noSubscription: 'The Explore plan has no subscription to cancel.',
  sessionNotFound: 'Checkout session not found',
  demoOnly: 'The demo checkout is only available when Stripe is not configured.',
  webhookNotConfigured: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
  badSignature: 'Invalid Stripe signature',
  demoBadge: 'Demo checkout',
  demoExplanation:
    'Stripe is not configured on this server, so this is a demo checkout: no card is asked for and nothing is charged. Paying here upgrades your plan exactly as a Stripe payment would.',
  byokEnterpriseOnly: 'Your own API keys are part of the Enterprise plan.',
  byokSaved: 'Key saved',
  byokRemoved: 'Key removed',
  // Not from SPEC: which key a provider's calls use (issue 23).
  byokOwnKey: (last4: string | null) => `Your key · ends in ${last4 ?? '····'}`,
  byokServerKey: 'Server key',
  byokNoKey: 'No key on this server',
  tokensThisPeriod: (tokens: number) => `${tokens.toLocaleString('en-US')} tokens`,
  /**
   * Not from SPEC (issue 33): what the period's total is measured against. The monthly allowance
   * is what the plan includes; what stops a debate is each class's daily or hourly limit (D17).
   */
  tokensThisPeriodHint: (used: number, included: number, unlimited: boolean) => {
    const classLimits =
      'What stops a debate is the limit of each model class, under Usage by model class.';
    if (unlimited)
      return `All models, this month. Your plan has no monthly allowance. ${classLimits}`;
    const over = used - included;
    const allowance = `All models, this month, against the ${included.toLocaleString('en-US')} tokens your plan includes`;
    return over > 0
      ? `${allowance}: ${over.toLocaleString('en-US')} over it. ${classLimits}`
      : `${allowance}. ${classLimits}`;
  },
} as const;
