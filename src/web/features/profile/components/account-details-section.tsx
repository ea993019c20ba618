import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NAME_MAX } from '../../../../contract/auth.ts';
import { shortDate } from '../../../../contract/billing.ts';
import { PROFILE_TEXT } from '../../../../contract/profile.ts';
import { tierLabel } from '../../../../contract/tiers.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import type { AccountSectionProps } from './account-section.ts';

/** Name (editable), email, plan with a link to /billing, and the date the account was made. */
export function AccountDetailsSection({ user }: AccountSectionProps) {
  const [name, setName] = useState(user.name);
  const update = useUpdateProfile();
  const toast = useToast();
  const trimmed = name.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name: trimmed },
      { onSuccess: () => toast({ message: PROFILE_TEXT.nameSaved, tone: 'success' }) },
    );
  };

  return (
    <Card as="section" aria-labelledby="account-details-title">
      <CardHeader>
        <CardTitle id="account-details-title">Account</CardTitle>
        <CardDescription>Your name, sign-in email and plan.</CardDescription>
      </CardHeader>
      <CardBody className="flex flex-col gap-6">
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <Field
            label="Name"
            className="flex-1"
            error={
              update.isError ? failureMessage(update.error, PROFILE_TEXT.nameSaveFailed) : null
            }
          >
            {(props) => (
              <Input
                {...props}
                name="name"
                autoComplete="name"
                maxLength={NAME_MAX}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  update.reset();
                }}
              />
            )}
          </Field>
          <Button
            type="submit"
            className="sm:mt-7"
            disabled={!trimmed || trimmed === user.name}
            loading={update.isPending}
          >
            Save
          </Button>
        </form>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-muted">Email</dt>
            <dd className="mt-1 truncate font-medium" title={user.email}>
              {user.email}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Plan</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2">
              <Badge tone="accent">{tierLabel(user.subscription_tier)}</Badge>
              <Link
                to="/billing"
                className="font-medium text-accent-text underline-offset-2 hover:underline"
              >
                {PROFILE_TEXT.managePlan}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{PROFILE_TEXT.memberSince}</dt>
            <dd className="mt-1 font-medium">
              <time dateTime={user.created_at}>{shortDate(user.created_at)}</time>
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
