import { useState } from 'react';
import type { ConversationStatus } from '../../../../contract/conversations.ts';
import { LIVE_TEXT } from '../../../../contract/live.ts';
import { goLiveContinues } from '../../session/lib/status.ts';
import { Button } from '../../../ui/button.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { failureMessage } from '../../../lib/api-client.ts';
import { useGoLive, useLiveSharing } from '../api/live-sharing.ts';
import { LiveSessionCreatedDialog } from './live-session-created-dialog.tsx';

/**
 * The owner's Go Live button on a conversation; once live it shows the code and reopens it. The
 * dialog's Start Conversation continues a conversation that is paused or stopped (`onContinue`);
 * for one that goes on by itself the dialog's main button only closes it (Done).
 */
export function GoLiveButton({
  conversationId,
  status,
  onContinue,
}: {
  conversationId: string;
  status: ConversationStatus;
  onContinue: () => void;
}) {
  const sharing = useLiveSharing(conversationId);
  const goLive = useGoLive(conversationId);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const code = sharing.data?.shareCode ?? goLive.data?.shareCode ?? null;

  const start = () => {
    if (code && sharing.data?.shareCode) return setOpen(true);
    goLive.mutate(undefined, {
      onSuccess: () => setOpen(true),
      onError: (error) =>
        toast({ message: failureMessage(error, 'Failed to go live'), tone: 'error' }),
    });
  };

  return (
    <>
      <Button
        size="sm"
        variant={sharing.data?.shareCode ? 'secondary' : 'primary'}
        onClick={start}
        loading={goLive.isPending}
      >
        {sharing.data?.shareCode ? (
          <>
            <span className="size-1.5 animate-pulse rounded-full bg-red-500" aria-hidden="true" />
            {LIVE_TEXT.live}
            {/* The code only where there is room; the dialog shows it on phones. */}
            <span className="sr-only sm:not-sr-only">
              · <span className="font-mono">{sharing.data.shareCode}</span>
            </span>
          </>
        ) : (
          LIVE_TEXT.goLive
        )}
      </Button>
      {code && (
        <LiveSessionCreatedDialog
          open={open}
          onOpenChange={setOpen}
          conversationId={conversationId}
          shareCode={code}
          onStart={goLiveContinues(status) ? onContinue : null}
        />
      )}
    </>
  );
}
