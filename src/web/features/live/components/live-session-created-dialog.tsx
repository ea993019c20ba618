import { useState, type FormEvent } from 'react';
import { LIVE_TEXT } from '../../../../contract/live.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { Modal, type ModalOpenProps } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import {
  useAddCollaborator,
  useLiveSharing,
  useRemoveCollaborator,
  useStopLive,
} from '../api/live-sharing.ts';

/**
 * SPEC §2 'live session created' dialog: the token, Copy Token ('Token Copied!' for 2 s), the
 * collaborators (the emails the owner invited, whether or not they have an account yet) and
 * Start Conversation.
 */
export function LiveSessionCreatedDialog({
  open,
  onOpenChange,
  conversationId,
  shareCode,
  onStart,
}: ModalOpenProps & {
  conversationId: string;
  shareCode: string;
  /** Continues the conversation; null when it goes on by itself (running or at a checkpoint). */
  onStart: (() => void) | null;
}) {
  const sharing = useLiveSharing(conversationId, open);
  const add = useAddCollaborator(conversationId);
  const remove = useRemoveCollaborator(conversationId);
  const stop = useStopLive(conversationId);
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    add.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={LIVE_TEXT.createdTitle}
      description="Share this token: anyone signed in can watch; collaborators can also intervene."
      size="sm"
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 py-5">
          <span
            className="font-mono text-2xl font-semibold tracking-[0.2em]"
            data-testid="live-token"
          >
            {shareCode}
          </span>
          <CopyButton
            text={shareCode}
            label={LIVE_TEXT.copyToken}
            copiedLabel={LIVE_TEXT.tokenCopied}
          />
        </div>

        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <Field
            label={LIVE_TEXT.addCollaborator}
            hint={LIVE_TEXT.collaboratorHint}
            error={add.isError ? failureMessage(add.error, LIVE_TEXT.addCollaboratorFailed) : null}
          >
            {(props) => (
              <div className="flex gap-2">
                <Input
                  {...props}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  placeholder="name@example.com"
                  autoComplete="off"
                />
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={!email.trim()}
                  loading={add.isPending}
                >
                  Add
                </Button>
              </div>
            )}
          </Field>
          {sharing.data && sharing.data.collaborators.length > 0 && (
            <ul
              className="flex flex-col divide-y divide-border rounded-lg border border-border"
              aria-label={LIVE_TEXT.collaborators}
            >
              {sharing.data.collaborators.map((collaborator) => (
                <li key={collaborator.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate">{collaborator.email}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${collaborator.email}`}
                    onClick={() => remove.mutate(collaborator.id)}
                    disabled={remove.isPending}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </form>

        {stop.isError && (
          <Alert tone="error">{failureMessage(stop.error, 'Failed to stop sharing')}</Alert>
        )}
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant="ghost"
            loading={stop.isPending}
            onClick={() => stop.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
          >
            {LIVE_TEXT.stopSharing}
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onStart?.();
            }}
          >
            {onStart ? LIVE_TEXT.startConversation : LIVE_TEXT.done}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
