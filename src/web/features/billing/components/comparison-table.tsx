import { TIER_CONFIG } from '../../../../contract/plans.ts';
import { limitLabels } from '../../../../contract/usage.ts';

const PLANS = ['explore', 'starter', 'enterprise'] as const;

const allowance = (plan: (typeof PLANS)[number]) =>
  plan === 'enterprise' ? 'Unlimited' : `${TIER_CONFIG[plan].tokensIncluded / 1000}K`;

/** SPEC §9's comparison: monthly allowance 50K / 750K / unlimited, and the enforced limits (D17). */
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
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-surface-2 text-muted">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Feature
              </th>
              {['Explore', 'Starter', 'Enterprise'].map((name) => (
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
