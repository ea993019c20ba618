import { useState } from 'react';
import type { ConversationSummary } from '../../../../contract/conversations.ts';
import { HISTORY_TEXT, MAX_TEXT, MESSAGE_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { StrokeIcon } from '../../../ui/icon.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDeleteConversation } from '../../session/api/delete-conversation.ts';
import { useConversations } from '../../session/api/list-conversations.ts';
import { STATUS_LABELS } from '../../session/lib/status.ts';
import { RenameConversationDialog } from './rename-conversation-dialog.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const RENAME_ICON = 'M4 20h4l10.5-10.5a2.1 2.1 0 0 0-4-4L4 16v4zM13.5 6.5l4 4';
const DELETE_ICON = 'M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3';

/**
 * The user's conversations (GET /api/conversations), newest first and a page at a time, whose
 * titles contain `search`: open, rename or delete each. Loading, empty and error states included.
 */
export function ConversationList({
  search = '',
  onOpen,
}: {
  search?: string;
  onOpen: (conversation: ConversationSummary) => void;
}) {
  const list = useConversations(search);
  const remove = useDeleteConversation();
  const [pendingDelete, setPendingDelete] = useState<ConversationSummary | null>(null);
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  if (list.isPending) {
    return (
      <div className="flex justify-center py-8 text-accent-text">
        <Spinner size="md" label="Loading conversations" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="flex flex-col items-start gap-2 p-2">
        <Alert tone="error" className="w-full">
          {failureMessage(list.error, HISTORY_TEXT.loadFailed)}
        </Alert>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <p className="px-2 py-6 text-center text-sm text-muted" role="status">
        {search
          ? HISTORY_TEXT.noMatches(search)
          : `${HISTORY_TEXT.empty} ${HISTORY_TEXT.emptyHint}`}
      </p>
    );
  }
  return (
    <>
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
                aria-label={HISTORY_TEXT.rename(conversation.title)}
                onClick={() => setRenaming(conversation)}
                className="text-muted hover:text-fg"
              >
                <StrokeIcon
                  d={RENAME_ICON}
                  className="size-4"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${conversation.title}`}
                onClick={() => setPendingDelete(conversation)}
                className="text-muted hover:text-danger-text"
              >
                <StrokeIcon
                  d={DELETE_ICON}
                  className="size-4"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                />
              </Button>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <div className="flex justify-center pt-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {HISTORY_TEXT.showMore}
          </Button>
        </div>
      )}
      <RenameConversationDialog conversation={renaming} onClose={() => setRenaming(null)} />
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
    </>
  );
}
