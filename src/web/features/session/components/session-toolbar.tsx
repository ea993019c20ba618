/**
 * The toolbar both conversation screens share (the duel on /dashboard, MAX on /max-conversation):
 *   <SessionStatus conversation={c} connection={connection}>…screen's own facts…</SessionStatus>
 *   <SessionActions conversation={c} live={<GoLiveButton … />}>…screen's own actions…</SessionActions>
 *   <ResetSessionDialog id={id} open={open} onOpenChange={setOpen} title="Reset" onReset={exit} />
 * A screen passes what only it has (MAX's elapsed timer, the duel's menu; later a verdict) as
 * children or slots, so this feature never imports the features that compose it (live, verdict).
 */
import type { ReactNode } from 'react';
import type { Conversation } from '../../../../contract/conversations.ts';
import { DASHBOARD_TEXT, MESSAGE_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import type { ModalOpenProps } from '../../../ui/dialog.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { StreamConnection } from '../api/conversation-events.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { STATUS_LABELS } from '../lib/status.ts';
import { toTranscript } from '../lib/transcript.ts';

/** Status badge, message count, the screen's own facts, and a notice while reconnecting. */
export function SessionStatus({
  conversation,
  connection,
  children,
}: {
  conversation: Conversation;
  connection: StreamConnection;
  children?: ReactNode;
}) {
  const status = STATUS_LABELS[conversation.status];
  return (
    <>
      <Badge tone={status.tone} data-testid="conversation-status">
        {status.label}
      </Badge>
      {children}
      <span data-testid="message-count">
        {MESSAGE_TEXT.messageCount(conversation.messageCount)}
      </span>
      {connection === 'reconnecting' && (
        <span className="inline-flex items-center gap-1.5 text-warning-text">
          <Spinner label={null} /> Reconnecting…
        </span>
      )}
    </>
  );
}

/** Going live (the page's button, from the live feature), Copy Transcript, then the screen's own. */
export function SessionActions({
  conversation,
  live,
  children,
}: {
  conversation: Conversation;
  live: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      {live}
      <CopyButton
        text={() => toTranscript(conversation)}
        label={DASHBOARD_TEXT.copyTranscript}
        copiedLabel={DASHBOARD_TEXT.copied}
      />
      {children}
    </>
  );
}

/** SPEC §4: Reset asks first, then deletes the conversation and returns to setup. */
export function ResetSessionDialog({
  id,
  open,
  onOpenChange,
  title,
  confirmLabel,
  onReset,
}: ModalOpenProps & { id: string; title: string; confirmLabel: string; onReset: () => void }) {
  const remove = useDeleteConversation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      message={DASHBOARD_TEXT.resetConfirm}
      confirmLabel={confirmLabel}
      // Not mutate's own onSuccess: the delete's `ended` event may replace this view (and this
      // dialog) before the answer arrives, and a callback of an unmounted observer never runs.
      onConfirm={() => void remove.mutateAsync(id).then(onReset, () => undefined)}
      busy={remove.isPending}
      error={
        remove.isError ? (
          <Alert tone="error">{failureMessage(remove.error, 'Failed to reset')}</Alert>
        ) : null
      }
    />
  );
}
