import { useState } from 'react';
import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { MAX_TEXT, MESSAGE_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDeleteConversation } from '../../session/api/delete-conversation.ts';
import { useConversations } from '../../session/api/list-conversations.ts';
import { STATUS_LABELS } from '../../session/lib/status.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The user's earlier conversations (GET /api/conversations): reopen or delete. */
export function RecentConversations({
  onOpen,
}: {
  onOpen: (conversation: ConversationSummary) => void;
}) {
  const list = useConversations();
  const remove = useDeleteConversation();
  const [pendingDelete, setPendingDelete] = useState<ConversationSummary | null>(null);
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <Card as="section" aria-labelledby="recent-title">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 sm:px-5 sm:pt-5">
        <h2 id="recent-title" className="text-base font-semibold">
          Recent conversations
        </h2>
        {list.isFetching && !list.isPending && <Spinner label="Refreshing" />}
      </div>
      <div className="p-2 sm:p-3">
        {list.isPending ? (
          <div className="flex justify-center py-8 text-accent-text">
            <Spinner size="md" label="Loading conversations" />
          </div>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-2 p-2">
            <Alert tone="error" className="w-full">
              {failureMessage(list.error, 'Failed to load conversations')}
            </Alert>
            <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted">
            No conversations yet. Your debates will appear here.
          </p>
        ) : (
          <ul className="flex flex-col">
            {conversations.map((conversation) => {
              const status = STATUS_LABELS[conversation.status];
              return (
                <li
                  key={conversation.id}
                  className="group flex items-center gap-1 rounded-lg hover:bg-surface-2"
                >
                  <button
                    type="button"
                    onClick={() => onOpen(conversation)}
                    className="min-w-0 flex-1 rounded-lg px-2 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="block truncate text-sm font-medium">{conversation.title}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                      <time dateTime={conversation.updatedAt}>
                        {dateFormat.format(new Date(conversation.updatedAt))}
                      </time>
                      <span aria-hidden="true">·</span>
                      <span>{MESSAGE_TEXT.messageCount(conversation.messageCount)}</span>
                      <Badge tone={status.tone}>{status.label}</Badge>
                      {conversation.mode === 'max' && (
                        <Badge tone="accent">{MAX_TEXT.historyBadge}</Badge>
                      )}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${conversation.title}`}
                    onClick={() => setPendingDelete(conversation)}
                    className="text-muted hover:text-danger-text"
                  >
                    <StrokeIcon
                      d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                      className="size-4"
                      strokeWidth="1.8"
                      strokeLinejoin="round"
                    />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="flex justify-center pt-2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              Show more
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
          remove.reset();
        }}
        title="Delete conversation"
        message={`Delete “${pendingDelete?.title ?? ''}” and all its messages? This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          pendingDelete &&
          remove.mutate(pendingDelete.id, { onSuccess: () => setPendingDelete(null) })
        }
        error={
          remove.isError ? (
            <Alert tone="error">{failureMessage(remove.error, 'Failed to delete')}</Alert>
          ) : null
        }
      />
    </Card>
  );
}
