import { useState, type FormEvent } from 'react';
import {
  CONVERSATION_LIMITS,
  type ConversationSummary,
} from '../../../../contract/conversations.ts';
import { HISTORY_TEXT } from '../../../../contract/texts.ts';
import { failureMessage } from '../../../lib/api-client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Input } from '../../../ui/input.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useRenameConversation } from '../../session/api/rename-conversation.ts';

/** Renames one conversation (PATCH /api/conversations/{id}); null: closed. */
export function RenameConversationDialog({
  conversation,
  onClose,
}: {
  conversation: ConversationSummary | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={conversation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={HISTORY_TEXT.renameTitle}
      size="sm"
    >
      {/* Keyed, so each opening starts from that conversation's title. */}
      {conversation && (
        <RenameForm key={conversation.id} conversation={conversation} onDone={onClose} />
      )}
    </Modal>
  );
}

function RenameForm({
  conversation,
  onDone,
}: {
  conversation: ConversationSummary;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(conversation.title);
  const rename = useRenameConversation();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: conversation.id, title },
      {
        onSuccess: () => {
          toast({ message: HISTORY_TEXT.renamed, tone: 'success' });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label={HISTORY_TEXT.titleLabel}>
        {(props) => (
          <Input
            {...props}
            autoFocus
            required
            maxLength={CONVERSATION_LIMITS.titleLength}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      {rename.isError && (
        <Alert tone="error">{failureMessage(rename.error, HISTORY_TEXT.renameFailed)}</Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={rename.isPending}>
          {HISTORY_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
