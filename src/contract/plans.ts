/**
 * Plans and pricing figures from SPEC §9 (with DESIGN D5/D6). No zod here on purpose: the landing
 * page imports this file and must stay small.
 */

export const PLAN_IDS = ['explore', 'starter', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Tier config: tokens included per month, overage rate, price in USD. Annual is 10x monthly. */
export const TIER_CONFIG = {
  explore: { tokensIncluded: 50_000, overageRate: 0, price: 0 },
  starter: { tokensIncluded: 750_000, overageRate: 0.5, price: 10 },
  professional: { tokensIncluded: 750_000, overageRate: 0.5, price: 10 },
  enterprise: { tokensIncluded: 999_999_999, overageRate: 0, price: 500 },
} as const;

export const ANNUAL_PRICE_MULTIPLIER = 10;

/**
 * Labels of the explore plan's daily limits per model class: what is enforced (DESIGN D17), so
 * STANDARD reads 100k/day where SPEC §9's label said Unlimited. Kept equal to `limitLabels` of
 * contract/usage.ts by its test (this file stays free of zod for the landing page).
 */
export const TIER_LIMIT_LABELS = [
  { modelClass: 'ultra_premium', label: 'ULTRA PREMIUM', limit: '20k/day' },
  { modelClass: 'premium', label: 'PREMIUM', limit: '50k/day' },
  { modelClass: 'standard', label: 'STANDARD', limit: '100k/day' },
  { modelClass: 'free', label: 'FREE', limit: 'Unlimited' },
] as const;

export type PlanCard = {
  id: PlanId;
  name: string;
  price: string;
  cadence: string;
  /** Short badge shown above the price, e.g. the promo. */
  badge?: string;
  summary: string;
  allowance: string;
  features: readonly string[];
  highlighted?: boolean;
};

/** The three plan cards of the landing and billing pages. */
export const PLAN_CARDS: readonly PlanCard[] = [
  {
    id: 'explore',
    name: 'Explore',
    price: '$0',
    cadence: '/month',
    summary: 'Try Parley with every free and standard model.',
    allowance: '50,000 free tokens per month',
    features: [
      '50,000 free tokens per month',
      'Daily tier limits: ULTRA PREMIUM 20k/day, PREMIUM 50k/day, STANDARD 100k/day',
      'FREE models unlimited',
      'Two-agent debates and MAX Mode',
      'Community hub access',
    ],
  },
  {
    id: 'starter',
    name: 'Starter',
    price: '$10',
    cadence: '/month',
    badge: 'Promo',
    summary: 'For individuals and small teams who debate daily.',
    allowance: '750,000 tokens per month',
    features: [
      '750,000 tokens per month',
      'ULTRA PREMIUM 20,000 and PREMIUM 50,000 tokens per hour',
      'STANDARD and FREE models unlimited',
      'Custom models with knowledge documents',
      'Live sessions and sharing',
      'Usage analytics',
    ],
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: '$500',
    cadence: 'one-time',
    summary: 'Bring your own API keys and run without limits.',
    allowance: 'Unlimited tokens',
    features: [
      'Use your own provider API keys',
      'Unlimited usage on every model class',
      'All 50+ models',
      'Priority support',
      'One-time purchase, no subscription',
    ],
  },
];

/** Pricing FAQ (SPEC §9 figures). */
export const PRICING_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What is a token?',
    answer:
      'Tokens measure how much text the models read and write. 1,000 tokens is about 750 words, so the 50,000 free tokens of Explore cover roughly 37,500 words of debate.',
  },
  {
    question: 'What are the daily tier limits?',
    answer:
      'Models are grouped by class. On Explore you can use ULTRA PREMIUM models (such as GPT-5 and Claude Opus 4.1) for 20k tokens per day and PREMIUM models (such as Claude 3.5 and Gemini 2.5) for 50k per day, and STANDARD models (such as GPT-4o) for 100k per day; FREE models are unlimited.',
  },
  {
    question: 'How does Starter differ?',
    answer:
      'Starter includes 750,000 tokens per month and raises the premium limits to hourly windows: 20,000 ULTRA PREMIUM and 50,000 PREMIUM tokens every hour; STANDARD and FREE models are unlimited.',
  },
  {
    question: 'What does Enterprise include?',
    answer:
      'Enterprise is a one-time purchase of $500. You bring your own API keys for the providers you use, and Parley lifts every usage limit.',
  },
  {
    question: 'My plan has not updated after paying. What now?',
    answer:
      'Plan changes normally apply within a few minutes. If your plan does not update within 1 hour, please contact support.',
  },
  {
    question: 'Can I cancel?',
    answer:
      'Yes, at any time. Cancellations are processed within 24 hours, and prorated refunds are available.',
  },
];
