// Placeholder: the dashboard helper replaces this page (SPEC §2 Dashboard).
import { useAuth } from '../../../lib/auth.tsx';
import { Card, CardBody } from '../../../ui/card.tsx';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
      <p className="mt-2 text-muted">
        Welcome{user ? `, ${user.name}` : ''}. Set up your agents and start a debate.
      </p>
      <Card className="mt-8">
        <CardBody>
          <p className="text-sm text-muted">
            The conversation setup arrives in the next milestone.
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
