import { Link } from 'react-router';
import { PLAN_CARDS, PRICING_FAQ, TIER_LIMIT_LABELS } from '../../../../contract/plans.ts';
import { LANDING_TEXT } from '../../../../contract/texts.ts';
import { cn } from '../../../lib/cn.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { Icon } from './icons.tsx';
import { SectionHeading } from './section-heading.tsx';

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Start free. Upgrade when the debates get serious."
      >
        Every plan includes all features. Plans differ in how many tokens your agents can use.
      </SectionHeading>
      <ul className="mt-14 grid grid-cols-1 gap-6 lg:grid-cols-3">
        {PLAN_CARDS.map((plan) => (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm sm:p-7',
              plan.highlighted
                ? 'border-accent shadow-lg shadow-indigo-500/10 ring-1 ring-accent'
                : 'border-border',
            )}
          >
            {plan.highlighted && (
              <span className="absolute -top-3 left-6 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-fg">
                Most popular
              </span>
            )}
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-semibold tracking-tight">{plan.name}</h3>
              {plan.badge && (
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text">
                  {plan.badge}
                </span>
              )}
            </div>
            <p className="mt-2 min-h-10 text-sm text-muted">{plan.summary}</p>
            <p className="mt-5 flex items-baseline gap-1.5">
              <span className="text-4xl font-semibold tracking-tight">{plan.price}</span>
              <span className="text-sm text-muted">{plan.cadence}</span>
            </p>
            <p className="mt-1 text-sm font-medium text-accent-text">{plan.allowance}</p>
            <ul className="mt-6 flex-1 space-y-3 border-t border-border pt-6 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-text" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/signup"
              className={buttonClasses({
                variant: plan.highlighted ? 'primary' : 'secondary',
                className: 'mt-8 w-full',
              })}
            >
              {plan.id === 'enterprise' ? 'Get Enterprise' : `Start with ${plan.name}`}
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-col items-center gap-5 rounded-2xl border border-border bg-surface-2/60 px-5 py-6 sm:flex-row sm:justify-between sm:px-7">
        <div>
          <p className="text-sm font-semibold">Daily limits per model class on Explore</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {TIER_LIMIT_LABELS.map((tier) => (
              <li
                key={tier.modelClass}
                className="rounded-md border border-border bg-surface px-2.5 py-1 text-xs font-medium"
              >
                {tier.label} <span className="text-muted">({tier.limit})</span>
              </li>
            ))}
          </ul>
        </div>
        <Link to="/billing" className={buttonClasses({ variant: 'secondary' })}>
          {LANDING_TEXT.viewDetailedPricing}
        </Link>
      </div>

      <div className="mx-auto mt-20 max-w-3xl">
        <h3 className="text-center text-2xl font-semibold tracking-tight">
          Frequently asked questions
        </h3>
        <div className="mt-8 divide-y divide-border rounded-2xl border border-border bg-surface">
          {PRICING_FAQ.map((item) => (
            <details key={item.question} className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
                {item.question}
                <svg
                  viewBox="0 0 24 24"
                  className="size-4 shrink-0 text-muted transition-transform group-open:rotate-45"
                  fill="none"
                  aria-hidden="true"
                >
                  <path
                    d="M12 5v14M5 12h14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
