import { ANALYTICS_TEXT, type Analytics } from '../../../../contract/analytics.ts';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/card.tsx';

/** The personas the user's agents took most often in the period. */
export function PersonasCard({ personas }: { personas: Analytics['personas'] }) {
  const most = Math.max(1, ...personas.map((persona) => persona.uses));
  return (
    <Card as="section" aria-label={ANALYTICS_TEXT.personasTitle}>
      <CardHeader>
        <CardTitle>{ANALYTICS_TEXT.personasTitle}</CardTitle>
      </CardHeader>
      <CardBody>
        {personas.length === 0 ? (
          <p className="text-sm text-muted">{ANALYTICS_TEXT.emptyPersonas}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {personas.map((persona) => (
              <li key={persona.personaId} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="truncate font-medium">{persona.name}</span>
                  <span className="text-muted tabular-nums">
                    {persona.uses} <span className="sr-only">{ANALYTICS_TEXT.uses}</span>
                  </span>
                </div>
                <div className="h-1.5 rounded-full bg-surface-2" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-accent"
                    style={{ width: `${(persona.uses / most) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
