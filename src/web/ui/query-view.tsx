/**
 * QueryView: the loading and error states of a TanStack query, then its data.
 *   <QueryView query={users} loadingLabel="Loading users" failedText="Failed to load users">
 *     {(list) => (list.length ? <UserTable users={list} /> : <p>No users found</p>)}
 *   </QueryView>
 * Errors show the server's message (or `failedText`) with a Try again button.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureMessage } from '../lib/api-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedText: string;
  children: (data: T) => ReactNode;
};

export function QueryView<T>({ query, loadingLabel, failedText, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-accent-text">
        <Spinner size="md" label={loadingLabel} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert tone="error" className="w-full">
          {failureMessage(query.error, failedText)}
        </Alert>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
