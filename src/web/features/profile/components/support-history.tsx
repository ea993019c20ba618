import type { SupportMessage } from '../../../../contract/support.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useSupportMessages } from '../api/list-support-messages.ts';

const sentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function MessageItem({ message }: { message: SupportMessage }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="min-w-0 flex-1 truncate text-sm font-medium">{message.subject}</p>
        <Badge tone={message.status === 'open' ? 'accent' : 'neutral'}>
          {message.status === 'open' ? 'Open' : 'Closed'}
        </Badge>
      </div>
      <time dateTime={message.createdAt} className="text-xs text-muted">
        {sentFormat.format(new Date(message.createdAt))}
      </time>
      <p className="line-clamp-2 text-sm break-words text-muted">{message.message}</p>
    </li>
  );
}

/** The user's own earlier messages, newest first. */
export function SupportHistory() {
  const messages = useSupportMessages();
  return (
    <Card as="section" aria-labelledby="support-history-title">
      <CardHeader>
        <CardTitle id="support-history-title">Your messages</CardTitle>
      </CardHeader>
      <CardBody>
        <QueryView
          query={messages}
          loadingLabel="Loading your messages"
          failedText="Failed to load your messages"
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted">No messages yet.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {list.map((message) => (
                  <MessageItem key={message.id} message={message} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardBody>
    </Card>
  );
}
