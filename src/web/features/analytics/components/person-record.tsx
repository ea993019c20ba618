import { ANALYTICS_TEXT, type PersonRecord } from '../../../../contract/analytics.ts';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { useModelLabel } from '../lib/use-model-label.ts';

const RESULTS = [
  { key: 'wins', label: ANALYTICS_TEXT.wins },
  { key: 'losses', label: ANALYTICS_TEXT.losses },
  { key: 'draws', label: ANALYTICS_TEXT.draws },
] as const;

/** The person's own record against the models they faced from a seat (DESIGN D20). */
export function PersonRecordCard({ person }: { person: PersonRecord }) {
  const modelLabel = useModelLabel();
  return (
    <Card as="section" aria-label={ANALYTICS_TEXT.personTitle} className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>{ANALYTICS_TEXT.personTitle}</CardTitle>
        <CardDescription>{ANALYTICS_TEXT.personHint}</CardDescription>
      </CardHeader>
      <CardBody>
        {person.debates === 0 ? (
          <p className="text-sm text-muted">{ANALYTICS_TEXT.emptyPerson}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-lg font-semibold tabular-nums">
              {ANALYTICS_TEXT.personSummary(person.wins, person.losses, person.draws)}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{ANALYTICS_TEXT.personTitle}</caption>
                <thead>
                  <tr className="border-b border-border text-left text-muted">
                    <th scope="col" className="py-2 font-medium">
                      {ANALYTICS_TEXT.model}
                    </th>
                    {RESULTS.map(({ key, label }) => (
                      <th key={key} scope="col" className="py-2 text-right font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {person.opponents.map((opponent) => (
                    <tr key={opponent.model} className="border-b border-border last:border-0">
                      <th scope="row" className="py-2 pr-3 text-left font-medium">
                        {modelLabel(opponent.model)}
                      </th>
                      {RESULTS.map(({ key }) => (
                        <td key={key} className="py-2 text-right tabular-nums">
                          {opponent[key]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
