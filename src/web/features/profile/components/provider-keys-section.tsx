import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BILLING_TEXT, type KeyedProvider } from '../../../../contract/billing.ts';
import { PROVIDER_NAMES } from '../../../../contract/models.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useProviderKeys, useRemoveProviderKey, useSaveProviderKey } from '../api/provider-keys.ts';

/** Which key the provider's calls use: the user's own, the server's, or none at all. */
function KeyState({
  set,
  last4,
  serverKey,
}: {
  set: boolean;
  last4: string | null;
  serverKey: boolean;
}) {
  if (set) return <Badge tone="success">{BILLING_TEXT.byokOwnKey(last4)}</Badge>;
  if (serverKey) return <Badge>{BILLING_TEXT.byokServerKey}</Badge>;
  return <Badge tone="warning">{BILLING_TEXT.byokNoKey}</Badge>;
}

function KeyRow({
  provider,
  set,
  last4,
  serverKey,
  enabled,
}: {
  provider: KeyedProvider;
  set: boolean;
  last4: string | null;
  serverKey: boolean;
  enabled: boolean;
}) {
  const [apiKey, setApiKey] = useState('');
  const save = useSaveProviderKey();
  const remove = useRemoveProviderKey();
  const toast = useToast();
  const name = PROVIDER_NAMES[provider];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { provider, apiKey: apiKey.trim() },
      {
        onSuccess: () => {
          setApiKey('');
          toast({ message: BILLING_TEXT.byokSaved, tone: 'success' });
        },
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{name}</span>
        <KeyState set={set} last4={last4} serverKey={serverKey} />
      </div>
      {enabled && (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <Field
            label={`${name} API key`}
            className="flex-1"
            error={save.isError ? failureMessage(save.error, 'Failed to save the key') : null}
          >
            {(props) => (
              <Input
                {...props}
                type="password"
                autoComplete="off"
                placeholder={set ? 'Replace the saved key' : 'Paste your key'}
                value={apiKey}
                onChange={(event) => {
                  setApiKey(event.target.value);
                  save.reset();
                }}
              />
            )}
          </Field>
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" disabled={!apiKey.trim()} loading={save.isPending}>
              Save
            </Button>
            {set && (
              <Button
                variant="secondary"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(provider, {
                    onSuccess: () => toast({ message: BILLING_TEXT.byokRemoved }),
                  })
                }
              >
                Remove
              </Button>
            )}
          </div>
        </form>
      )}
    </li>
  );
}

/** DESIGN D5: Enterprise brings its own provider keys; only the last 4 characters come back. */
export function ProviderKeysSection() {
  const keys = useProviderKeys();
  return (
    <Card as="section" aria-labelledby="provider-keys-title">
      <CardHeader>
        <CardTitle id="provider-keys-title">Your API keys</CardTitle>
        <CardDescription>
          On Enterprise, your debates call providers with your own keys. Keys are encrypted at rest
          and never shown again; only their last 4 characters are.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <QueryView
          query={keys}
          loadingLabel="Loading your keys"
          failedText="Failed to load your keys"
        >
          {(list) => (
            <div className="flex flex-col gap-4">
              {!list.enabled && (
                <Alert tone="info">
                  {BILLING_TEXT.byokEnterpriseOnly}{' '}
                  <Link to="/billing" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                    See plans
                  </Link>
                </Alert>
              )}
              <ul className="divide-y divide-border text-sm">
                {list.keys.map((entry) => (
                  <KeyRow key={entry.provider} {...entry} enabled={list.enabled} />
                ))}
              </ul>
            </div>
          )}
        </QueryView>
      </CardBody>
    </Card>
  );
}
