import type { ConversationAgent } from '../../../../contract/conversations.ts';
import { FORMAT_UI_TEXT } from '../../../../contract/formats.ts';
import { Alert } from '../../../ui/alert.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { useLiveSharing } from '../api/live-sharing.ts';

/**
 * The owner's reminder that a collaborator holds a seat (decision 039): they reach it through the
 * live session, opened at creation; its link to send them, or a call to Go Live once revoked.
 */
export function CollaboratorSeatNotice({
  conversationId,
  agents,
}: {
  conversationId: string;
  agents: readonly ConversationAgent[];
}) {
  const held = agents.filter((agent) => agent.seat === 'collaborator');
  if (held.length === 0) return null;
  return <Notice conversationId={conversationId} names={held.map((a) => a.name).join(', ')} />;
}

function Notice({ conversationId, names }: { conversationId: string; names: string }) {
  const sharing = useLiveSharing(conversationId);
  if (!sharing.data) return null;
  const code = sharing.data.shareCode;
  if (!code) return <Alert tone="warning">{FORMAT_UI_TEXT.collaboratorSeatOffline(names)}</Alert>;
  const link = `${window.location.origin}/live/${code}`;
  return (
    <Alert tone="info" className="my-2">
      <p>{FORMAT_UI_TEXT.collaboratorSeatNotice(names)}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a href={link} className="font-mono break-all underline" data-testid="collaborator-link">
          {link}
        </a>
        <CopyButton
          text={link}
          label={FORMAT_UI_TEXT.copyLink}
          copiedLabel={FORMAT_UI_TEXT.linkCopied}
        />
      </div>
    </Alert>
  );
}
