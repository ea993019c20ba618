import { useState } from 'react';
import type { SupportMessageWithSender } from '../../../../contract/support.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useAdminSupportMessages } from '../api/list-support-messages.ts';
import { useUpdateSupportMessage } from '../api/update-support-message.ts';
import { PagedList } from './paged-list.tsx';

const sentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function MessageCard({ message }: { message: SupportMessageWithSender }) {
  const update = useUpdateSupportMessage();
  const isOpen = message.status === 'open';
  return (
    <Card as="li" className="flex flex-col gap-2 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{message.subject}</p>
          <p className="text-sm text-muted">
            {message.name} ·{' '}
            <a className="hover:text-fg hover:underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>{' '}
            ·{' '}
            <time dateTime={message.createdAt}>
              {sentFormat.format(new Date(message.createdAt))}
            </time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={isOpen ? 'accent' : 'neutral'}>{isOpen ? 'Open' : 'Closed'}</Badge>
          <Button
            size="sm"
            variant="secondary"
            loading={update.isPending}
            onClick={() => update.mutate({ id: message.id, status: isOpen ? 'closed' : 'open' })}
          >
            {isOpen ? 'Close' : 'Reopen'}
          </Button>
        </div>
      </div>
      <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
      {update.isError && (
        <Alert tone="error">{failureMessage(update.error, 'Failed to update the message')}</Alert>
      )}
    </Card>
  );
}

/** Messages sent from the profile's Support tab, newest first. */
export function SupportMessagesPanel() {
  const [page, setPage] = useState(1);
  const messages = useAdminSupportMessages(page);
  return (
    <section aria-label="Support messages" className="flex flex-col gap-4">
      <PagedList
        query={messages}
        page={page}
        onPageChange={setPage}
        label="Support messages"
        failedText="Failed to load support messages"
        emptyText="No support messages yet"
      >
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
