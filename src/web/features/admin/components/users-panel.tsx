import { useState } from 'react';
import { ADMIN_PAGING } from '../../../../contract/admin.ts';
import type { User } from '../../../../contract/auth.ts';
import { tierLabel } from '../../../../contract/tiers.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useAdminUsers } from '../api/list-users.ts';
import { PagedList } from './paged-list.tsx';
import { PlanDialog } from './plan-dialog.tsx';

/** Searching waits for a pause in typing, so each keystroke is not a server query. */
const SEARCH_DEBOUNCE_MS = 300;

const joinedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

function UserRows({ users, onChangePlan }: { users: User[]; onChangePlan: (user: User) => void }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="border-b border-border text-xs text-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            User
          </th>
          <th scope="col" className="w-32 py-2 pr-3 font-medium max-sm:w-24">
            Plan
          </th>
          <th scope="col" className="w-32 py-2 pr-3 font-medium max-md:hidden">
            Joined
          </th>
          <th scope="col" className="w-28 py-2 text-right font-medium">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {users.map((user) => (
          <tr key={user.id}>
            <td className="py-3 pr-3">
              <p className="flex items-center gap-2 truncate font-medium">
                <span className="truncate">{user.name}</span>
                {user.role === 'admin' && <Badge tone="warning">Admin</Badge>}
              </p>
              <p className="truncate text-muted" title={user.email}>
                {user.email}
              </p>
            </td>
            <td className="py-3 pr-3">
              <Badge tone={user.subscription_tier === 'explore' ? 'neutral' : 'accent'}>
                {tierLabel(user.subscription_tier)}
              </Badge>
            </td>
            <td className="py-3 pr-3 text-muted max-md:hidden">
              <time dateTime={user.created_at}>
                {joinedFormat.format(new Date(user.created_at))}
              </time>
            </td>
            <td className="py-3 text-right">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onChangePlan(user)}
                aria-label={`Change plan of ${user.name}`}
              >
                Change plan
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** SPEC §2 Admin: all users, searched by email or name on the server, with the plan action. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [planUser, setPlanUser] = useState<User | null>(null);
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ search: settledSearch, page });

  return (
    <section aria-label="Users" className="flex flex-col gap-4">
      <div className="flex items-end gap-3">
        <Field label="Search users" className="max-w-md flex-1">
          {(props) => (
            <Input
              {...props}
              type="search"
              placeholder="Email or name"
              maxLength={ADMIN_PAGING.searchMax}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          )}
        </Field>
        {users.isFetching && !users.isPending && (
          <Spinner className="mb-3 text-accent-text" label="Searching" />
        )}
      </div>
      <PagedList
        query={users}
        page={page}
        onPageChange={setPage}
        label="Users"
        failedText="Failed to load users"
        emptyText={
          settledSearch.trim() ? `No users match "${settledSearch.trim()}"` : 'No users yet'
        }
      >
        {(items) => <UserRows users={items} onChangePlan={setPlanUser} />}
      </PagedList>
      <PlanDialog user={planUser} onClose={() => setPlanUser(null)} />
    </section>
  );
}
