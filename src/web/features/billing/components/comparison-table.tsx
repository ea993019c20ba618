import { TIER_CONFIG } from '../../../../contract/plans.ts';
import { limitLabels } from '../../../../contract/usage.ts';

const PLANS = ['explore', 'starter', 'enterprise'] as const;
const PLAN_NAMES = ['Explore', 'Starter', 'Enterprise'] as const;

const allowance = (plan: (typeof PLANS)[number]) =>
  plan === 'enterprise' ? 'Unlimited' : `${TIER_CONFIG[plan].tokensIncluded / 1000}K`;

/**
 * SPEC §9's comparison: monthly allowance 50K / 750K / unlimited, and the enforced limits (D17).
 * A table from 640 px; below, one card per plan, so no plan hides behind a sideways scroll.
 */
export function ComparisonTable() {
  const labels = PLANS.map((plan) => limitLabels(plan));
  const rows: Array<[string, ...string[]]> = [
    ['Price', '$0 / month', '$10 / month ($100 / year)', '$500 one-time'],
    ['Monthly allowance', ...PLANS.map(allowance)],
    ...labels[0]!.map(
      (label, index) =>
        [label.label, ...labels.map((plan) => plan[index]!.limit)] as [string, ...string[]],
    ),
    ['Your own API keys', '—', '—', '✓'],
    ['Custom models and knowledge documents', '✓', '✓', '✓'],
  ];
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-3">
      <h2 id="compare-title" className="text-lg font-semibold">
        Compare plans
      </h2>
      <div className="grid gap-3 sm:hidden">
        {PLAN_NAMES.map((name, column) => (
          <section
            key={name}
            aria-labelledby={`compare-${name}`}
            className="rounded-xl border border-border"
          >
            <h3
              id={`compare-${name}`}
              className="rounded-t-xl bg-surface-2 px-4 py-2.5 text-sm font-semibold"
            >
              {name}
            </h3>
            <dl className="divide-y divide-border text-sm">
              {rows.map(([feature, ...cells]) => (
                <div key={feature} className="flex justify-between gap-4 px-4 py-2.5">
                  <dt className="font-medium">{feature}</dt>
                  <dd className="text-right tabular-nums">{cells[column]}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="hidden overflow-hidden rounded-xl border border-border sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-surface-2 text-muted">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Feature
              </th>
              {PLAN_NAMES.map((name) => (
                <th key={name} scope="col" className="px-4 py-2.5 font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map(([feature, ...cells]) => (
              <tr key={feature}>
                <th scope="row" className="px-4 py-2.5 font-medium">
                  {feature}
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="px-4 py-2.5 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
